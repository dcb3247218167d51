import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api/client';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/** Runs a call of the commerce API when `deps` change: loading, then the data or the error text. */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, deps: readonly unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void run().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ok', data: result.data } : { status: 'error', message: result.error.message });
    });
    return () => {
      live = false;
    };
  }, [run, round]);
  return { state, reload: () => setRound((n) => n + 1), setData: (data: T) => setState({ status: 'ok', data }) };
}
