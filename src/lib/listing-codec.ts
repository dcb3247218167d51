/**
 * The one URL codec of listings (products and generic content): sort, sort
 * direction and facet filters live in the page's query string. Each listing
 * describes itself with a `ListingSpec`; parameters that are not the
 * listing's (text, campaign tags) are kept.
 */

export interface ListingState<Sort extends string = string, Dir extends string = string, Name extends string = string> {
  sort: Sort;
  sortDir: Dir;
  filters: Partial<Record<Name, string[]>>;
}

export interface ListingFacetSpec<Name extends string = string> {
  name: Name;
  /** false: one value at most (the price band). */
  multiSelect?: boolean;
  /** The values the facet knows; absent: any value is taken. */
  keys?: readonly string[];
}

export interface ListingSpec<Sort extends string, Dir extends string, Name extends string> {
  defaultSort: { sort: Sort; sortDir: Dir };
  /** The sort and direction a query string names (the listing's own fallbacks for unknown ones). */
  readSort: (sort: string | null, sortDir: string | null) => { sort: Sort; sortDir: Dir };
  facets: readonly ListingFacetSpec<Name>[];
}

/** Reads a listing's state from a query string: unknown sorts fall back, unknown facets and values are ignored, repeats dropped. */
export function readListing<S extends string, D extends string, N extends string>(spec: ListingSpec<S, D, N>, search: string): ListingState<S, D, N> {
  const params = new URLSearchParams(search);
  const filters: Partial<Record<N, string[]>> = {};
  for (const facet of spec.facets) {
    const known = facet.keys ? new Set(facet.keys) : null;
    const chosen = [...new Set(params.getAll(facet.name))].filter((key) => key && (!known || known.has(key)));
    if (chosen.length) filters[facet.name] = facet.multiSelect === false ? chosen.slice(0, 1) : chosen;
  }
  return { ...spec.readSort(params.get('sort'), params.get('sortDir')), filters };
}

/** The query string for a state: the default sort left out, other parameters of `search` kept. */
export function writeListing<S extends string, D extends string, N extends string>(spec: ListingSpec<S, D, N>, state: ListingState<S, D, N>, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of ['sort', 'sortDir', ...spec.facets.map((f) => f.name)]) params.delete(name);
  if (state.sort !== spec.defaultSort.sort || state.sortDir !== spec.defaultSort.sortDir) {
    params.set('sort', state.sort);
    params.set('sortDir', state.sortDir);
  }
  for (const facet of spec.facets) for (const key of state.filters[facet.name] ?? []) params.append(facet.name, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many filter values are chosen. */
export const chosenCount = (filters: Partial<Record<string, string[]>>) => Object.values(filters).reduce((n, keys) => n + (keys?.length ?? 0), 0);
