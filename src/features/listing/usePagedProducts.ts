import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiResult } from '../../lib/api/client';
import type { ProductCard } from '../../lib/api/contracts/products';
import { LISTING_PAGE_SIZE } from '../../lib/domain/products';
import { useLatest } from '../../lib/api/useQuery';

interface Page {
  results: ProductCard[];
  total: number;
}

interface State<T extends Page> {
  key: string;
  pages: number;
  data: T | null;
  error: string | null;
  loading: boolean;
}

/**
 * Pages of products for one query (`key` says which: sort, filters, text,
 * delivery). A new key starts again at page 1; Show More appends the next
 * page. Answers for an older key or page are dropped.
 */
export function usePagedProducts<T extends Page>(key: string | null, fetchPage: (offset: number, signal: AbortSignal) => Promise<ApiResult<T>>, initial?: { key: string; data: T }) {
  const [state, setState] = useState<State<T>>(() =>
    initial && initial.key === key ? { key: initial.key, pages: 1, data: initial.data, error: null, loading: false } : { key: key ?? '', pages: 1, data: null, error: null, loading: key !== null },
  );
  const latest = useLatest();
  const fetcher = useEffectEvent(fetchPage);
  const [attempt, setAttempt] = useState(0);

  const current = state.key === key ? state : null;
  const pages = current?.pages ?? 1;

  useEffect(() => {
    if (key === null) return;
    if (current && current.data && !current.loading && current.pages === pages && current.data.results.length >= Math.min(current.data.total, pages * LISTING_PAGE_SIZE)) return;
    // The flag belongs to the load this effect starts, and goes with its answer into the same state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((s) => (s.key === key ? { ...s, loading: true, error: null } : { key, pages: 1, data: null, error: null, loading: true }));
    void latest
      .run((signal) => fetcher((pages - 1) * LISTING_PAGE_SIZE, signal))
      .then((result) => {
        if (!result) return;
        setState((s) => {
          if (s.key !== key || s.pages !== pages) return s;
          if (!result.ok) return { ...s, loading: false, error: result.message };
          const before = pages > 1 && s.data ? s.data.results : [];
          return { ...s, loading: false, data: { ...result.data, results: [...before, ...result.data.results] } };
        });
      });
    return () => latest.cancel();
    // `current` is derived from state; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages, attempt, latest]);

  const showMore = useCallback(() => setState((s) => (s.key === key && !s.loading ? { ...s, pages: s.pages + 1 } : s)), [key]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return {
    data: current?.data ?? null,
    pages,
    loading: key !== null && (!current || current.loading),
    error: current?.error ?? null,
    showMore,
    retry,
  };
}
