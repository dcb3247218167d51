import { similarityOf, trigramSet } from './trigrams';

/**
 * The trigrams of a list of items (product names, catalogue terms): which
 * items hold each trigram, so that the trigrams a text shares with every
 * item are counted by walking the lists of the text's own trigrams only;
 * and each item's own trigrams, for its similarity to a text alone.
 */
export class TrigramPostings {
  /** How many distinct trigrams each item has. */
  readonly counts: Uint16Array;
  /** Scratch space (a search runs start to end without yielding, so one is enough). */
  private readonly shared: Uint16Array;
  private readonly touched: Int32Array;
  private readonly marked: Uint8Array;

  constructor(
    /** Trigram to its number. */
    private readonly numbers: Map<string, number>,
    /** By trigram number, the items holding it. */
    private readonly lists: Int32Array[],
    /** Item i's trigram numbers are trigrams[start[i]] … trigrams[start[i + 1] - 1]. */
    private readonly start: Int32Array,
    private readonly trigrams: Int32Array,
  ) {
    const items = start.length - 1;
    this.counts = Uint16Array.from({ length: items }, (_, item) => start[item + 1]! - start[item]!);
    this.shared = new Uint16Array(items);
    this.touched = new Int32Array(items);
    this.marked = new Uint8Array(lists.length);
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
      const number = this.numbers.get(trigram);
      if (number === undefined) continue;
      const list = this.lists[number]!;
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

  /** Writes into `similarity` the similarity of each of `items` to the text of `trigrams`. */
  similarities(trigrams: ReadonlySet<string>, items: readonly number[], similarity: Float32Array): void {
    const numbers: number[] = [];
    for (const trigram of trigrams) {
      const number = this.numbers.get(trigram);
      if (number !== undefined) numbers.push(number);
    }
    for (const number of numbers) this.marked[number] = 1;
    try {
      for (const item of items) {
        let shared = 0;
        for (let k = this.start[item]!, end = this.start[item + 1]!; k < end; k++) shared += this.marked[this.trigrams[k]!]!;
        similarity[item] = similarityOf(shared, this.counts[item]!, trigrams.size);
      }
    } finally {
      for (const number of numbers) this.marked[number] = 0;
    }
  }
}

/** Collects the trigrams of items added one by one (item n is the n-th added). */
export class TrigramPostingsBuilder {
  private readonly numbers = new Map<string, number>();
  private readonly lists: number[][] = [];
  private readonly start = [0];
  private readonly trigrams: number[] = [];

  add(text: string): void {
    const item = this.start.length - 1;
    for (const trigram of trigramSet(text)) {
      let number = this.numbers.get(trigram);
      if (number === undefined) {
        this.numbers.set(trigram, (number = this.lists.length));
        this.lists.push([]);
      }
      this.lists[number]!.push(item);
      this.trigrams.push(number);
    }
    this.start.push(this.trigrams.length);
  }

  build(): TrigramPostings {
    return new TrigramPostings(
      this.numbers,
      this.lists.map((items) => Int32Array.from(items)),
      Int32Array.from(this.start),
      Int32Array.from(this.trigrams),
    );
  }
}
