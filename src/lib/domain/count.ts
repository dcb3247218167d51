/**
 * A count with its noun, singular for one and plural otherwise:
 * `countOf(1, 'product')` is "1 product", `countOf(3, 'country', 'countries')` is "3 countries".
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${nounFor(n, singular, plural)}`;
}

/** The noun alone, for counts written apart from it. */
export function nounFor(n: number, singular: string, plural = `${singular}s`): string {
  return n === 1 ? singular : plural;
}
