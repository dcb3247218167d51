import type { z } from 'zod/mini';
import { errorMessage } from '../domain/errors';
import { CSRF_PROBLEM, UNKNOWN_PROBLEM } from './problem-basics';

/**
 * The one timeout and retry layer of the browser's calls (docs/adr/0718):
 * an attempt that gets no answer in this time ends as a network failure
 * (status 0) saying TIMEOUT_MESSAGE.
 */
export const API_TIMEOUT_MS = 20_000;
/** Further attempts of a GET after a network failure, a timeout, a 429 or a 5xx (spec 000 section 9: twice); a change (POST, PUT, DELETE) is never repeated. */
export const GET_RETRIES = 2;
/** The wait before the first retry; it doubles for each one after. */
export const RETRY_BACKOFF_MS = 300;
export const TIMEOUT_MESSAGE = 'The shop took too long to answer. Please try again.';

/** A problem response of the commerce API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type?: string; title?: string; detail?: string; message?: string; errors?: Record<string, string> } = {},
  ) {
    super(errorMessage({ body }, status === 0 ? 'We could not reach the shop. Check your connection and try again.' : 'Something went wrong'));
  }
  /** The problem's kind (a PROBLEM_TYPES value, problems.ts); decide on this, never on the wording. */
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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (an upload) is sent as multipart/form-data, a Blob (a file) as it is, with its type. */
  body?: unknown;
  query?: Record<string, string | number | boolean | (string | number)[] | null | undefined>;
  /**
   * The answer's schema, or a loader of it: a page then carries the schema
   * only once it makes the call (docs/adr/0703), and it loads while the call
   * is under way.
   */
  schema: S | (() => Promise<S>);
  signal?: AbortSignal;
  /** Milliseconds before an attempt is given up as a network failure (default API_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Retries of network errors, timeouts, 429 and 5xx (GET only; default GET_RETRIES). */
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

/** How the browser's calls are timed out and repeated (docs/adr/0718); each has its default above. */
export interface CallPolicy {
  /** The caller's abort: the call rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

/**
 * The one timeout and retry layer of the browser's calls (docs/adr/0718):
 * runs `attempt` with a signal that aborts at the caller's abort or after
 * `timeoutMs`, and repeats a retryable failure (network, timeout, 429, 5xx)
 * up to `retries` times, after `backoffMs` and twice as long each time
 * after. An attempt that throws (or ignores its signal past the timeout)
 * is a network failure; the caller's abort rejects, as fetch does.
 */
export async function withRetries<T>(attempt: (signal: AbortSignal) => Promise<ApiResult<T>>, policy: CallPolicy = {}): Promise<ApiResult<T>> {
  const { signal, timeoutMs = API_TIMEOUT_MS, retries = 0, backoffMs = RETRY_BACKOFF_MS } = policy;
  for (let round = 0; ; round++) {
    signal?.throwIfAborted();
    const result = await attemptOnce(attempt, signal, timeoutMs);
    if (result.ok || !result.error.isRetryable || round >= retries) return result;
    await pause(backoffMs * 2 ** round, signal);
  }
}

async function attemptOnce<T>(attempt: (signal: AbortSignal) => Promise<ApiResult<T>>, signal: AbortSignal | undefined, timeoutMs: number): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  // A timer rather than AbortSignal.timeout: tests drive it with fake timers.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const given = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new DOMException('The call was aborted', 'AbortError')), { once: true }));
  try {
    return await Promise.race([attempt(controller.signal), given]);
  } catch (cause) {
    signal?.throwIfAborted();
    if (timedOut) return { ok: false, error: new ApiError(0, { detail: TIMEOUT_MESSAGE }) };
    return { ok: false, error: cause instanceof ApiError ? cause : new ApiError(0) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const NOT_JSON = Symbol('not JSON');

/**
 * What an answer of the commerce API says: its data, parsed with `schema`
 * (null: the schema could not load), or its problem as an ApiError. An
 * answer that is not JSON counts as a network failure; a good answer that
 * is not the schema's, as a 502.
 */
export async function readAnswer<S extends ResponseSchema>(response: Response, schema: S | null): Promise<ApiResult<z.output<S>>> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = NOT_JSON;
  }
  if (json === NOT_JSON) return { ok: false, error: new ApiError(0) };
  if (!response.ok) return { ok: false, error: new ApiError(response.status, (json ?? {}) as ApiError['body']) };
  // An answer whose schema could not load is a network failure like any other.
  if (!schema) return { ok: false, error: new ApiError(0) };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<S>, status: response.status };
  return { ok: false, error: new ApiError(502, { title: 'Unexpected answer from the shop', detail: 'Something went wrong' }) };
}

/**
 * Calls the commerce API; the answer is parsed with `schema`. A 401 sends
 * the browser to login with returnTo; other failures come back as ApiError.
 * Each attempt times out, and a GET is repeated after a retryable failure
 * (withRetries); the caller's abort rejects.
 */
export async function api<S extends ResponseSchema>(path: string, request: ApiRequest<S>): Promise<ApiResult<z.output<S>>> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  const form = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const file = typeof Blob !== 'undefined' && request.body instanceof Blob;
  if (request.body !== undefined && !form) headers['Content-Type'] = file ? (request.body as Blob).type : 'application/json';
  const schema = typeof request.schema === 'function' ? request.schema().catch(() => null) : Promise.resolve(request.schema);
  const policy: CallPolicy = { signal: request.signal, timeoutMs: request.timeoutMs, retries: method === 'GET' ? (request.retries ?? GET_RETRIES) : 0 };
  const send = async (signal: AbortSignal): Promise<ApiResult<z.output<S>>> => {
    const response = await fetch(`/api${path}${queryString(request.query)}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : form || file ? (request.body as FormData | Blob) : JSON.stringify(request.body),
      signal,
    });
    if (response.status === 401 && request.authRedirect !== false && typeof location !== 'undefined') {
      location.assign(loginUrl());
      return { ok: false, error: new ApiError(401, { title: 'Please sign in' }) };
    }
    const result = await readAnswer(response, response.ok ? await schema : null);
    if (result.ok && method !== 'GET' && SESSION_CHANGING.test(path)) forgetCsrfToken();
    return result;
  };
  const result = await withRetries(send, policy);
  // A token from before a sign-in or sign-out elsewhere (another tab, an ended session): fetch a new one and try once more.
  if (method !== 'GET' && !result.ok && result.error.status === 403 && result.error.type === CSRF_PROBLEM) {
    forgetCsrfToken();
    headers['x-csrf-token'] = await csrfToken();
    return withRetries(send, policy);
  }
  return result;
}
