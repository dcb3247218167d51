import { FACETS, type FacetName, PRODUCT_SORT_OPTIONS, type ProductSort, type SortDirection } from '../../lib/domain/products';
import { readListing, writeListing, type ListingSpec, type ListingState as State } from '../../lib/listing-codec';

/** What the shopper chose on a product listing: sort and facet filters. Lives in the query string. */
export type ListingState = State<ProductSort, SortDirection, FacetName>;

const DEFAULT_SORT = PRODUCT_SORT_OPTIONS[0]!;
export const DEFAULT_STATE: ListingState = { sort: DEFAULT_SORT.sort, sortDir: DEFAULT_SORT.sortDir, filters: {} };

export const sortKey = (s: Pick<ListingState, 'sort' | 'sortDir'>) => `${s.sort}-${s.sortDir}`;

/** Product listings in the shared codec: a sort is one of the catalogue's options; facets and values are the catalogue's. */
const PRODUCT_LISTING: ListingSpec<ProductSort, SortDirection, FacetName> = {
  defaultSort: DEFAULT_STATE,
  readSort: (sort, sortDir) => {
    const option = PRODUCT_SORT_OPTIONS.find((o) => o.sort === sort && o.sortDir === (sortDir ?? 'asc')) ?? DEFAULT_SORT;
    return { sort: option.sort, sortDir: option.sortDir };
  },
  facets: FACETS.map((f) => ({ name: f.name, multiSelect: f.multiSelect, keys: f.values.map((v) => v.key) })),
};

/** Reads sort and filters from a query string; unknown sorts, facets and values are ignored. */
export const readListingState = (search: string): ListingState => readListing(PRODUCT_LISTING, search);

/** The query string for `state`, keeping parameters that are not the listing's (text, campaign tags). */
export const writeListingState = (state: ListingState, search: string): string => writeListing(PRODUCT_LISTING, state, search);

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
  return FACETS.flatMap((facet) => (state.filters[facet.name] ?? []).map((key) => ({ name: facet.name, key, label: facet.values.find((v) => v.key === key)?.label ?? key })));
}

/** Show More stays while more products exist than the pages loaded hold. */
export const hasMorePages = (total: number, pagesLoaded: number, pageSize: number) => total > pageSize * pagesLoaded;
