/**
 * Postgres's `ts_rank(document, query)` (no normalisation) for a query of
 * words joined by `|`, worked out the way Postgres does it, in
 * single-precision floats, so that ties are ties here too: each distinct
 * query word adds, for each lexeme of the document it matches (a prefix
 * match for `word:*`), that lexeme's entry rank; the sum is divided by the
 * number of distinct query words.
 */

/** ts_rank's default weights, single-precision: A 1.0, B 0.4, C 0.2, D 0.1. */
export const RANK_WEIGHTS = { A: Math.fround(1), B: Math.fround(0.4), C: Math.fround(0.2), D: Math.fround(0.1) } as const;
export type Weight = keyof typeof RANK_WEIGHTS;

/** Σ 1/i² over all i, by which Postgres divides an entry's rank. */
const ZETA_2 = 1.64493406685;

/**
 * What one lexeme adds to the rank of a document for each query word that
 * matches it, from its occurrences in position order: each occurrence's
 * weight divided by the square of its place, the heaviest counted whole.
 */
export function entryRank(occurrences: { weight: Weight; count: number }[]): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  let place = 0;
  for (const { weight, count } of occurrences) {
    const value = RANK_WEIGHTS[weight];
    for (let n = 0; n < count; n++, place++) {
      sum = Math.fround(sum + Math.fround(value / ((place + 1) * (place + 1))));
      if (value > heaviest) [heaviest, heaviestAt] = [value, place];
    }
  }
  if (!place) return 0;
  return Math.fround(Math.fround(heaviest + sum) - Math.fround(heaviest / ((heaviestAt + 1) * (heaviestAt + 1)))) / ZETA_2;
}

/** Adds an entry rank to a rank being summed (a single-precision float, as Postgres keeps it). */
export const addEntryRank = (rank: number, entry: number): number => Math.fround(rank + entry);

/** The rank once every query word's entries are added. */
export const finalRank = (sum: number, queryWords: number): number => (queryWords ? Math.fround(sum / queryWords) : 0);
