import { timingSafeEqual } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { config, setting } from '../config';
import { editorToken, previewToken } from './preview-token';
import { contentCors } from './cors';
import { contentLimitPlugins } from './limits';
import { contentMutations } from './mutations';
import { contentSnapshot } from './repository';
import { buildContentSchema, type ContentContext, type ContentEditor } from './schema';
import { schemaVisibility } from './schema-visibility';

export const CONTENT_ENDPOINT = '/api/graphql';

export { previewToken } from './preview-token';

/** Whether the request's bearer token is `expected`, compared in constant time. */
export function bearerIs(request: Request, expected: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Errors a caller caused (bad arguments, no preview token) keep their message; others are masked. */
const EXPOSED_CODES = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND']);
function maskContentError(error: unknown, message: string, isDev?: boolean): Error {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  const code = (original as { extensions?: { code?: unknown } })?.extensions?.code;
  if (typeof code === 'string' && EXPOSED_CODES.has(code)) return error as Error;
  return maskError(error, message, isDev);
}

/** What the host hands each request: the editor it signed in, if any. */
interface ServerContext extends Record<string, unknown> {
  editor?: ContentEditor | null;
}

/** An editor: signed in by the host (with the session's CSRF token), or showing the editor token. */
const isWriter = (request: Request, { editor }: ServerContext) => !!editor || bearerIs(request, editorToken());

/**
 * Who sees the schema (introspection, and suggestions in errors): everyone in
 * development (GraphiQL needs it), else editors and holders of the preview
 * token. Production answers strangers without either (NODE_ENV defaults to production).
 */
const seesSchema = (request: Request, context: ServerContext) => setting('NODE_ENV') === 'development' || isWriter(request, context) || bearerIs(request, previewToken());

export type ContentServer = YogaServerInstance<ServerContext, ContentContext>;

let schema: GraphQLSchema | undefined;
/** The content schema (the SDL in cms-schemas, reads and editors' writes), built once. */
export function contentSchema(): GraphQLSchema {
  schema ??= buildContentSchema(config().cmsDir, contentMutations());
  return schema;
}

/** The embedded content API over the documents in the database (seeded from cms-schemas/content). */
export function createContentServer(): ContentServer {
  return createYoga<ServerContext, ContentContext>({
    schema: contentSchema(),
    graphqlEndpoint: CONTENT_ENDPOINT,
    landingPage: false,
    graphiql: config().NODE_ENV === 'development',
    logging: false,
    maskedErrors: { maskError: maskContentError },
    context: async ({ request, editor }) => ({
      preview: bearerIs(request, previewToken()),
      store: await contentSnapshot(),
      editor: editor ?? (bearerIs(request, editorToken()) ? { name: 'editor token' } : null),
    }),
    cors: (request) => contentCors(request),
    plugins: [...contentLimitPlugins(isWriter), schemaVisibility(seesSchema)],
  });
}

let shared: ContentServer | undefined;
export function contentServer(): ContentServer {
  shared ??= createContentServer();
  return shared;
}
