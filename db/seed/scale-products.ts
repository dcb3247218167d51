import { sql } from 'drizzle-orm';
import { invalidateCaches } from '../../src/server/cache-invalidation';
import { rowsOf, type Db } from '../../src/server/db/client';
import { catalogSeed } from './data/catalog';
import { scaleCatalog } from './data/scale-catalog';
import { upsertProducts } from './catalog';

/** The scale products come after the whole seed catalogue in the featured order. */
const FEATURED_START = 2000;

const productCount = async (db: Db) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`))[0]!.n);

/**
 * Tops the catalogue up to `total` products with copies of the seed
 * catalogue's (db/seed/data/scale-catalog.ts), in batches, in
 * one transaction. Adds only the products not there yet (by key), so
 * running it again writes nothing.
 */
export async function loadScaleProducts(db: Db, total: number): Promise<{ added: number; total: number }> {
  const before = await productCount(db);
  const catalog = scaleCatalog(Math.max(0, total - catalogSeed().length));
  const existing = new Set(rowsOf<{ key: string }>(await db.execute(sql`select key from products`)).map((row) => row.key));
  const rank = new Map(catalog.map((product, index) => [product.key, FEATURED_START + index]));
  const missing = catalog.filter((product) => !existing.has(product.key));
  if (missing.length) {
    await db.transaction(async (tx) => {
      await upsertProducts(tx, missing, (product) => rank.get(product.key)!);
      // Running servers read the catalogue again (docs/adr/0701).
      await invalidateCaches(tx, 'catalog');
    });
  }
  const after = await productCount(db);
  return { added: after - before, total: after };
}
