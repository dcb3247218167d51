/** What a search answers: the products found, best first, and the corrected words. */
export interface SearchMatches {
  /** Matching product ids, best first (name matches before the rest), at most MAX_MATCHES. */
  ids: string[];
  /**
   * The same products as places in `byPlace`, the ids of the catalogue
   * snapshot's active products in featured order that the index was built
   * from, when the search gives them (text search does): no lookup of each id.
   */
  places?: readonly number[];
  byPlace?: readonly string[];
  /** The words searched for after correcting misspellings, when any were corrected. */
  corrected: string | null;
}

/** The most products a search answers. */
export const MAX_MATCHES = 500;
