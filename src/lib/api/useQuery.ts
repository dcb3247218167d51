import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from './client';
import { latestOnly, type Latest } from './latest';
import { pollQuery, runQuery, type Loader, type PollOptions, type QueryResult } from './query';

export type QueryState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError; message: string };

export interface UseQueryOptions<T> {
  /** Waits this long after the key changes before loading (typing). */
  debounceMs?: number;
  /**
   * false: nothing to load yet (state idle), as with a null key. A load
   * that needs another's answer is enabled once that answer exists.
   */
  enabled?: boolean;
  /**
   * Loads again until an answer is the one waited for (`until`). Answers
   * on the way show as they come (failed ones leave the state as it was);
   * past `slowAfterMs` the hook says `slow`, past `giveUpAfterMs` it stops
   * and says `gaveUp`, keeping the last state.
   */
  poll?: PollOptions<T>;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;
const NOT_WAITING = { slow: false, gaveUp: false };

const stateOf = <T>(result: QueryResult<T>): QueryState<T> => (result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error, message: result.message });

/**
 * The one way islands load data (docs/adr/0200, 0718). Loads when `key`
 * changes (null, or `enabled: false`: nothing to load, state idle), aborts
 * the load before on a new key, a reload and unmount, applies only the
 * latest answer, and ends in `ok` or `error` with the text to show. Calls
 * time out and are retried by the client; an abort is not an error. With
 * `poll`, it loads until the answer waited for.
 */
export function useQuery<T>(key: string | null, load: Loader<T>, options: UseQueryOptions<T> = {}) {
  const active = options.enabled === false ? null : key;
  const [state, setState] = useState<QueryState<T>>(() => (active === null ? IDLE : LOADING));
  const [waiting, setWaiting] = useState(NOT_WAITING);
  const [round, setRound] = useState(0);
  const [stateKey, setStateKey] = useState(active);
  if (active !== stateKey) {
    setStateKey(active);
    setWaiting(NOT_WAITING);
    if (active === null) setState(IDLE);
  }
  const settings = useEffectEvent(() => options);
  const loadNow = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (active === null) return;
    const { debounceMs = 0, poll } = settings();
    const controller = new AbortController();
    const { signal } = controller;
    const start = () => {
      setState(LOADING);
      setWaiting(NOT_WAITING);
      if (!poll) {
        void runQuery((s) => loadNow(s), signal).then((result) => result && setState(stateOf(result)));
        return;
      }
      void pollQuery((s) => loadNow(s), signal, poll, {
        onAnswer: (result) => result.ok && setState(stateOf(result)),
        onSlow: () => setWaiting((now) => ({ ...now, slow: true })),
      }).then((outcome) => {
        if (!outcome) return;
        if (!outcome.gaveUp || outcome.result.ok) setState(stateOf(outcome.result));
        if (outcome.gaveUp) setWaiting((now) => ({ ...now, gaveUp: true }));
      });
    };
    // While the shopper is still typing, the last answer stays on screen.
    const timer = debounceMs > 0 ? setTimeout(start, debounceMs) : undefined;
    if (!timer) start();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ok', data }), []);
  return { state, reload, setData, slow: waiting.slow, gaveUp: waiting.gaveUp };
}

export type MutationState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError; message: string };

/**
 * A change the shopper makes (a payment, a save), with its pending and
 * error state. `run(input)` sends it once (the client never repeats a
 * change) and also resolves to the result, for what comes next. A change
 * is not aborted on unmount (it may have been made already); its answer
 * is then dropped.
 */
export function useMutation<I, T>(send: (input: I) => Promise<ApiResult<T>>) {
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const sender = useRef(send);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    sender.current = send;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (input: I): Promise<QueryResult<T>> => {
    setState({ status: 'pending' });
    // A signal that never aborts: runQuery then always answers.
    const result = (await runQuery(() => sender.current(input), new AbortController().signal))!;
    if (mounted.current) setState(result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error, message: result.message });
    return result;
  }, []);
  const reset = useCallback(() => setState(IDLE), []);
  return { state, run, reset, pending: state.status === 'pending' };
}

/** A latest-only runner for loads started by the shopper (Show more, a new category); cancelled on unmount. */
export function useLatest(): Latest {
  const [latest] = useState(latestOnly);
  useEffect(() => () => latest.cancel(), [latest]);
  return latest;
}
