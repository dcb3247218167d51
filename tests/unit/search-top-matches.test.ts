import { describe, expect, it } from 'vitest';
import { contenders, searchOrder } from '../../src/server/search/top-matches';
import { sortNumbers } from '../../src/server/search/sort-numbers';

/** Every candidate whose (inName, rank) is at least the limit-th best one's, found by sorting them all. */
function bySorting(candidates: number[], limit: number, inName: Uint8Array, rank: Float32Array): number[] {
  const key = (p: number) => [inName[p]!, rank[p]!] as const;
  const sorted = [...candidates].sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1]);
  if (sorted.length <= limit) return sorted;
  const [name, value] = key(sorted[limit - 1]!);
  return sorted.filter((p) => key(p)[0] > name || (key(p)[0] === name && key(p)[1] >= value));
}

describe('the contenders for the first places of a search', () => {
  it('are every candidate that can be among the first `limit` by name match and rank, ties included', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      const n = 1 + Math.floor(random() * 300);
      const inName = Uint8Array.from({ length: n }, () => (random() < 0.3 ? 1 : 0));
      // Few distinct ranks, so that ties are common, as in a catalogue of products made alike.
      const rank = Float32Array.from({ length: n }, () => Math.floor(random() * 6) / 7);
      const candidates = Array.from({ length: n }, (_, p) => p).filter(() => random() < 0.8);
      const limit = 1 + Math.floor(random() * 60);
      expect(new Set(contenders(candidates, limit, inName, rank))).toEqual(new Set(bySorting(candidates, limit, inName, rank)));
    }
  });

  it('are all the candidates when there are no more than `limit`', () => {
    const candidates = [3, 1, 2];
    expect(contenders(candidates, 3, new Uint8Array(4), new Float32Array(4))).toBe(candidates);
  });
});

describe('the order of a search', () => {
  it('is name matches first, then by rank, then by name similarity, then by place', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      const n = 1 + Math.floor(random() * 400);
      const inName = Uint8Array.from({ length: n }, () => (random() < 0.3 ? 1 : 0));
      // Few distinct ranks and similarities, so that ties are common; zero and one included.
      const rank = Float32Array.from({ length: n }, () => (random() < 0.1 ? 0 : Math.floor(random() * 6) / 7 + (random() < 0.05 ? 3 : 0)));
      const similarity = Float32Array.from({ length: n }, () => Math.floor(random() * 5) / 4);
      const places = Array.from({ length: n }, (_, p) => p)
        .filter(() => random() < 0.8)
        .sort(() => random() - 0.5);
      const bySorting = [...places].sort((a, b) => inName[b]! - inName[a]! || rank[b]! - rank[a]! || similarity[b]! - similarity[a]! || a - b);
      expect(searchOrder(places, inName, rank, similarity)).toEqual(bySorting);
    }
  });

  it('is the same with many distinct ranks and places far apart', () => {
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const size of [300, 2 ** 21]) {
      const inName = new Uint8Array(size);
      const rank = new Float32Array(size);
      const similarity = new Float32Array(size);
      for (let run = 0; run < 20; run++) {
        const places = [...new Set(Array.from({ length: 1 + Math.floor(random() * 300) }, () => Math.floor(random() * size)))];
        for (const p of places) {
          inName[p] = random() < 0.3 ? 1 : 0;
          // Every rank its own, or a few: both ways of ordering are taken.
          rank[p] = run % 2 ? random() * 4 : Math.floor(random() * 3) / 3;
          similarity[p] = Math.floor(random() * 5) / 4;
        }
        const bySorting = [...places].sort((a, b) => inName[b]! - inName[a]! || rank[b]! - rank[a]! || similarity[b]! - similarity[a]! || a - b);
        expect(searchOrder(places, inName, rank, similarity)).toEqual(bySorting);
      }
    }
  });
});

describe('sorting numbers', () => {
  it('orders any list as a numeric sort does, however it starts', () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const lists = [
      ...Array.from({ length: 50 }, () => Array.from({ length: Math.floor(random() * 600) }, () => Math.floor(random() * 2 ** 40))),
      Array.from({ length: 1000 }, (_, k) => k),
      Array.from({ length: 1000 }, (_, k) => 1000 - k),
      Array.from({ length: 1000 }, (_, k) => k % 2),
      Array.from({ length: 1000 }, () => 7),
      // Organ pipes: median-of-three quicksort splits these badly.
      Array.from({ length: 2000 }, (_, k) => Math.min(k, 2000 - k)),
    ];
    for (const list of lists) {
      const sorted = Float64Array.from(list);
      sortNumbers(sorted);
      expect([...sorted]).toEqual([...list].sort((a, b) => a - b));
    }
  });
});
