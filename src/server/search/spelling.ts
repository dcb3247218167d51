import { TrigramPostings } from './trigram-postings';
import { isSimilar, similarityOf, trigramSet } from './trigrams';
import { byCodeUnits } from './words';

/**
 * Spelling correction against the catalogue's words (the `search_terms`
 * table): a word of three letters or more that is not one of them becomes
 * the most similar one by trigram similarity, if any is similar enough
 * (pg_trgm's `%`); of equally similar ones, the first in alphabetical order.
 */
export class Spelling {
  private readonly terms: string[];
  private readonly known: Set<string>;
  private readonly postings: TrigramPostings;

  constructor(terms: readonly string[]) {
    this.terms = [...new Set(terms)].sort(byCodeUnits);
    this.known = new Set(this.terms);
    this.postings = TrigramPostings.of(this.terms);
  }

  correct(word: string): string {
    if (word.length < 3 || this.known.has(word)) return word;
    const trigrams = trigramSet(word);
    let best = -1;
    let bestSimilarity = 0;
    this.postings.forEachSharing(trigrams, (term, shared) => {
      const value = similarityOf(shared, this.postings.counts[term]!, trigrams.size);
      if (isSimilar(value) && (value > bestSimilarity || (value === bestSimilarity && term < best))) [best, bestSimilarity] = [term, value];
    });
    return best === -1 ? word : this.terms[best]!;
  }
}
