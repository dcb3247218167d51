import { timingSafeEqual } from 'node:crypto';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { config } from '../config';
import { previewToken } from './preview-token';
import { contentCors } from './cors';
import { contentLimitPlugins } from './limits';
import { buildContentSchema, type ContentContext } from './schema';
import { loadContentStore } from './store';

export const CONTENT_ENDPOINT = '/api/graphql';

export { previewToken } from './preview-token';

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
    graphiql: config().NODE_ENV === 'development',
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
