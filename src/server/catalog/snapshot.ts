import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addonCategories, addons, productFacets, products, productVariants, searchTerms, type ProductState, type StoredImage } from '../db/schema/index';
import type { ProductDeliveryRule } from '../../lib/domain/product-delivery';
import { sortVariants } from '../../lib/domain/variants';
import { cachedPerDatabase, listenForInvalidations } from '../cache-invalidation';

export interface CatalogVariant {
  id: string;
  key: string;
  sku: string;
  label: string;
  priceCents: number;
  images: StoredImage[];
  workroomGuide: string | null;
}

export interface CatalogProduct {
  id: string;
  key: string;
  sku: string;
  slug: string;
  productPrefix: string;
  name: string;
  subtitle: string;
  description: string;
  /** Words a shopper may search by that are not in the name (searched, never shown). */
  searchKeywords: string;
  additionalInformation: string;
  productType: string;
  tag: string | null;
  rating: number;
  reviewCount: number;
  thirdPartySource: string | null;
  isHamper: boolean;
  featuredRank: number;
  minPriceCents: number;
  images: StoredImage[];
  hoverImage: StoredImage | null;
  /** On sale: in listings, search, carts and the sitemap (`state` is onSale). */
  active: boolean;
  state: ProductState;
  /** When the product last changed (the sitemap's lastmod). */
  updatedAt: Date;
  /** Where and when it can be delivered (docs/adr/0762); null for as every product is. */
  delivery: ProductDeliveryRule | null;
  /** The add-ons it offers by key; null for every add-on. */
  addonsOffered: string[] | null;
  /** Facet name to values. */
  facets: Record<string, string[]>;
  /** Petite, Standard, Premium, Deluxe order. */
  variants: CatalogVariant[];
}

export interface CatalogAddon {
  id: string;
  key: string;
  variantId: string;
  name: string;
  description: string;
  addonType: string;
  priceCents: number;
  imageUrl: string;
  maxQuantity: number;
  categoryId: string;
  active: boolean;
}

export interface CatalogSnapshot {
  /** Active products, featured order. */
  products: CatalogProduct[];
  byKey: Map<string, CatalogProduct>;
  byId: Map<string, CatalogProduct>;
  byPath: Map<string, CatalogProduct>;
  variantById: Map<string, { product: CatalogProduct; variant: CatalogVariant }>;
  categories: { id: string; key: string; name: string }[];
  addons: CatalogAddon[];
  addonById: Map<string, CatalogAddon>;
  addonByVariantId: Map<string, CatalogAddon>;
  /** The catalogue's words (the `search_terms` table), which misspelt search words are corrected to. */
  searchTerms: string[];
  /** Changes whenever the snapshot is reloaded (response caches key on it). */
  version: number;
}

let versions = 0;

type Preparation = (snapshot: CatalogSnapshot) => Promise<void>;
const preparations: Preparation[] = [];

/**
 * Work done on every new snapshot before it is served (the in-memory search
 * index, src/server/search/engine.ts): until it is done, readers are
 * answered from the snapshot before, or wait for this one when there is none.
 */
export function prepareEachSnapshot(prepare: Preparation): void {
  preparations.push(prepare);
}

/** Reads the whole catalogue (a few hundred products) into memory: listing, facets and cards are served from it. */
async function loadSnapshot(db: Db): Promise<CatalogSnapshot> {
  await listenForInvalidations(db);
  const [productRows, variantRows, facetRows, categoryRows, addonRows, termRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.featuredRank), asc(products.key)),
    db.select().from(productVariants),
    db.select().from(productFacets),
    db.select().from(addonCategories).orderBy(asc(addonCategories.position)),
    db.select().from(addons).orderBy(asc(addons.position)),
    db.select({ term: searchTerms.term }).from(searchTerms),
  ]);
  const byId = new Map<string, CatalogProduct>();
  for (const row of productRows) {
    const { searchDocument: _d, ...rest } = row;
    byId.set(row.id, { ...rest, facets: {}, variants: [] });
  }
  for (const row of facetRows) {
    const product = byId.get(row.productId);
    if (product) (product.facets[row.facet] ??= []).push(row.value);
  }
  const variantById = new Map<string, { product: CatalogProduct; variant: CatalogVariant }>();
  for (const row of variantRows) {
    const product = byId.get(row.productId);
    if (!product) continue;
    const variant = { id: row.id, key: row.key, sku: row.sku, label: row.label, priceCents: row.priceCents, images: row.images, workroomGuide: row.workroomGuide };
    product.variants.push(variant);
    variantById.set(row.id, { product, variant });
  }
  for (const product of byId.values()) product.variants = sortVariants(product.variants);
  const all = [...byId.values()];
  const catalogAddons = addonRows.map(({ position: _p, ...addon }) => addon);
  const snapshot: CatalogSnapshot = {
    products: all.filter((p) => p.active),
    byKey: new Map(all.map((p) => [p.key, p])),
    byId,
    byPath: new Map(all.map((p) => [`${p.productPrefix}/${p.slug}`, p])),
    variantById,
    categories: categoryRows.map(({ id, key, name }) => ({ id, key, name })),
    addons: catalogAddons,
    addonById: new Map(catalogAddons.map((a) => [a.id, a])),
    addonByVariantId: new Map(catalogAddons.map((a) => [a.variantId, a])),
    searchTerms: termRows.map((row) => row.term),
    version: ++versions,
  };
  for (const prepare of preparations) await prepare(snapshot);
  return snapshot;
}

/** The catalogue snapshot of a database, reloaded in the background once a minute, and at once when any process changes the catalogue. */
// The listing and search answers are cached under the snapshot's version and also depend on suburbs and countries: a new snapshot renews them.
export const catalogSnapshot = cachedPerDatabase<CatalogSnapshot>(['catalog', 'countries', 'suburbs'], 60_000, loadSnapshot);
