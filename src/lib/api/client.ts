import type { z } from 'zod/mini';
import { errorMessage } from '../domain/errors';
import { PROBLEM_TYPES, UNKNOWN_PROBLEM } from './problems';

/** A call that gets no answer in this time ends as a network failure (status 0). */
export const API_TIMEOUT_MS = 20_000;

/** A problem response of the commerce API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type?: string; title?: string; detail?: string; message?: string; errors?: Record<string, string> } = {},
  ) {
    super(errorMessage({ body }, status === 0 ? 'We could not reach the shop. Check your connection and try again.' : 'Something went wrong'));
  }
  /** The problem's kind (a PROBLEM_TYPES value); decide on this, never on the wording. */
  get type(): string {
    return typeof this.body.type === 'string' && this.body.type ? this.body.type : UNKNOWN_PROBLEM;
  }
  get isRetryable() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

let csrf: Promise<string> | undefined;

/**
 * The CSRF token for mutating calls, fetched once per page and again after
 * signing in or out: a token is bound to the session (or the guest) it was
 * fetched for.
 */
export function csrfToken(): Promise<string> {
  csrf ??= fetch('/api/csrf', { credentials: 'same-origin' })
    .then((r) => r.json() as Promise<{ _csrfSecret: { value: string } }>)
    .then((b) => b._csrfSecret.value)
    .catch((error) => {
      csrf = undefined;
      throw error;
    });
  return csrf;
}

/** Drops the cached CSRF token; the next mutating call fetches one for the caller as they are now. */
export function forgetCsrfToken(): void {
  csrf = undefined;
}

/** Calls that start or end a session: the token fetched before them is no longer good. */
const SESSION_CHANGING = /^\/auth\//;

export function loginUrl(returnTo = `${location.pathname}${location.search}`) {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * A response schema: any zod 4 schema, full zod or zod/mini (the contracts
 * the browser reads on load are zod/mini ones). Both parse with their own
 * `safeParse`, so this module brings no schema library with it.
 */
export type ResponseSchema = z.core.$ZodType & { safeParse(data: unknown): { success: boolean; data?: unknown } };

export interface ApiRequest<S extends ResponseSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | (string | number)[] | null | undefined>;
  /**
   * The answer's schema, or a loader of it: a page then carries the schema
   * only once it makes the call (docs/adr/0703), and it loads while the call
   * is under way.
   */
  schema: S | (() => Promise<S>);
  signal?: AbortSignal;
  /** Milliseconds before the call is given up as a network failure (default API_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Retries of network errors, 429 and 5xx (GET only). */
  retries?: number;
  headers?: Record<string, string>;
  /** false: a 401 comes back as an error instead of sending the browser to login (sign-in itself, the profile check). */
  authRedirect?: boolean;
}

export function queryString(query: ApiRequest<ResponseSchema>['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the commerce API; the answer is parsed with `schema`. A 401 sends
 * the browser to login with returnTo; other failures come back as ApiError.
 */
export async function api<S extends ResponseSchema>(path: string, request: ApiRequest<S>): Promise<ApiResult<z.output<S>>> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const retries = method === 'GET' ? (request.retries ?? 0) : 0;
  const schema = typeof request.schema === 'function' ? request.schema().catch(() => null) : Promise.resolve(request.schema);
  let csrfRenewed = false;
  for (let attempt = 0; ; attempt++) {
    let error: ApiError;
    try {
      const response = await fetch(`/api${path}${queryString(request.query)}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: withTimeout(request.signal, request.timeoutMs ?? API_TIMEOUT_MS),
      });
      if (response.status === 401 && request.authRedirect !== false && typeof location !== 'undefined') {
        location.assign(loginUrl());
        return { ok: false, error: new ApiError(401, { title: 'Please sign in' }) };
      }
      const text = await response.text();
      const json = text ? (JSON.parse(text) as unknown) : undefined;
      if (response.ok && method !== 'GET' && SESSION_CHANGING.test(path)) forgetCsrfToken();
      const answerSchema = response.ok ? await schema : null;
      if (answerSchema) {
        const parsed = answerSchema.safeParse(json);
        if (parsed.success) return { ok: true, data: parsed.data as z.output<S>, status: response.status };
        return { ok: false, error: new ApiError(502, { title: 'Unexpected answer from the shop', detail: 'Something went wrong' }) };
      }
      // An answer whose schema could not load is a network failure like any other.
      error = response.ok ? new ApiError(0) : new ApiError(response.status, (json ?? {}) as ApiError['body']);
    } catch (cause) {
      // The caller's abort stays a throw; our own timeout is a network failure.
      if ((cause as Error)?.name === 'AbortError') throw cause;
      error = new ApiError(0);
    }
    // A token from before a sign-in or sign-out elsewhere (another tab, an ended session): fetch a new one and try once more.
    if (method !== 'GET' && !csrfRenewed && error.status === 403 && error.type === PROBLEM_TYPES.csrf) {
      csrfRenewed = true;
      forgetCsrfToken();
      headers['x-csrf-token'] = await csrfToken();
      attempt--;
      continue;
    }
    if (!error.isRetryable || attempt >= retries) return { ok: false, error };
    await new Promise((r) => setTimeout(r, 300 * 2 ** attempt));
  }
}

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
