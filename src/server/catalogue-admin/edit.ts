import { asc, desc, eq } from 'drizzle-orm';
import type { CataloguePatch, CatalogueProduct } from '../../lib/api/contracts/catalogue';
import { price } from '../../lib/domain/money';
import { productUrl } from '../../lib/domain/products';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { catalogueChanges, products, productVariants } from '../db/schema/index';
import { fieldProblem, notFound } from '../http/problem';
import { libraryAddresses, pictureChange, picturesOf } from './pictures';
import { productSiteStatus } from './site-status';
import { changeCatalogue, priceField, stateField, type CatalogueTx, type FieldChange } from './change';
import { addressChange } from './address';
import { addonsChange } from './addons-offered';
import { facetChange } from './facets';
import { formFieldsOf } from './product-form';
import { sizeChange } from './sizes';
import { deliveryChange, deliveryViewOf } from './delivery-rules';
import { scheduledOf, scheduleOvertaken } from './schedule';
import { personName } from '../accounts/users';

/** How many changes a product's page shows (newest first). */
const HISTORY_SHOWN = 50;
const NO_PRODUCT = 'There is no product with this key.';

async function productRow(db: Db | CatalogueTx, key: string, lock = false) {
  if (key.length > 100) return undefined;
  const query = db.select().from(products).where(eq(products.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET /api/catalogue/products/{key}: the product's editable fields and its history. */
export async function getCatalogueProduct(db: Db | CatalogueTx, key: string): Promise<CatalogueProduct> {
  const product = await productRow(db, key);
  if (!product) throw notFound(NO_PRODUCT);
  const url = productUrl(product.productPrefix, product.slug);
  // One after another: inside a change's transaction they share one connection.
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position));
  const changes = await db.select().from(catalogueChanges).where(eq(catalogueChanges.productId, product.id)).orderBy(desc(catalogueChanges.id)).limit(HISTORY_SHOWN);
  const site = await productSiteStatus(db, url);
  return {
    key: product.key,
    sku: product.sku,
    name: product.name,
    url,
    state: product.state,
    description: product.description,
    variants: variants.map((variant) => ({ key: variant.key, name: variant.label, price: price(variant.priceCents), guide: variant.workroomGuide ?? '' })),
    pictures: picturesOf(product.images),
    ...(await formFieldsOf(db, product)),
    delivery: await deliveryViewOf(db, product),
    scheduled: await scheduledOf(db, product.id),
    updatedAt: product.updatedAt.toISOString(),
    site,
    changes: changes.map((change) => ({ at: change.changedAt.toISOString(), by: change.changedBy, fields: change.fields })),
  };
}

/**
 * PATCH /api/catalogue/products/{key}: changes the given fields in one
 * transaction under the product's row lock, records who changed what
 * (before and after, in the words the back office shows), and tells every
 * process to read the catalogue again when it commits. A size the product
 * does not have is a 422 naming it; a patch that changes nothing records
 * nothing.
 */
export async function patchCatalogueProduct(db: Db, key: string, patch: CataloguePatch, user: AuthUser, now: Date): Promise<CatalogueProduct> {
  const library = await libraryAddresses(patch.pictures);
  return changeCatalogue(db, user, now, async (tx, log) => {
    const product = await productRow(tx, key, true);
    if (!product) throw notFound(NO_PRODUCT);
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position));
    const fields: FieldChange[] = [];
    const set: Partial<typeof products.$inferInsert> = {};
    if (patch.name !== undefined && patch.name !== product.name) {
      fields.push({ field: 'name', label: 'Name', before: product.name, after: patch.name });
      set.name = patch.name;
    }
    if (patch.description !== undefined && patch.description !== product.description) {
      fields.push({ field: 'description', label: 'Description', before: product.description, after: patch.description });
      set.description = patch.description;
    }
    if (patch.state !== undefined && patch.state !== product.state) {
      fields.push(stateField(product.state, patch.state));
      set.state = patch.state;
    }
    const prices = new Map(variants.map((variant) => [variant.key, variant.priceCents]));
    for (const [index, given] of (patch.variants ?? []).entries()) {
      const variant = variants.find((v) => v.key === given.key);
      if (!variant) throw fieldProblem(`variants.${index}.key`, `This product has no size ${given.key.slice(0, 100)}.`);
      if (given.price === undefined) continue;
      if (given.price <= 0) throw fieldProblem(`variants.${index}.price`, 'Price must be more than 0');
      if (given.price === prices.get(variant.key)) continue;
      fields.push(priceField(variant.key, variant.label, prices.get(variant.key)!, given.price));
      prices.set(variant.key, given.price);
    }
    const pictures = patch.pictures && pictureChange(product.images, patch.pictures, library);
    if (pictures) {
      fields.push(pictures.field);
      Object.assign(set, { images: pictures.images, hoverImage: pictures.images[1] ?? null });
    }
    // The form's other groups (docs/adr/0761), each checked before anything is written.
    const parts = [
      await addressChange(tx, product, patch),
      sizeChange(tx, variants, patch.variants),
      await facetChange(tx, product, patch),
      await addonsChange(tx, product, patch),
      await deliveryChange(tx, product, patch),
      await scheduleOvertaken(tx, product, patch.state, now, async () => (await personName(tx, user.userId)) ?? 'Flowerline'),
    ];
    for (const part of parts) {
      fields.push(...part.fields);
      Object.assign(set, part.set);
    }
    if (!fields.length) return getCatalogueProduct(tx, key);

    for (const variant of variants) {
      const cents = prices.get(variant.key)!;
      if (cents !== variant.priceCents) await tx.update(productVariants).set({ priceCents: cents }).where(eq(productVariants.id, variant.id));
    }
    await tx
      .update(products)
      .set({ ...set, minPriceCents: Math.min(...prices.values()), updatedAt: now })
      .where(eq(products.id, product.id));
    for (const part of parts) await part.write?.();
    await log.record({ productId: product.id, fields, pages: [productUrl(product.productPrefix, product.slug), ...parts.flatMap((part) => part.pages ?? [])] });
    return getCatalogueProduct(tx, set.key ?? key);
  });
}
