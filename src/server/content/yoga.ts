import { createHash, timingSafeEqual } from 'node:crypto';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { config } from '../config';
import { serverSecret } from '../http/secret';
import { contentCors } from './cors';
import { contentLimitPlugins } from './limits';
import { buildContentSchema, type ContentContext } from './schema';
import { loadContentStore } from './store';

export const CONTENT_ENDPOINT = '/api/graphql';

/** The token that unlocks the DRAFT stage (CONTENT_PREVIEW_TOKEN, or one derived from the server secret). */
export function previewToken(): string {
  return process.env.CONTENT_PREVIEW_TOKEN || createHash('sha256').update(`preview:${serverSecret()}`).digest('base64url');
}

function hasPreviewToken(request: Request): boolean {
  const header = request.headers.get('authorization') ?? '';
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(previewToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Errors a caller caused (bad arguments, no preview token) keep their message; others are masked. */
const EXPOSED_CODES = new Set(['FORBIDDEN', 'BAD_USER_INPUT']);
function maskContentError(error: unknown, message: string, isDev?: boolean): Error {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  const code = (original as { extensions?: { code?: unknown } })?.extensions?.code;
  if (typeof code === 'string' && EXPOSED_CODES.has(code)) return error as Error;
  return maskError(error, message, isDev);
}

export type ContentServer = YogaServerInstance<Record<string, unknown>, ContentContext>;

/** The embedded content API over the documents in cms-schemas/content. */
export function createContentServer(cmsDir = config().cmsDir): ContentServer {
  const schema = buildContentSchema(cmsDir, loadContentStore(cmsDir));
  return createYoga<Record<string, unknown>, ContentContext>({
    schema,
    graphqlEndpoint: CONTENT_ENDPOINT,
    landingPage: false,
    graphiql: process.env.NODE_ENV === 'development',
    logging: false,
    maskedErrors: { maskError: maskContentError },
    context: ({ request }) => ({ preview: hasPreviewToken(request) }),
    cors: (request) => contentCors(request),
    plugins: contentLimitPlugins(),
  });
}

let shared: ContentServer | undefined;
export function contentServer(): ContentServer {
  shared ??= createContentServer();
  return shared;
}
