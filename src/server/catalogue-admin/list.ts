import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
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
 * old), found by name, key or SKU, paged and sorted; ties by key, in the
 * sort's direction. Each sort is read in order from its index and the text
 * is found through a trigram index (docs/adr/0764), so a page costs a few
 * rows, not a scan and sort of the catalogue.
 */
export async function listCatalogue(db: Db, query: CatalogueListQuery): Promise<CatalogueList> {
  const conditions: SQL[] = [];
  if (query.text) {
    conditions.push(like(products.adminSearchText, likeText(query.text.toLowerCase())));
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
      })
      .from(products)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(products.key))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  // Counted for the page's rows in one grouped read (a count per row was most of a page's time on PGlite).
  const [sizes, scheduled] = await Promise.all([
    ids.length ? db.select({ productId: productVariants.productId, n: count() }).from(productVariants).where(inArray(productVariants.productId, ids)).groupBy(productVariants.productId) : [],
    nextScheduled(db, ids),
  ]);
  const sizesOf = new Map(sizes.map((row) => [row.productId, Number(row.n)]));
  return {
    results: rows.map((row) => ({
      key: row.key,
      sku: row.sku,
      name: row.name,
      url: productUrl(row.productPrefix, row.slug),
      state: row.state,
      priceFrom: price(row.minPriceCents),
      sizes: sizesOf.get(row.id) ?? 0,
      updatedAt: row.updatedAt.toISOString(),
      scheduled: scheduled.get(row.id) ?? null,
    })),
    total: Number(counted?.n ?? 0),
  };
}
