import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False while React hydrates server HTML, true from the first client render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A store's value that renders as `serverValue` until hydration is over, so
 * that values from browser storage never mismatch the pre-rendered HTML.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
