import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { loadScaleOrders } from './scale-orders';
import { loadScalePages } from './scale-pages';
import { loadScaleProducts } from './scale-products';

/** How many of each there are in all once the scale data set is loaded. */
export interface ScaleCounts {
  products: number;
  pages: number;
  orders: number;
}

/** `npm run seed -- --scale`: what the shop is measured at. */
export const SCALE_COUNTS: ScaleCounts = { products: 5_000, pages: 300, orders: 100_000 };

export type ScaleReport = Record<keyof ScaleCounts, { added: number; total: number; ms: number }>;

async function timed<T>(work: () => Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const result = await work();
  return { ...result, ms: Math.round(performance.now() - started) };
}

/**
 * Loads the scale data set on top of the seed (which must have run): the
 * catalogue, the CMS pages and the orders topped up to `counts` in all.
 * Idempotent: a second run adds nothing. The tables are vacuumed and
 * analysed afterwards, so the first searches neither plan on the old sizes
 * nor read the indexes' pending entries.
 */
export async function loadScaleData(db: Db, counts: ScaleCounts = SCALE_COUNTS): Promise<ScaleReport> {
  const products = await timed(() => loadScaleProducts(db, counts.products));
  const pages = await timed(() => loadScalePages(db, counts.pages));
  const orders = await timed(() => loadScaleOrders(db, counts.orders));
  const written = [
    ...(products.added ? ['products', 'product_variants', 'product_facets', 'search_terms'] : []),
    ...(pages.added ? ['content_documents'] : []),
    ...(orders.added ? ['carts', 'orders', 'order_lines'] : []),
  ];
  // Merges the GIN indexes' pending entries (search would read them on every query until autovacuum came by) and refreshes the statistics.
  if (written.length) await db.execute(sql.raw(`vacuum (analyze) ${written.join(', ')}`));
  return { products, pages, orders };
}
