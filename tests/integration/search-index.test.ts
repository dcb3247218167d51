import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { catalogSnapshot } from '../../src/server/catalog/snapshot';
import { rowsOf } from '../../src/server/db/client';
import { searchCode } from '../../src/server/search/engine';
import { DOCUMENT_WEIGHTS, documentTexts } from '../../src/server/search/memory-index';
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

// The index reads the catalogue as Postgres's `english` text search does (docs/adr/0704, 0720): checked against the database itself.
describe('the search index against Postgres, on the seed catalogue', () => {
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

  it('finds the products whose code starts with the text, in code order, as the products table gives them', async () => {
    const { db } = t.database;
    for (const code of ['WB', 'wb100', 'GFS', 'gfs4001', 'WB1001', 'B', 'x', ' wb10 ']) {
      const prefix = `${code.trim().toUpperCase()}%`;
      const expected = rowsOf<{ id: string }>(await db.execute(sql`select id from products where active and upper(sku) like ${prefix} order by sku limit 500`)).map((row) => row.id);
      expect((await searchCode(db, code)).ids, code).toEqual(expected);
    }
  });
});
