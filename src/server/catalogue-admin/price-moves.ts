import { asc, eq, inArray } from 'drizzle-orm';
import { productUrl } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { products, productVariants, type PriceChangeSize } from '../db/schema/index';
import { priceField, type CatalogueLog, type CatalogueTx, type FieldChange } from './change';

export type ProductRow = Pick<typeof products.$inferSelect, 'id' | 'key' | 'name' | 'productPrefix' | 'slug'>;
export type VariantRow = Pick<typeof productVariants.$inferSelect, 'id' | 'productId' | 'key' | 'label' | 'position' | 'priceCents'>;

export interface ProductSizes {
  /** In id order. */
  products: ProductRow[];
  /** Every size of those products, by product then position. */
  variants: VariantRow[];
}

const PRODUCT_COLUMNS = { id: products.id, key: products.key, name: products.name, productPrefix: products.productPrefix, slug: products.slug };
const VARIANT_COLUMNS = {
  id: productVariants.id,
  productId: productVariants.productId,
  key: productVariants.key,
  label: productVariants.label,
  position: productVariants.position,
  priceCents: productVariants.priceCents,
};

/**
 * The products and all their sizes; `lock` takes the products' rows FOR
 * UPDATE in id order, the one order every change of the catalogue locks
 * them in (so two changes over the same products wait, never deadlock).
 */
export async function productSizes(db: Db | CatalogueTx, ids: readonly string[], lock: boolean): Promise<ProductSizes> {
  if (!ids.length) return { products: [], variants: [] };
  const query = db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  const variants = await db
    .select(VARIANT_COLUMNS)
    .from(productVariants)
    .where(inArray(productVariants.productId, [...ids]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  return { products: rows, variants };
}

/**
 * Sets the sizes' prices (`moves`: variant id → cents) under the products'
 * locks: each product's `min_price_cents` recomputed from all its sizes,
 * and one history record per product changed ("Price of Standard: $64 →
 * $71.95"). Answers the sizes that moved, before and after.
 */
export async function movePrices(tx: CatalogueTx, log: CatalogueLog, sizes: ProductSizes, moves: ReadonlyMap<string, number>, now: Date): Promise<PriceChangeSize[]> {
  const moved: PriceChangeSize[] = [];
  for (const product of sizes.products) {
    const variants = sizes.variants.filter((variant) => variant.productId === product.id);
    const fields: FieldChange[] = [];
    for (const variant of variants) {
      const after = moves.get(variant.id);
      if (after === undefined || after === variant.priceCents) continue;
      await tx.update(productVariants).set({ priceCents: after }).where(eq(productVariants.id, variant.id));
      fields.push(priceField(variant.key, variant.label, variant.priceCents, after));
      moved.push({ productId: product.id, variantId: variant.id, before: variant.priceCents, after });
    }
    if (!fields.length) continue;
    const lowest = Math.min(...variants.map((variant) => moves.get(variant.id) ?? variant.priceCents));
    await tx.update(products).set({ minPriceCents: lowest, updatedAt: now }).where(eq(products.id, product.id));
    await log.record({ productId: product.id, fields, pages: [productUrl(product.productPrefix, product.slug)] });
  }
  return moved;
}
