import { LISTING_SORT_DIRS, LISTING_SORTS } from '../../lib/domain/content-listing';
import { readListing, writeListing, type ListingSpec, type ListingState as State } from '../../lib/listing-codec';

type Sort = (typeof LISTING_SORTS)[number];
type SortDir = (typeof LISTING_SORT_DIRS)[number];

/** The generic listing's state as it lives in the page's query string. */
export type ListingState = State<Sort, SortDir>;

export const DEFAULT_LISTING_STATE: ListingState = { sort: 'date', sortDir: 'desc', filters: {} };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => (values as readonly string[]).includes(value ?? '');

/** The generic listing in the shared codec: sort and direction fall back one by one; its facets come from the content. */
const contentListing = (facetNames: string[]): ListingSpec<Sort, SortDir, string> => ({
  defaultSort: DEFAULT_LISTING_STATE,
  readSort: (sort, sortDir) => ({
    sort: isOneOf(LISTING_SORTS, sort) ? sort : DEFAULT_LISTING_STATE.sort,
    sortDir: isOneOf(LISTING_SORT_DIRS, sortDir) ? sortDir : DEFAULT_LISTING_STATE.sortDir,
  }),
  facets: facetNames.map((name) => ({ name })),
});

/** Reads sort, sortDir and the facet parameters (repeated) from a query string; unknown values fall back. */
export const readListingState = (search: string, facetNames: string[]): ListingState => readListing(contentListing(facetNames), search);

/** The query string for a state (defaults left out, other parameters kept). */
export const writeListingState = (state: ListingState, facetNames: string[], current = ''): string => writeListing(contentListing(facetNames), state, current);

export const SORT_OPTIONS: { value: `${ListingState['sort']}:${ListingState['sortDir']}`; label: string }[] = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
];
