import { LISTING_SORT_DIRS, LISTING_SORTS } from '../../lib/api/contracts/content-listing';

/** The generic listing's state as it lives in the page's query string. */
export interface ListingState {
  sort: (typeof LISTING_SORTS)[number];
  sortDir: (typeof LISTING_SORT_DIRS)[number];
  filters: Record<string, string[]>;
}

export const DEFAULT_LISTING_STATE: ListingState = { sort: 'date', sortDir: 'desc', filters: {} };

/** Reads sort, sortDir and the facet parameters (repeated) from a query string; unknown values fall back. */
export function readListingState(search: string, facetNames: string[]): ListingState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const sortDir = params.get('sortDir');
  const filters: Record<string, string[]> = {};
  for (const name of facetNames) {
    const values = params.getAll(name).filter(Boolean);
    if (values.length) filters[name] = [...new Set(values)];
  }
  return {
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingState['sort']) : DEFAULT_LISTING_STATE.sort,
    sortDir: (LISTING_SORT_DIRS as readonly string[]).includes(sortDir ?? '') ? (sortDir as ListingState['sortDir']) : DEFAULT_LISTING_STATE.sortDir,
    filters,
  };
}

/** The query string for a state (defaults left out, other parameters kept). */
export function writeListingState(state: ListingState, facetNames: string[], current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of ['sort', 'sortDir', ...facetNames]) params.delete(key);
  if (state.sort !== DEFAULT_LISTING_STATE.sort || state.sortDir !== DEFAULT_LISTING_STATE.sortDir) {
    params.set('sort', state.sort);
    params.set('sortDir', state.sortDir);
  }
  for (const name of facetNames) for (const value of state.filters[name] ?? []) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const SORT_OPTIONS: { value: `${ListingState['sort']}:${ListingState['sortDir']}`; label: string }[] = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
];
