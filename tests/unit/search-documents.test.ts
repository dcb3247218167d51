import { describe, expect, it } from 'vitest';
import { englishLexeme } from '../../src/server/search/english';
import { addEntryRank, entryRank, finalRank, type Weight } from '../../src/server/search/rank';
import { documentLexemes, tokensOf } from '../../src/server/search/tsvector';
import { byCodeUnits } from '../../src/server/search/words';

/** A document's lexemes as `lexeme:count` in order, from one text. */
const lexemes = (text: string) =>
  [...documentLexemes([text])]
    .map(([lexeme, [count]]) => `${lexeme}:${count}`)
    .sort(byCodeUnits)
    .join(' ');

describe("a search document, as Postgres's to_tsvector('english', …) makes it", () => {
  it.each([
    // select to_tsvector('english', text) on Postgres 15: lexemes and how many positions each has.
    ["Hand-delivered overseas by a florist’s <p>city</p> the 3-day Mother's Day", '3:1 citi:1 day:2 deliv:1 florist:1 hand-deliv:1 hand:1 mother:1 oversea:1'],
    ['day-3 x', '-3:1 day:1 x:1'],
    ['a1-b2 x', 'a1-b2:1 a1:1 b2:1 x:1'],
    ['well-3d', '3d:1 well-3d:1 well:1'],
    ["co-op's", 'co-op:1 co:1 op:1'],
    ['x&amp;y fish & chips', 'chip:1 fish:1 x:1 y:1'],
    ['<3 roses abc_def', '3:1 abc:1 def:1 rose:1'],
    ['a -b', 'b:1'],
  ])('%j', (text, expected) => {
    expect(lexemes(text)).toBe(expected);
  });

  it('counts a stop word as a position: Postgres gives "citi" position 9', () => {
    expect(tokensOf('Hand-delivered overseas by a florist’s <p>city</p>').indexOf('city') + 1).toBe(9);
  });

  it('stems words of letters (Snowball English), drops stop words and keeps words with digits as they are', () => {
    // select to_tsquery('english', word || ':*')
    expect(['roses', 'lilies', 'posy', 'runnings', 'natives', 'the', 's', 'wb100', '100', 'hand-delivered'].map(englishLexeme)).toEqual([
      'rose',
      'lili',
      'posi',
      'run',
      'nativ',
      null,
      null,
      'wb100',
      '100',
      'hand-deliv',
    ]);
  });
});

describe('ts_rank', () => {
  // setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', description), 'C')
  const document = documentLexemes(['Pink Rose Posy', 'roses pink blush roses', '<p>A posy of roses and rosemary, hand-tied.</p>']);
  const weights: Weight[] = ['A', 'B', 'C'];
  const rank = (queryLexemes: string[]) => {
    let sum = 0;
    for (const word of [...queryLexemes].sort(byCodeUnits))
      for (const [lexeme, counts] of [...document].sort(([a], [b]) => byCodeUnits(a, b)))
        if (lexeme.startsWith(word)) sum = addEntryRank(sum, entryRank(counts.map((count, text) => ({ weight: weights[text]!, count }))));
    return finalRank(sum, queryLexemes.length);
  };

  it.each([
    // select ts_rank(document, to_tsquery('english', query)) on Postgres 15
    [['rose', 'pink'], 0.7468215],
    [['rose'], 0.82492334],
    [['hand'], 0.24317084],
    [['lili', 'blush'], 0.12158542],
    [['zzz'], 0],
  ])('of %j is %d, as Postgres gives it', (query, value) => {
    expect(rank(query)).toBe(Math.fround(value));
  });

  it('is 0 for a query with no word left', () => {
    expect(finalRank(0, 0)).toBe(0);
  });
});
