import { trigramSet } from './trigrams';

/**
 * Which items (product names, catalogue terms) hold each trigram, so that
 * the trigrams a text shares with every item are counted by walking the
 * lists of the text's own trigrams only.
 */
export class TrigramPostings {
  /** Scratch space of one count (a search runs start to end without yielding, so one is enough). */
  private readonly shared: Uint16Array;
  private readonly touched: Int32Array;

  constructor(
    /** How many distinct trigrams each item has. */
    readonly counts: Uint16Array,
    private readonly lists: Map<string, Int32Array>,
  ) {
    this.shared = new Uint16Array(counts.length);
    this.touched = new Int32Array(counts.length);
  }

  static of(texts: readonly string[]): TrigramPostings {
    const builder = new TrigramPostingsBuilder();
    for (const text of texts) builder.add(text);
    return builder.build();
  }

  /** Calls `visit` with each item sharing a trigram with `trigrams`, and how many they share; in no set order. */
  forEachSharing(trigrams: Iterable<string>, visit: (item: number, shared: number) => void): void {
    const { shared, touched } = this;
    let size = 0;
    for (const trigram of trigrams) {
      const list = this.lists.get(trigram);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const item = list[k]!;
        if (shared[item] === 0) touched[size++] = item;
        shared[item]!++;
      }
    }
    try {
      for (let k = 0; k < size; k++) visit(touched[k]!, shared[touched[k]!]!);
    } finally {
      for (let k = 0; k < size; k++) shared[touched[k]!] = 0;
    }
  }
}

/** Collects the trigrams of items added one by one (item n is the n-th added). */
export class TrigramPostingsBuilder {
  private readonly lists = new Map<string, number[]>();
  private readonly counts: number[] = [];

  add(text: string): void {
    const item = this.counts.length;
    const trigrams = trigramSet(text);
    this.counts.push(trigrams.size);
    for (const trigram of trigrams) {
      const list = this.lists.get(trigram);
      if (list) list.push(item);
      else this.lists.set(trigram, [item]);
    }
  }

  build(): TrigramPostings {
    return new TrigramPostings(Uint16Array.from(this.counts), new Map([...this.lists].map(([trigram, items]) => [trigram, Int32Array.from(items)])));
  }
}
