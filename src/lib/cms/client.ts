import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { config } from '../../server/config';
import { previewToken, RENDER_HEADER, renderToken } from '../../server/content/preview-token';
import { pageShowsDocuments, pageShowsShell } from '../../server/content/render/page-reads';

export { previewToken, RENDER_HEADER, renderToken };
/** A page being rendered names the documents it shows, and the header and footer, for its surrogate keys (docs/adr/0784). */
export { pageShowsDocuments, pageShowsShell };

export type ContentStage = 'PUBLISHED' | 'DRAFT';

/** Reading DRAFT content needs the preview token, sent as a bearer token. */
export function previewHeaders(stage: ContentStage): Record<string, string> {
  return stage === 'DRAFT' ? { Authorization: `Bearer ${previewToken()}` } : {};
}

export type ContentErrorType = 'network' | 'graphql' | 'invalid-response';
export type ContentResult<T> = { ok: true; data: T } | { ok: false; error: { type: ContentErrorType; message: string; isRetryable: boolean } };

const TIMEOUT_MS = 10_000;
const RETRIES = 2;
const EMBEDDED_URL = 'http://content.embedded/api/graphql';

let client: Promise<GraphQLClient> | undefined;

/**
 * The content API client: the hosted CMS at CONTENT_API_URL, or else the
 * embedded graphql-yoga server called in-process through its own fetch
 * (no port is needed while pre-rendering). Content calls never carry
 * shopper credentials.
 */
export function contentClient(): Promise<GraphQLClient> {
  client ??= makeClient();
  return client;
}

async function makeClient(): Promise<GraphQLClient> {
  const { CONTENT_API_URL: url, CONTENT_API_TOKEN: token } = config();
  if (url) return new GraphQLClient(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  // The embedded server (and its schema and documents) is loaded only when no hosted CMS is configured.
  const { contentServer } = await import('../../server/content/yoga');
  const yoga = contentServer();
  return new GraphQLClient(EMBEDDED_URL, { fetch: async (input, init) => yoga.fetch(new Request(String(input), init)) });
}

function classify(error: unknown): { type: ContentErrorType; message: string; isRetryable: boolean } {
  if (error instanceof ClientError) {
    const status = error.response.status;
    return { type: 'graphql', message: error.response.errors?.[0]?.message ?? `HTTP ${status}`, isRetryable: status === 429 || status >= 500 };
  }
  return { type: 'network', message: error instanceof Error ? error.message : String(error), isRetryable: true };
}

/** Runs a content query and parses the answer with `schema`; never throws. */
export async function queryContent<S extends z.ZodType>(query: string, variables: Record<string, unknown>, schema: S, headers: Record<string, string> = {}): Promise<ContentResult<z.output<S>>> {
  const gql = await contentClient();
  for (let attempt = 0; ; attempt++) {
    try {
      const raw = await gql.request({ document: query, variables, requestHeaders: headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        return { ok: false, error: { type: 'invalid-response', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), isRetryable: false } };
      }
      return { ok: true, data: parsed.data };
    } catch (error) {
      const info = classify(error);
      if (!info.isRetryable || attempt >= RETRIES) return { ok: false, error: info };
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    }
  }
}

/** Like queryContent, for content a page cannot render without: failures throw. */
export async function requireContent<S extends z.ZodType>(query: string, variables: Record<string, unknown>, schema: S, headers: Record<string, string> = {}): Promise<z.output<S>> {
  const result = await queryContent(query, variables, schema, headers);
  if (!result.ok) throw new Error(`Content API (${result.error.type}): ${result.error.message}`);
  return result.data;
}
