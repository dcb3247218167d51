import { and, eq, sql } from 'drizzle-orm';
import type { CataloguePatch } from '../../lib/api/contracts/catalogue';
import { productUrl } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { catalogueChanges, productRedirects } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { CatalogueTx } from './change';
import { KEY_TAKEN, keyTaken, SLUG_TAKEN, slugTaken, taken } from './create';
import type { FormPart, ProductRecord } from './form-part';

export const KEY_KEPT = 'A product that has been on the site keeps its key: carts, orders, wishlists and its history refer to it.';

/**
 * Whether the product was ever on the site: it is not a draft now, or its
 * history has it made on sale or its availability changed (a draft made
 * and never put on sale has had no page, so no one holds its key or address).
 */
export async function everOnSite(db: Db | CatalogueTx, product: Pick<ProductRecord, 'id' | 'state'>): Promise<boolean> {
  if (product.state !== 'draft') return true;
  const [row] = await db
    .select({ id: catalogueChanges.id })
    .from(catalogueChanges)
    .where(
      and(
        eq(catalogueChanges.productId, product.id),
        sql`(${catalogueChanges.fields} @> '[{"field":"state"}]'::jsonb or ${catalogueChanges.fields} @> '[{"field":"created","after":"On sale"}]'::jsonb)`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The product's earlier addresses, which answer 301 to its address now. */
export async function earlierAddresses(db: Db | CatalogueTx, productId: string): Promise<string[]> {
  const rows = await db.select({ path: productRedirects.path }).from(productRedirects).where(eq(productRedirects.productId, productId));
  return rows.map((row) => row.path);
}

/**
 * A patch's `slug` and `key`. A new address must be no other product's,
 * now or before (409 `slug`); a product that was ever on the site keeps
 * its old address, answering 301 to the new one, and every earlier address
 * is rendered again to point straight at it. Only a draft never on the site
 * may change its key (422 `key`; 409 when another product has it).
 */
export async function addressChange(tx: CatalogueTx, product: ProductRecord, patch: CataloguePatch): Promise<FormPart> {
  const part: FormPart = { fields: [], set: {}, pages: [] };
  const writes: (() => Promise<void>)[] = [];
  const onSite = (patch.slug !== undefined && patch.slug !== product.slug) || (patch.key !== undefined && patch.key !== product.key) ? await everOnSite(tx, product) : false;
  if (patch.key !== undefined && patch.key !== product.key) {
    if (onSite) throw fieldProblem('key', KEY_KEPT);
    if (await keyTaken(tx, patch.key, product.id)) throw taken('key', KEY_TAKEN);
    part.fields.push({ field: 'key', label: 'Key', before: product.key, after: patch.key });
    part.set!.key = patch.key;
    if (product.sku === product.key) part.set!.sku = patch.key;
  }
  if (patch.slug !== undefined && patch.slug !== product.slug) {
    const slug = patch.slug;
    if (await slugTaken(tx, slug, product.id)) throw taken('slug', SLUG_TAKEN);
    const before = productUrl(product.productPrefix, product.slug);
    const after = productUrl(product.productPrefix, slug);
    part.fields.push({ field: 'slug', label: 'Address', before, after });
    part.set!.slug = slug;
    part.pages!.push(before, after, ...(await earlierAddresses(tx, product.id)));
    writes.push(async () => {
      // Back at an earlier address: it is the product's page again, not a redirect.
      await tx.delete(productRedirects).where(eq(productRedirects.path, after));
      if (onSite)
        await tx
          .insert(productRedirects)
          .values({ path: before, slug: product.slug, productId: product.id })
          .onConflictDoUpdate({ target: productRedirects.path, set: { productId: product.id, slug: product.slug } });
    });
  }
  part.write = async () => {
    for (const write of writes) await write();
  };
  return part;
}
