import { FACETS, type FacetName, PRODUCT_SORT_OPTIONS, type ProductSort, type SortDirection } from '../../lib/domain/products';

/** What the shopper chose on a listing: sort and facet filters. Lives in the query string. */
export interface ListingState {
  sort: ProductSort;
  sortDir: SortDirection;
  filters: Partial<Record<FacetName, string[]>>;
}

const DEFAULT_SORT = PRODUCT_SORT_OPTIONS[0]!;
export const DEFAULT_STATE: ListingState = { sort: DEFAULT_SORT.sort, sortDir: DEFAULT_SORT.sortDir, filters: {} };

export const sortKey = (s: Pick<ListingState, 'sort' | 'sortDir'>) => `${s.sort}-${s.sortDir}`;

/** Reads sort and filters from a query string; unknown sorts, facets and values are ignored. */
export function readListingState(search: string): ListingState {
  const params = new URLSearchParams(search);
  const option = PRODUCT_SORT_OPTIONS.find((o) => o.sort === params.get('sort') && o.sortDir === (params.get('sortDir') ?? 'asc')) ?? DEFAULT_SORT;
  const filters: ListingState['filters'] = {};
  for (const facet of FACETS) {
    const known = new Set(facet.values.map((v) => v.key));
    const chosen = [...new Set(params.getAll(facet.name))].filter((key) => known.has(key));
    if (chosen.length) filters[facet.name] = facet.multiSelect ? chosen : chosen.slice(0, 1);
  }
  return { sort: option.sort, sortDir: option.sortDir, filters };
}

/** The query string for `state`, keeping parameters that are not the listing's (text, campaign tags). */
export function writeListingState(state: ListingState, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['sort', 'sortDir', ...FACETS.map((f) => f.name)]) params.delete(name);
  if (sortKey(state) !== sortKey(DEFAULT_STATE)) {
    params.set('sort', state.sort);
    params.set('sortDir', state.sortDir);
  }
  for (const facet of FACETS) for (const key of state.filters[facet.name] ?? []) params.append(facet.name, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Ticks or unticks a facet value; the price filter holds one value at most. */
export function toggleFilter(state: ListingState, name: FacetName, key: string): ListingState {
  const facet = FACETS.find((f) => f.name === name)!;
  const current = state.filters[name] ?? [];
  const next = current.includes(key) ? current.filter((k) => k !== key) : facet.multiSelect ? [...current, key] : [key];
  const filters = { ...state.filters, [name]: next };
  if (!next.length) delete filters[name];
  return { ...state, filters };
}

export const clearFilters = (state: ListingState): ListingState => ({ ...state, filters: {} });

export const hasActiveFilters = (state: ListingState) => Object.values(state.filters).some((keys) => keys && keys.length > 0);

/** The removable chips of the chosen filters, in facet order. */
export function filterChips(state: ListingState): { name: FacetName; key: string; label: string }[] {
  return FACETS.flatMap((facet) =>
    (state.filters[facet.name] ?? []).map((key) => ({ name: facet.name, key, label: facet.values.find((v) => v.key === key)?.label ?? key })),
  );
}

/** Show More stays while more products exist than the pages loaded hold. */
export const hasMorePages = (total: number, pagesLoaded: number, pageSize: number) => total > pageSize * pagesLoaded;
