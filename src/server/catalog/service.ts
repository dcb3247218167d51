import type { ProductListingQuery } from '../../lib/api/contracts/catalog-queries';
import type { Facet, ProductListing } from '../../lib/api/contracts/products';
import { FACETS, facetDefinition, type FacetName } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { badRequest } from '../http/problem';
import { availabilityFilter, clockKey } from './availability';
import { LRUCache } from 'lru-cache';
import { encodeJson } from '../cache';
import { catalogSnapshot, type CatalogProduct, type CatalogSnapshot } from './snapshot';
import { resolveDestination } from '../delivery/service';
import { productCard } from './view';
import { listingSelectionsOf, selectedProducts } from './listing-selection';
import { searchText } from '../search/engine';
import type { RequestContext } from '../http/context';

export type FacetFilters = Partial<Record<FacetName, string[]>>;

type ChosenFilters = [FacetName, string[]][];
/** The filters that choose something (read once for a request, not for every product). */
const chosenFilters = (filters: FacetFilters) => Object.entries(filters).filter(([, selected]) => selected?.length) as ChosenFilters;
/** A product with one of the chosen values of every filter. */
const matchesFacets = (product: CatalogProduct, chosen: ChosenFilters) => chosen.every(([name, selected]) => selected.some((value) => product.facets[name]?.includes(value)));

/** Facet counts: each facet counted over the products matching every other facet's filter. */
export function facetCounts(available: CatalogProduct[], filters: FacetFilters, names: readonly FacetName[] = FACETS.map((f) => f.name)): Facet[] {
  const chosen = chosenFilters(filters);
  return names.map((name) => {
    const others = chosen.filter(([other]) => other !== name);
    const counts = new Map<string, number>();
    for (const product of available) {
      if (!matchesFacets(product, others)) continue;
      const values = product.facets[name];
      if (values) for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return facetOf(name, counts, filters[name] ?? []);
  });
}

/** A facet as answered: its values that some product has or that are chosen, in the facet's order, with their counts. */
export function facetOf(name: FacetName, counts: ReadonlyMap<string, number>, chosen: readonly string[]): Facet {
  const definition = facetDefinition(name);
  const selected = new Set(chosen);
  return {
    name,
    label: definition.label,
    multiSelect: definition.multiSelect,
    items: definition.values
      .filter((value) => (counts.get(value.key) ?? 0) > 0 || selected.has(value.key))
      .map((value) => ({ key: value.key, label: value.label, count: counts.get(value.key) ?? 0, selected: selected.has(value.key) })),
  };
}

const popularity = (p: CatalogProduct) => p.rating * Math.log10(p.reviewCount + 1);

function sortProducts(list: CatalogProduct[], sort: ProductListingQuery['sort'], dir: 'asc' | 'desc', rank: Map<string, number> | null) {
  const sign = dir === 'desc' ? -1 : 1;
  const byName = (a: CatalogProduct, b: CatalogProduct) => a.name.localeCompare(b.name, 'en-AU');
  const compare: Record<typeof sort, (a: CatalogProduct, b: CatalogProduct) => number> = {
    featured: (a, b) => sign * (a.featuredRank - b.featuredRank),
    price: (a, b) => sign * (a.minPriceCents - b.minPriceCents) || byName(a, b),
    name: (a, b) => sign * byName(a, b),
    // rank: relevance to the text when there is one (asc = best first), otherwise rating and review count (desc = best first).
    rank: rank ? (a, b) => sign * ((rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)) : (a, b) => sign * (popularity(a) - popularity(b)) || byName(a, b),
  };
  return [...list].sort(compare[sort]);
}

const responseCaches = new WeakMap<Db, LRUCache<string, Uint8Array<ArrayBuffer>>>();

/**
 * GET /api/products as encoded JSON. Answers are cached for a minute by the
 * raw query string (so a repeated query is not even parsed again), the
 * catalogue version, the Melbourne hour and the role.
 */
export interface RawQueryInput<Q> {
  /** The query string as sent: the cache key. */
  rawQuery: string;
  /** Parses it (only on a cache miss). */
  parse: () => Q;
}

export async function listProductsJson(ctx: RequestContext, { rawQuery, parse }: RawQueryInput<ProductListingQuery>): Promise<Uint8Array<ArrayBuffer>> {
  const { db, shopper } = ctx;
  const snapshot = await catalogSnapshot(db);
  let cache = responseCaches.get(db);
  if (!cache) responseCaches.set(db, (cache = new LRUCache({ max: 1000, ttl: 60_000 })));
  const selections = await listingSelectionsOf(db);
  const key = `${snapshot.version}.${selections.version}|${clockKey(shopper)}|${rawQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = encodeJson(await listProducts(ctx, parse(), snapshot));
  cache.set(key, body);
  return body;
}

export async function listProducts({ db, shopper }: Pick<RequestContext, 'db' | 'shopper'>, query: ProductListingQuery, snapshot?: CatalogSnapshot): Promise<ProductListing> {
  const catalog = snapshot ?? (await catalogSnapshot(db));
  const resolved = await resolveDestination(db, query.destination, (field, message) => badRequest(message, { [field]: message }));
  const { isAvailable } = availabilityFilter(resolved?.destination ?? null, query.deliveryDate ?? null, shopper);
  let pool = catalog.products;
  let rank: Map<string, number> | null = null;
  const selection = query.listing ? (await listingSelectionsOf(db)).bySlug.get(query.listing) : undefined;
  if (selection) {
    pool = selectedProducts(selection, pool);
    // Chosen by hand: their order is the listing's featured order.
    if (selection.mode === 'manual') pool = pool.map((product, index) => ({ ...product, featuredRank: index }));
  }
  if (query.text) {
    const { ids } = await searchText(db, query.text);
    rank = new Map(ids.map((id, index) => [id, index]));
    const within = new Map(pool.map((p) => [p.id, p]));
    pool = ids.map((id) => within.get(id)).filter((p): p is CatalogProduct => !!p && p.active);
  }
  const available = pool.filter(isAvailable);
  const filters: FacetFilters = { occasion: query.occasion, productType: query.productType, flower: query.flower, colour: query.colour, price: query.price };
  const chosen = chosenFilters(filters);
  const matching = available.filter((product) => matchesFacets(product, chosen));
  const sorted = sortProducts(matching, query.sort, query.sortDir, rank);
  const page = sorted.slice(query.offset, query.offset + query.limit).map(productCard);
  return { results: page, facets: facetCounts(available, filters), total: matching.length, contentCount: page.length, offset: query.offset, limit: query.limit };
}
