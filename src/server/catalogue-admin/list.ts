import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueList, CatalogueListQuery } from '../../lib/api/contracts/catalogue';
import { price } from '../../lib/domain/money';
import { productUrl } from '../../lib/domain/products';
import { likeText } from '../accounts/stores';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';
import { nextScheduled } from './schedule';

const SORT_COLUMNS = { name: sql`lower(${products.name})`, price: products.minPriceCents, updated: products.updatedAt } as const;

/**
 * GET /api/catalogue/products: every product, on sale or not, read from the
 * database (never from a process's catalogue copy, which may be a minute
 * old), found by name, key or SKU, paged and sorted; ties by key.
 */
export async function listCatalogue(db: Db, query: CatalogueListQuery): Promise<CatalogueList> {
  const conditions: SQL[] = [];
  if (query.text) {
    const like = likeText(query.text);
    conditions.push(or(ilike(products.name, like), ilike(products.key, like), ilike(products.sku, like))!);
  }
  if (query.state) conditions.push(eq(products.state, query.state));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.sortDir === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        key: products.key,
        sku: products.sku,
        name: products.name,
        productPrefix: products.productPrefix,
        slug: products.slug,
        state: products.state,
        minPriceCents: products.minPriceCents,
        updatedAt: products.updatedAt,
        // Counted for the page's rows only, not grouped over every size of the catalogue.
        sizes: sql<number>`(select count(*) from ${productVariants} where ${productVariants.productId} = ${products.id})`,
      })
      .from(products)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), asc(products.key))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const scheduled = await nextScheduled(
    db,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => ({
      key: row.key,
      sku: row.sku,
      name: row.name,
      url: productUrl(row.productPrefix, row.slug),
      state: row.state,
      priceFrom: price(row.minPriceCents),
      sizes: Number(row.sizes ?? 0),
      updatedAt: row.updatedAt.toISOString(),
      scheduled: scheduled.get(row.id) ?? null,
    })),
    total: Number(counted?.n ?? 0),
  };
}
