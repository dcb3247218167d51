import { asc, eq } from 'drizzle-orm';
import type { CatalogueProduct } from '../../lib/api/contracts/catalogue';
import { CATALOGUE_NAME_MAX } from '../../lib/api/contracts/catalogue';
import { PRODUCT_KEY_MAX, PRODUCT_SLUG_MAX, SIZE_KEY_MAX, sizeAbbreviation } from '../../lib/domain/product-naming';
import { PRODUCT_TYPES, type ProductType } from '../../lib/domain/products';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { productFacets, products, productVariants } from '../db/schema/index';
import { notFound } from '../http/problem';
import { changeCatalogue, type CatalogueTx } from './change';
import { insertProduct, keyTaken, slugTaken, takenOnRace, takenSizeKeys } from './create';
import { getCatalogueProduct } from './edit';

/** The first of `base` + suffix 1, 2, … (within `max` characters) that `isTaken` says is free. */
async function firstFree(base: string, suffix: (n: number) => string, max: number, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const end = suffix(n);
    const candidate = `${base.slice(0, max - end.length).replace(/-+$/, '')}${end}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/** Size keys for the copy: the copy's key and each size's own ending (WB1001-STD → WB1001-COPY-STD), numbered when taken. */
async function copiedSizeKeys(tx: CatalogueTx, from: string, to: string, sizes: { key: string; label: string }[]): Promise<string[]> {
  const keys: string[] = [];
  for (const size of sizes) {
    const ending = size.key.toUpperCase().startsWith(`${from.toUpperCase()}-`) ? size.key.slice(from.length + 1) : sizeAbbreviation(size.label) || 'SIZE';
    const key = await firstFree(
      `${to}-${ending}`,
      (n) => (n === 1 ? '' : `-${n}`),
      SIZE_KEY_MAX,
      async (candidate) => keys.some((k) => k.toLowerCase() === candidate.toLowerCase()) || (await takenSizeKeys(tx, [candidate])).size > 0,
    );
    keys.push(key);
  }
  return keys;
}

/**
 * POST /api/catalogue/products/{key}/duplicate: a draft copy named
 * "<name> (copy)", with a free key and address, the same sizes, prices,
 * facets and pictures (not the reviews, nor the tag).
 */
export async function duplicateCatalogueProduct(db: Db, key: string, user: AuthUser, now: Date): Promise<CatalogueProduct> {
  try {
    return await changeCatalogue(db, user, now, async (tx, log) => {
      const [source] = key.length > 100 ? [] : await tx.select().from(products).where(eq(products.key, key));
      if (!source) throw notFound('There is no product with this key.');
      // One statement at a time: a transaction is one connection.
      const sizes = await tx.select().from(productVariants).where(eq(productVariants.productId, source.id)).orderBy(asc(productVariants.position));
      const facets = await tx.select().from(productFacets).where(eq(productFacets.productId, source.id));
      const copyKey = await firstFree(
        source.key,
        (n) => (n === 1 ? '-COPY' : `-COPY${n}`),
        PRODUCT_KEY_MAX,
        (candidate) => keyTaken(tx, candidate),
      );
      const slug = await firstFree(
        source.slug,
        (n) => (n === 1 ? '-copy' : `-copy-${n}`),
        PRODUCT_SLUG_MAX,
        (candidate) => slugTaken(tx, candidate),
      );
      const name = `${source.name.slice(0, CATALOGUE_NAME_MAX - ' (copy)'.length)} (copy)`;
      const sizeKeys = await copiedSizeKeys(tx, source.key, copyKey, sizes);
      const productType = (PRODUCT_TYPES as readonly string[]).includes(source.productType) ? (source.productType as ProductType) : 'flowers';
      const { id, url } = await insertProduct(
        tx,
        {
          key: copyKey,
          slug,
          name,
          description: source.description,
          state: 'draft',
          productType,
          subtitle: source.subtitle,
          images: source.images,
          facets: facets.map((facet) => ({ facet: facet.facet, value: facet.value })),
          variants: sizes.map((size, index) => ({ key: sizeKeys[index]!, label: size.label, priceCents: size.priceCents, images: size.images, workroomGuide: size.workroomGuide })),
          more: {
            additionalInformation: source.additionalInformation,
            thirdPartySource: source.thirdPartySource,
            hoverImage: source.hoverImage,
            searchKeywords: source.searchKeywords,
            // Where and when it is delivered (docs/adr/0762) goes with the copy.
            delivery: source.delivery,
          },
        },
        now,
      );
      await log.record({
        productId: id,
        fields: [
          { field: 'created', label: 'Created', before: '', after: 'Draft' },
          { field: 'copiedFrom', label: 'Copied from', before: '', after: `${source.name} (${source.key})` },
        ],
        pages: [url],
      });
      return getCatalogueProduct(tx, copyKey);
    });
  } catch (error) {
    throw takenOnRace(error);
  }
}
