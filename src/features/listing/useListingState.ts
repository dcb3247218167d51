import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_STATE, type ListingState, readListingState, writeListingState } from './listing-state';

/**
 * Sort and filters, kept in the page's query string. Before hydration the
 * default state renders (it matches the pre-rendered first page); after, the
 * address is read. Changes push a history entry without scrolling; Back and
 * Forward restore the state they recorded.
 */
export function useListingState(): [ListingState, (next: ListingState) => void] {
  const [state, setState] = useState<ListingState>(DEFAULT_STATE);
  useEffect(() => {
    const read = () => setState(readListingState(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const update = useCallback((next: ListingState) => {
    const { pathname, search, hash } = window.location;
    const query = writeListingState(next, search);
    if (query !== search) window.history.pushState(window.history.state, '', `${pathname}${query}${hash}`);
    setState(next);
  }, []);
  return [state, update];
}
