import { ApiError, type ApiResult } from '../../lib/api/client';
import { errorMessage } from '../../lib/domain/errors';

/** A load of island data: one call of the commerce API (or several), honouring `signal`. */
export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

/** What a load ends with: the data, or the error and the text to show for it. Never a throw. */
export type QueryResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError; message: string };

export interface QueryOptions {
  /** Milliseconds an attempt may take before it counts as a network failure. */
  timeoutMs?: number;
  /** Further attempts after a network failure, a timeout, a 429 or a 5xx (loads are GETs). */
  retries?: number;
  /** The wait before the first retry; it doubles for each one after. */
  backoffMs?: number;
}

export const QUERY_DEFAULTS: Required<QueryOptions> = { timeoutMs: 15_000, retries: 2, backoffMs: 300 };
export const TIMEOUT_MESSAGE = 'The shop took too long to answer. Please try again.';

const failed = <T>(error: ApiError): QueryResult<T> => ({ ok: false, error, message: errorMessage(error) });

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** One attempt, cut off after `timeoutMs`. A throw that is not the caller's abort becomes a network failure. */
async function attempt<T>(load: Loader<T>, signal: AbortSignal, timeoutMs: number): Promise<QueryResult<T>> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const result = await Promise.race([load(controller.signal), new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }))]);
    return result.ok ? result : failed(result.error);
  } catch (cause) {
    if (timedOut) return failed(new ApiError(0, { detail: TIMEOUT_MESSAGE }));
    return failed(cause instanceof ApiError ? cause : new ApiError(0, cause instanceof Error && cause.name !== 'AbortError' ? { detail: cause.message } : {}));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Runs `load` with a timeout per attempt, retrying retryable failures with
 * backoff. Resolves to the result, or to null once `signal` has aborted (an
 * abort is not an error: nobody wants that answer any more).
 */
export async function runQuery<T>(load: Loader<T>, signal: AbortSignal, options: QueryOptions = {}): Promise<QueryResult<T> | null> {
  const { timeoutMs, retries, backoffMs } = { ...QUERY_DEFAULTS, ...options };
  for (let round = 0; ; round++) {
    if (signal.aborted) return null;
    const result = await attempt(load, signal, timeoutMs);
    if (signal.aborted) return null;
    if (result.ok || !result.error.isRetryable || round >= retries) return result;
    await pause(backoffMs * 2 ** round, signal);
  }
}
