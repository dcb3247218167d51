import type { ListingSelection } from '../../lib/api/contracts/catalogue-listings';
import { cachedPerDatabase } from '../cache-invalidation';
import type { Db } from '../db/client';
import { listingSelections } from '../db/schema/index';
import { priceBandOf } from '../../lib/domain/products';
import { listingFiltersForSlug } from './listing-slug';
import type { CatalogProduct } from './snapshot';

/** A stored choice of products (rules or by hand); a listing without one shows what its address words say. */
export type StoredSelection = Exclude<ListingSelection, { mode: 'address' }>;

export interface ListingSelections {
  bySlug: ReadonlyMap<string, StoredSelection>;
  /** Changes whenever they are read again (the products answers' cache keys on it). */
  version: number;
}

let versions = 0;

async function loadSelections(db: Db): Promise<ListingSelections> {
  const rows = await db.select({ slug: listingSelections.slug, selection: listingSelections.selection }).from(listingSelections);
  return { bySlug: new Map(rows.map((row) => [row.slug, row.selection])), version: ++versions };
}

/** Every listing's stored choice, read again when the catalogue changes in any process (a listing's save tells them so). */
export const listingSelectionsOf = cachedPerDatabase<ListingSelections>(['catalog'], 60_000, loadSelections);

/** What a listing needs of a product to tell whether it shows it. */
export type ListingCandidate = Pick<CatalogProduct, 'key' | 'facets' | 'tag' | 'minPriceCents'>;

/** Whether a product meets a listing's rules: any chosen value of each facet, the tag, and its "From" price (its lowest size) within the range. */
export function meetsRules(product: ListingCandidate, rules: Extract<StoredSelection, { mode: 'rules' }>['rules']): boolean {
  for (const name of ['occasion', 'productType', 'flower', 'colour'] as const) {
    const chosen = rules[name];
    if (chosen.length && !chosen.some((value) => product.facets[name]?.includes(value))) return false;
  }
  if (rules.tag && (product.tag ?? '').toLowerCase() !== rules.tag.toLowerCase()) return false;
  if (rules.minPriceCents !== null && product.minPriceCents < rules.minPriceCents) return false;
  if (rules.maxPriceCents !== null && product.minPriceCents > rules.maxPriceCents) return false;
  return true;
}

/**
 * The products a stored choice shows, from `pool` (the products on sale):
 * those meeting the rules in the pool's order, or those chosen by hand in
 * their order (one no longer on sale is left out).
 */
export function selectedProducts(selection: StoredSelection, pool: readonly CatalogProduct[]): CatalogProduct[] {
  if (selection.mode === 'rules') return pool.filter((product) => meetsRules(product, selection.rules));
  const byKey = new Map(pool.map((product) => [product.key, product]));
  return selection.productKeys.map((key) => byKey.get(key)).filter((product): product is CatalogProduct => !!product);
}

/**
 * Whether the listing at `slug` shows `product` (when it is on sale): its
 * stored choice, rules or by hand, else what its address words say, with the
 * price band of the product's "From" price. The one answer the product
 * form's "Appears in", price changes by listing and promo codes aimed at a
 * listing share with the listing itself.
 */
export function listingShows(selections: ListingSelections, slug: string, product: ListingCandidate): boolean {
  const selection = selections.bySlug.get(slug);
  if (selection?.mode === 'manual') return selection.productKeys.includes(product.key);
  if (selection) return meetsRules(product, selection.rules);
  const has: Record<string, readonly string[]> = { ...product.facets, price: [priceBandOf(product.minPriceCents).key] };
  const chosen = Object.entries(listingFiltersForSlug(slug)).filter(([, values]) => values?.length);
  return chosen.every(([facet, values]) => values!.some((value) => has[facet]?.includes(value)));
}
