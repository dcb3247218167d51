import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { searchQueries } from '../../scripts/lib/search-queries';
import { catalogSnapshot } from '../../src/server/catalog/snapshot';
import { rowsOf } from '../../src/server/db/client';
import type { SearchMatches } from '../../src/server/search/matches';
import { memoryEngine } from '../../src/server/search/memory-engine';
import { DOCUMENT_WEIGHTS, documentTexts } from '../../src/server/search/memory-index';
import { postgresEngine } from '../../src/server/search/store';
import { documentLexemes } from '../../src/server/search/tsvector';

const t = useTestApp();

/** A tsvector's text ('rose':2A,4B 'posi':3) as lexeme to positions by weight [A, B, C, D]. */
function parseTsvector(text: string): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  for (const [, quoted, positions] of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const counts = [0, 0, 0, 0];
    for (const position of positions?.split(',') ?? []) counts['ABCD'.indexOf(position.replace(/\d/g, '') || 'D')]!++;
    lexemes.set(quoted!.replace(/''/g, "'"), counts);
  }
  return lexemes;
}

/** How far the two engines agree on a list of answers. */
function agreement(pairs: [SearchMatches, SearchMatches][]) {
  const share = (test: (a: SearchMatches, b: SearchMatches) => boolean) => pairs.filter(([a, b]) => test(a, b)).length / pairs.length;
  const jaccard = (a: SearchMatches, b: SearchMatches) => {
    const union = new Set([...a.ids, ...b.ids]);
    return union.size ? a.ids.filter((id) => b.ids.includes(id)).length / union.size : 1;
  };
  return {
    identical: share((a, b) => JSON.stringify([a.ids, a.corrected]) === JSON.stringify([b.ids, b.corrected])),
    sameFirst: share((a, b) => a.ids[0] === b.ids[0]),
    sameCorrection: share((a, b) => a.corrected === b.corrected),
    meanJaccard: pairs.reduce((sum, [a, b]) => sum + jaccard(a, b), 0) / pairs.length,
  };
}

describe('the memory engine against the Postgres engine, on the seed catalogue', () => {
  const before = process.env.SEARCH_CACHE;
  // Every Postgres search runs its query.
  beforeAll(() => void (process.env.SEARCH_CACHE = 'off'));
  afterAll(() => {
    if (before === undefined) delete process.env.SEARCH_CACHE;
    else process.env.SEARCH_CACHE = before;
  });

  it("reads every product's search document as Postgres does: the same lexemes, as often, with the same weights", async () => {
    const { db } = t.database;
    const stored = new Map(
      rowsOf<{ id: string; document: string }>(await db.execute(sql`select id, search_document::text as document from products where active`)).map((row) => [row.id, row.document]),
    );
    const { products } = await catalogSnapshot(db);
    expect(products.length).toBe(stored.size);
    for (const product of products) {
      const ours = [...documentLexemes(documentTexts(product))].map(([lexeme, counts]) => [lexeme, DOCUMENT_WEIGHTS.map((weight) => counts[DOCUMENT_WEIGHTS.indexOf(weight)])]);
      const theirs = [...parseTsvector(stored.get(product.id)!)].map(([lexeme, counts]) => [lexeme, counts.slice(0, DOCUMENT_WEIGHTS.length)]);
      expect(Object.fromEntries(ours), product.name).toEqual(Object.fromEntries(theirs));
    }
  });

  it('give the same answers to the searches shoppers make', { timeout: 120_000 }, async () => {
    const { db } = t.database;
    const queries = searchQueries();
    const pairs: [SearchMatches, SearchMatches][] = [];
    for (const query of queries) pairs.push([await postgresEngine.text(db, query), await memoryEngine.text(db, query)]);
    const measured = agreement(pairs);
    // Measured: all of the 400 answers are the same, product for product and in the same order, on PGlite and on Postgres.
    // A little room is left for catalogue text the memory engine's parser reads differently (addresses, decimals).
    expect(measured.identical, JSON.stringify(measured)).toBeGreaterThanOrEqual(0.95);
    expect(measured.sameFirst, JSON.stringify(measured)).toBeGreaterThanOrEqual(0.99);
    expect(measured.sameCorrection, JSON.stringify(measured)).toBeGreaterThanOrEqual(0.99);
    expect(measured.meanJaccard, JSON.stringify(measured)).toBeGreaterThanOrEqual(0.99);
    // Not an empty agreement: most searches find something, and some are corrected.
    expect(pairs.filter(([a]) => a.ids.length).length).toBeGreaterThan(queries.length * 0.8);
    expect(pairs.filter(([a]) => a.corrected).length).toBeGreaterThan(20);
  });

  it('give the same answers to searches by product code', async () => {
    const { db } = t.database;
    for (const code of ['WB', 'wb100', 'GFS', 'gfs4001', 'WB1001', 'B', 'x', ' wb10 ']) expect(await memoryEngine.code(db, code), code).toEqual(await postgresEngine.code(db, code));
  });
});
