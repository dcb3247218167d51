import { entryRank, type Weight } from './rank';
import { byCodeUnits } from './words';

/**
 * The lexemes of every product's search document, sorted, each with the
 * products it occurs in: a product's entry rank for it (what it adds to
 * ts_rank when a query word matches it) and whether it is in the name
 * (weight A). Query words match lexemes by prefix (`word:*`): the lexemes
 * starting with a word are next to each other.
 */
export interface Lexicon {
  lexemes: string[];
  /** Lexeme l's postings are start[l] … start[l + 1] - 1. */
  start: Int32Array;
  product: Int32Array;
  rank: Float64Array;
  inName: Uint8Array;
}

/** Collects postings product by product, then packs them. */
export class LexiconBuilder {
  private readonly postings = new Map<string, { product: number[]; rank: number[]; inName: number[] }>();
  /** Entry ranks by occurrences per text (products made alike share a few). */
  private readonly ranks = new Map<number, number>();

  /** `weights`: each text's weight, the texts in position order. */
  constructor(private readonly weights: readonly Weight[]) {}

  /** A product's lexemes, with their occurrences in each of its texts. */
  add(product: number, lexemes: Map<string, number[]>): void {
    const { weights } = this;
    for (const [lexeme, counts] of lexemes) {
      const key = counts.reduce((sum, count) => sum * 257 + count, 0);
      let rank = this.ranks.get(key);
      if (rank === undefined) this.ranks.set(key, (rank = entryRank(counts.map((count, text) => ({ weight: weights[text]!, count })))));
      let posting = this.postings.get(lexeme);
      if (!posting) this.postings.set(lexeme, (posting = { product: [], rank: [], inName: [] }));
      posting.product.push(product);
      posting.rank.push(rank);
      posting.inName.push(weights.some((weight, text) => weight === 'A' && counts[text]! > 0) ? 1 : 0);
    }
  }

  build(): Lexicon {
    const lexemes = [...this.postings.keys()].sort(byCodeUnits);
    const start = new Int32Array(lexemes.length + 1);
    lexemes.forEach((lexeme, l) => (start[l + 1] = start[l]! + this.postings.get(lexeme)!.product.length));
    const total = start[lexemes.length]!;
    const lexicon: Lexicon = { lexemes, start, product: new Int32Array(total), rank: new Float64Array(total), inName: new Uint8Array(total) };
    lexemes.forEach((lexeme, l) => {
      const posting = this.postings.get(lexeme)!;
      lexicon.product.set(posting.product, start[l]);
      lexicon.rank.set(posting.rank, start[l]);
      lexicon.inName.set(posting.inName, start[l]);
    });
    return lexicon;
  }
}

/** The lexemes that start with `prefix`: indexes from … to (excluded). */
export function prefixRange(lexemes: readonly string[], prefix: string): [number, number] {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lexemes[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < lexemes.length && lexemes[end]!.startsWith(prefix)) end++;
  return [low, end];
}
