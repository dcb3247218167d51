import { ClientError, GraphQLClient } from 'graphql-request';
import { ApiError, csrfToken, GET_RETRIES, withRetries, type ApiResult } from '../../lib/api/client';
import { CONTENT_ENDPOINT_PATH } from '../../lib/cms/studio-descriptor';

let client: GraphQLClient | undefined;
const contentClient = () => (client ??= new GraphQLClient(new URL(CONTENT_ENDPOINT_PATH, location.origin).href, { credentials: 'same-origin' }));

interface GraphQLFailure {
  message: string;
  extensions?: { code?: string; field?: string; problems?: { field: string; message: string }[] };
}

/** A GraphQL refusal as the studio shows it: the first message, and each field's problem for the form. */
function refusal(error: ClientError): ApiError {
  const failures = (error.response.errors ?? []) as GraphQLFailure[];
  const first = failures[0];
  const errors: Record<string, string> = {};
  for (const failure of failures) {
    for (const problem of failure.extensions?.problems ?? []) errors[problem.field] ??= problem.message;
    if (failure.extensions?.field && !failure.extensions.problems) errors[failure.extensions.field] ??= failure.message;
  }
  const code = first?.extensions?.code;
  const status = code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'BAD_USER_INPUT' ? 422 : error.response.status >= 400 ? error.response.status : 502;
  const detail = Object.keys(errors).length > 1 ? `${Object.keys(errors).length} fields need attention.` : (first?.message ?? 'The content API refused the change.');
  return new ApiError(status, { title: detail, detail, errors });
}

/**
 * One call of the content API as the signed-in editor: reads and writes go
 * to /api/graphql with the session's CSRF token, timed out and (a read)
 * retried by the client's one layer (docs/adr/0718). Never throws (but for
 * the caller's abort); a refusal names the fields at fault.
 */
export async function studioRequest<T>(document: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<ApiResult<T>> {
  const read = document.trimStart().startsWith('query');
  return withRetries(
    async (attemptSignal) => {
      try {
        const data = await contentClient().request<T>({ document, variables, signal: attemptSignal, requestHeaders: { 'x-csrf-token': await csrfToken() } });
        return { ok: true, data, status: 200 };
      } catch (error) {
        if (error instanceof ClientError) return { ok: false, error: refusal(error) };
        throw error;
      }
    },
    { signal, retries: read ? GET_RETRIES : 0 },
  );
}
