import { useState } from 'react';
import type { Loader } from '../../lib/api/query';
import { useQuery } from '../../lib/api/useQuery';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

let generation = 0;

/**
 * An account page's data, through the islands' one data hook: loads when
 * `deps` change (compared as React compares them), with abort, the latest
 * answer only, a timeout and retries; loading, then the data or the error text.
 */
export function useLoad<T>(load: Loader<T>, deps: readonly unknown[]) {
  // A new key whenever a dependency changes identity, as useEffect would see it.
  const [seen, setSeen] = useState(() => ({ deps, key: String(++generation) }));
  const changed = deps.length !== seen.deps.length || deps.some((dep, i) => !Object.is(dep, seen.deps[i]));
  const current = changed ? { deps, key: String(++generation) } : seen;
  if (changed) setSeen(current);
  const key = current.key;
  const { state, reload, setData } = useQuery(key, load);
  const loaded: Loaded<T> = state.status === 'ok' || state.status === 'error' ? state : { status: 'loading' };
  return { state: loaded, reload, setData };
}
