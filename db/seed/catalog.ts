import { inArray } from 'drizzle-orm';
import { FACETS, PRODUCT_PREFIXES, priceBandOf } from '../../src/lib/domain/products';
import { variantRank } from '../../src/lib/domain/variants';
import type { Db } from '../../src/server/db/client';
import { addonCategories, addons, productFacets, products, productVariants, searchTerms } from '../../src/server/db/schema/index';
import { ADDON_CATEGORIES, ADDONS } from './data/addons';
import { catalogSeed } from './data/catalog';
import { hoverImage, productImage, variantImage, type ProductSeed } from './data/types';
import { chunks, excludedSet } from './batch';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const alt = (product: ProductSeed, detail = '') => `${product.name}${detail}`;

function productRow(product: ProductSeed, featuredRank: number) {
  const minPriceCents = Math.min(...product.variants.map((v) => v.priceCents));
  const pictures = product.imageSlug ?? product.slug;
  return {
    key: product.key,
    sku: product.key,
    slug: product.slug,
    productPrefix: PRODUCT_PREFIXES[product.productType],
    name: product.name,
    subtitle: product.subtitle,
    description: product.description,
    additionalInformation: product.additionalInformation,
    productType: product.productType,
    tag: product.tag,
    rating: product.rating,
    reviewCount: product.reviewCount,
    thirdPartySource: product.thirdPartySource,
    isHamper: product.isHamper,
    featuredRank,
    minPriceCents,
    images: [
      { url: productImage(pictures), altText: alt(product) },
      { url: hoverImage(pictures), altText: alt(product, ', close up') },
    ],
    hoverImage: { url: hoverImage(pictures), altText: alt(product, ', close up') },
    searchKeywords: product.searchKeywords,
    updatedAt: new Date(),
  };
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, ' ')
    .match(/[a-z]{3,}/g) ?? [];

/**
 * Upserts products by key with their variants, facets (the price band from
 * the cheapest variant) and search words, in batches. `featuredRank` orders
 * the listing's featured sort.
 */
export async function upsertProducts(tx: Tx, catalog: readonly ProductSeed[], featuredRank: (product: ProductSeed, index: number) => number): Promise<string[]> {
  const ids = new Map<string, string>();
  for (const batch of chunks(
    catalog.map((product, index) => productRow(product, featuredRank(product, index))),
    200,
  )) {
    const saved = await tx
      .insert(products)
      .values(batch)
      .onConflictDoUpdate({ target: products.key, set: excludedSet(products, ['id', 'key']) })
      .returning({ id: products.id, key: products.key });
    for (const row of saved) ids.set(row.key, row.id);
  }
  const variants = catalog.flatMap((product) =>
    product.variants.map((variant) => {
      const code = { Petite: 'PET', Standard: 'STD', Premium: 'PRE', Deluxe: 'DLX' }[variant.label];
      return {
        productId: ids.get(product.key)!,
        key: `${product.key}-${code}`,
        sku: `${product.key}-${code}`,
        label: variant.label,
        position: variantRank(variant.label),
        priceCents: variant.priceCents,
        images: [{ url: variantImage(product.imageSlug ?? product.slug, variant.label), altText: `${product.name}, ${variant.label}` }],
        workroomGuide: variant.workroomGuide,
      };
    }),
  );
  for (const batch of chunks(variants, 500)) {
    await tx
      .insert(productVariants)
      .values(batch)
      .onConflictDoUpdate({ target: productVariants.key, set: excludedSet(productVariants, ['id', 'key', 'productId']) });
  }
  const facets = catalog.flatMap((product) => {
    const productId = ids.get(product.key)!;
    const band = priceBandOf(Math.min(...product.variants.map((v) => v.priceCents)));
    const rows = Object.entries(product.facets).flatMap(([facet, values]) => [...new Set(values)].map((value) => ({ productId, facet, value })));
    return [...rows, { productId, facet: 'price', value: band.key }];
  });
  for (const batch of chunks([...ids.values()], 1000)) await tx.delete(productFacets).where(inArray(productFacets.productId, batch));
  for (const batch of chunks(facets, 2000)) await tx.insert(productFacets).values(batch);

  const labels = FACETS.flatMap((facet) => facet.values.map((value) => value.label));
  const terms = new Set(catalog.flatMap((p) => [...wordsOf(p.name), ...wordsOf(p.searchKeywords), ...wordsOf(p.subtitle), ...wordsOf(p.description)]).concat(labels.flatMap(wordsOf)));
  for (const batch of chunks(
    [...terms].map((term) => ({ term })),
    2000,
  ))
    await tx.insert(searchTerms).values(batch).onConflictDoNothing();
  return [...ids.values()];
}

export async function seedCatalog(tx: Tx): Promise<number> {
  const catalog = catalogSeed();
  // Featured: florist favourites first, interleaving product types.
  await upsertProducts(tx, catalog, (product, index) => (product.tag ? 0 : 1000) + index);
  const categories = await tx
    .insert(addonCategories)
    .values(ADDON_CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflictDoUpdate({ target: addonCategories.key, set: excludedSet(addonCategories, ['id', 'key']) })
    .returning({ id: addonCategories.id, key: addonCategories.key });
  const categoryId = new Map(categories.map((c) => [c.key, c.id]));
  await tx
    .insert(addons)
    .values(ADDONS.map(({ category, ...addon }, position) => ({ ...addon, categoryId: categoryId.get(category)!, position, active: true })))
    .onConflictDoUpdate({ target: addons.key, set: excludedSet(addons, ['id', 'key']) });
  return catalog.length;
}
