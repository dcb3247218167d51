import { and, eq, ne } from 'drizzle-orm';
import { productUrl } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { productRedirects, products } from '../db/schema/index';

/**
 * A product's earlier addresses (docs/adr/0761): each answers 301 to the
 * product's address now (straight there, however often it moved), while
 * the product has a page.
 */
export async function redirectsOf(db: Db, path?: string): Promise<{ from: string; to: string }[]> {
  const rows = await db
    .select({ from: productRedirects.path, prefix: products.productPrefix, slug: products.slug })
    .from(productRedirects)
    .innerJoin(products, eq(products.id, productRedirects.productId))
    .where(and(ne(products.state, 'draft'), path === undefined ? undefined : eq(productRedirects.path, path)));
  return rows.map((row) => ({ from: row.from, to: productUrl(row.prefix, row.slug) })).filter((row) => row.from !== row.to);
}
