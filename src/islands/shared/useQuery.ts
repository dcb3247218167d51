import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiError } from '../../lib/api/client';
import { latestOnly, type Latest } from './latest';
import type { Loader, QueryOptions } from './query';

export type QueryState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError; message: string };

export interface UseQueryOptions extends QueryOptions {
  /** Waits this long after the key changes before loading (typing). */
  debounceMs?: number;
}

/**
 * The one way islands load data. Loads when `key` changes (null: nothing to
 * load, state idle), aborts the load before, applies only the latest answer,
 * times out, retries network failures, 429 and 5xx with backoff, and ends in
 * `ok` or `error` with the text to show. An abort is not an error.
 */
export function useQuery<T>(key: string | null, load: Loader<T>, options: UseQueryOptions = {}) {
  const [state, setState] = useState<QueryState<T>>(() => (key === null ? { status: 'idle' } : { status: 'loading' }));
  const [round, setRound] = useState(0);
  const [stateKey, setStateKey] = useState(key);
  if (key !== stateKey) {
    setStateKey(key);
    if (key === null) setState({ status: 'idle' });
  }
  const latest = useLatest();
  const settings = useEffectEvent(() => options);
  const loadNow = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) {
      latest.cancel();
      return;
    }
    const { debounceMs = 0, ...rest } = settings();
    const start = () => {
      setState({ status: 'loading' });
      void latest
        .run((signal) => loadNow(signal), rest)
        .then((result) => {
          if (result) setState(result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error, message: result.message });
        });
    };
    // While the shopper is still typing, the last answer stays on screen.
    const timer = debounceMs > 0 ? setTimeout(start, debounceMs) : undefined;
    if (!timer) start();
    return () => {
      clearTimeout(timer);
      latest.cancel();
    };
  }, [key, round, latest]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ok', data }), []);
  return { state, reload, setData };
}

/** A latest-only runner for loads started by the shopper (Show more, a new category); cancelled on unmount. */
export function useLatest(): Latest {
  const [latest] = useState(latestOnly);
  useEffect(() => () => latest.cancel(), [latest]);
  return latest;
}
