/**
 * Trigram similarity as Postgres's pg_trgm computes it: a text's trigrams
 * are those of each of its words (runs of letters and digits), lower-cased
 * and padded with two spaces before and one after ('rose' gives '  r',
 * ' ro', 'ros', 'ose', 'se '), each counted once; the similarity of two
 * texts is the number of trigrams they share over the number in either, a
 * single-precision float like pg_trgm's `similarity()`.
 */

/** pg_trgm's default `similarity_threshold`: `a % b` when their similarity is at least this. */
export const SIMILARITY_THRESHOLD = 0.3;

const WORD = /[\p{L}\p{N}]+/gu;
const SURROGATE = /[\uD800-\uDFFF]/;

/** The distinct trigrams of a text, sorted. */
export const trigramsOf = (text: string): string[] => [...trigramSet(text)].sort();

/** The distinct trigrams of a text. */
export function trigramSet(text: string): Set<string> {
  const found = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    if (SURROGATE.test(padded)) {
      const chars = [...padded];
      for (let i = 0; i + 2 < chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
    } else for (let i = 0; i + 2 < padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** The similarity of two texts with `a` and `b` trigrams of which `shared` are the same (0 when either has none). */
export const similarityOf = (shared: number, a: number, b: number): number => (a > 0 && b > 0 ? Math.fround(shared / (a + b - shared)) : 0);

/** pg_trgm's `similarity(a, b)`. */
export function similarity(a: string, b: string): number {
  const left = trigramSet(a);
  const right = trigramSet(b);
  return similarityOf([...left].filter((trigram) => right.has(trigram)).length, left.size, right.size);
}

/** pg_trgm's `a % b`. */
export const isSimilar = (value: number): boolean => value >= SIMILARITY_THRESHOLD;
