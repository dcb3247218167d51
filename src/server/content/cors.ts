import type { CORSOptions } from 'graphql-yoga';
import { config } from '../config';

/**
 * CORS of the public content API: only origins listed in
 * CONTENT_API_CORS_ORIGINS get CORS headers, and never with credentials.
 * Draft content needs the preview token in an Authorization header, which a
 * browser never attaches on its own, so cookies play no part here.
 */
export function contentCors(request: Request, allowed: readonly string[] = config().CONTENT_API_CORS_ORIGINS): CORSOptions {
  const origin = request.headers.get('origin');
  if (!origin || !allowed.includes(origin)) return false;
  return {
    origin: [origin],
    credentials: false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization'],
    maxAge: 600,
  };
}
