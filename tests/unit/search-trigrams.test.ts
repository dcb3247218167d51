import { describe, expect, it } from 'vitest';
import { isSimilar, similarity, trigramsOf } from '../../src/server/search/trigrams';

/** `select similarity(a, b), a % b` on Postgres 15 with pg_trgm (single-precision, as Postgres prints it). */
const POSTGRES: [string, string, number, boolean][] = [
  ['word', 'wrod', 0.11111111, false],
  ['sunflowr', 'sunflower', 0.5833333, true],
  ['orchd', 'orchid', 0.44444445, true],
  ['roses', 'rose', 0.5714286, true],
  ['pink tulips', 'pink tulip bouquet', 0.47619048, true],
  ['lily', 'lilies', 0.33333334, true],
  ['a', 'a', 1, true],
  ['ab', 'abc', 0.4, true],
  ['', 'rose', 0, false],
  ['Rosé Posy', 'rose posy', 0.6666667, true],
  ['hand-tied posy', 'hand tied posy', 1, true],
  ['wb100', 'wb1001', 0.625, true],
  ['red roses', 'blush pink roses', 0.3, true],
  ['peony', 'penny', 0.33333334, true],
  ['teddy bear', 'teddy bear hamper', 0.6111111, true],
  ['grevilea', 'grevillea', 0.72727275, true],
  ['xyz', 'abc', 0, false],
  ["mother's day", 'mothers day', 0.6666667, true],
];

describe('trigram similarity (pg_trgm)', () => {
  it('cuts each word, padded with two spaces before and one after, into distinct trigrams', () => {
    // select show_trgm('roses'), show_trgm('pink tulips')
    expect(trigramsOf('roses')).toEqual(['  r', ' ro', 'es ', 'ose', 'ros', 'ses']);
    expect(trigramsOf('Pink  tulips!')).toEqual(['  p', '  t', ' pi', ' tu', 'ink', 'ips', 'lip', 'nk ', 'pin', 'ps ', 'tul', 'uli']);
    expect(trigramsOf('')).toEqual([]);
  });

  it.each(POSTGRES)('similarity(%j, %j) is %d, as Postgres gives it', (a, b, value, similar) => {
    expect(similarity(a, b)).toBe(Math.fround(value));
    expect(similarity(b, a)).toBe(Math.fround(value));
    expect(isSimilar(similarity(a, b))).toBe(similar);
  });
});
