import { ApiError, type ApiResult } from './client';
import { errorMessage } from '../domain/errors';

/**
 * A load of island data: one call of the commerce API (or several),
 * honouring `signal`. Each call times out and is retried by the client
 * (docs/adr/0718); a load adds neither.
 */
export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

/** What a load ends with: the data, or the error and the text to show for it. Never a throw. */
export type QueryResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError; message: string };

export const failed = <T>(error: ApiError): QueryResult<T> => ({ ok: false, error, message: errorMessage(error) });

/** Settles (rejecting) once `signal` aborts: a load that ignores its signal is left behind all the same. */
const abortOf = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true }));

/**
 * Runs `load` once. Resolves to its result, or to null once `signal` has
 * aborted (an abort is not an error: nobody wants that answer any more). A
 * throw that is not the abort becomes an error result.
 */
export async function runQuery<T>(load: Loader<T>, signal: AbortSignal): Promise<QueryResult<T> | null> {
  if (signal.aborted) return null;
  try {
    const result = await Promise.race([load(signal), abortOf(signal)]);
    if (signal.aborted) return null;
    return result.ok ? result : failed(result.error);
  } catch (cause) {
    if (signal.aborted) return null;
    return failed(cause instanceof ApiError ? cause : new ApiError(0, cause instanceof Error && cause.name !== 'AbortError' ? { detail: cause.message } : {}));
  }
}

/** Loading again and again until an answer is the one waited for (a payment's order, a render's end). */
export interface PollOptions<T> {
  /** The wait after the `loads`th load (1, 2, …) before the next: fixed, or growing. */
  everyMs: number | ((loads: number) => number);
  /** Whether an answer ends the polling (the one waited for, or a failure not worth waiting past). */
  until: (result: QueryResult<T>) => boolean;
  /** Polling stops this long after it began, with the last answer. */
  giveUpAfterMs: number;
  /** After this long, `onSlow` is called once, so the page can reassure. */
  slowAfterMs?: number;
}

export interface PollEvents<T> {
  /** Each answer that does not end the polling. */
  onAnswer?: (result: QueryResult<T>) => void;
  onSlow?: () => void;
  /** The clock and the pause between loads (tests pass their own). */
  now?: () => number;
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** How polling ended: with the answer waited for, or by giving up (with the last answer); null once aborted. */
export type PollOutcome<T> = { result: QueryResult<T>; gaveUp: boolean };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Loads until `until` accepts an answer or `giveUpAfterMs` has passed,
 * pausing `everyMs` between loads. A failed load is waited past like any
 * other answer `until` does not accept.
 */
export async function pollQuery<T>(load: Loader<T>, signal: AbortSignal, options: PollOptions<T>, events: PollEvents<T> = {}): Promise<PollOutcome<T> | null> {
  const now = events.now ?? Date.now;
  const wait = events.pause ?? pause;
  const started = now();
  let slowSaid = false;
  for (let loads = 1; ; loads++) {
    const result = await runQuery(load, signal);
    if (!result) return null;
    if (options.until(result)) return { result, gaveUp: false };
    events.onAnswer?.(result);
    const waited = now() - started;
    if (waited >= options.giveUpAfterMs) return { result, gaveUp: true };
    if (!slowSaid && options.slowAfterMs !== undefined && waited >= options.slowAfterMs) {
      slowSaid = true;
      events.onSlow?.();
    }
    await wait(typeof options.everyMs === 'number' ? options.everyMs : options.everyMs(loads), signal);
    if (signal.aborted) return null;
  }
}
