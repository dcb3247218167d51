import type { SearchQuery, SearchResponse } from '../../lib/api/contracts/search';
import { noSearchMatchesMessage, SEARCH_SUGGESTIONS_MAX } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { badRequest } from '../http/problem';
import { config } from '../config';
import { availabilityFilter, clockKey } from '../catalog/availability';
import { encodeJson, LruCache } from '../cache';
import { facetCounts } from '../catalog/service';
import { catalogSnapshot, type CatalogProduct } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import { productCard } from '../catalog/view';
import { searchCode, searchText } from './engine';
import { searchCacheEnabled } from './store';
import type { RequestContext } from '../http/context';
import type { RawQueryInput } from '../catalog/service';

/**
 * GET /api/search: products matching the text (or whose code starts with it
 * when searching by code), name matches first, limited to what can be
 * delivered to the given location and date; the occasion facet; and up to
 * six suggestions for the search modal.
 */
export async function searchProducts({ db, shopper }: Pick<RequestContext, 'db' | 'shopper'>, query: SearchQuery): Promise<SearchResponse> {
  const catalog = await catalogSnapshot(db);
  const suburbId = query.suburbId ?? query.location;
  const named = (field: string) => (field === 'suburbId' && !query.suburbId ? 'location' : field);
  const resolved = await resolveDestination(db, { suburbId, countryCode: query.countryCode }, (field, message) => badRequest(message, { [named(field)]: message }));
  const text = query.text.trim();
  const empty: SearchResponse = {
    query: text,
    searchByCode: query.searchByCode,
    results: [],
    facets: facetCounts([], {}, ['occasion']),
    total: 0,
    message: null,
    productList: [],
    correctedQuery: null,
  };
  if (!text) return empty;
  const matches = query.searchByCode ? await searchCode(db, text) : await searchText(db, text);
  const { isAvailable } = availabilityFilter(resolved?.destination ?? null, query.deliveryDate ?? query.date ?? null, shopper);
  const available = matches.ids.map((id) => catalog.byId.get(id)).filter((p): p is CatalogProduct => !!p && p.active && isAvailable(p));
  const filters = { occasion: query.occasion };
  const matching = available.filter((p) => !query.occasion.length || query.occasion.some((o) => p.facets.occasion?.includes(o)));
  const results = matching.slice(query.offset, query.offset + query.limit).map(productCard);
  return {
    ...empty,
    results,
    facets: facetCounts(available, filters, ['occasion']),
    total: matching.length,
    message: matching.length ? null : noSearchMatchesMessage(text),
    productList: matching.slice(0, SEARCH_SUGGESTIONS_MAX).map(productCard),
    correctedQuery: matches.corrected,
  };
}

const responseCaches = new WeakMap<Db, LruCache<string, Uint8Array<ArrayBuffer>>>();

/** GET /api/search as encoded JSON; a repeated search within a minute is answered from memory (unless SEARCH_CACHE=off). */
export async function searchProductsJson(ctx: RequestContext, { rawQuery, parse }: RawQueryInput<SearchQuery>): Promise<Uint8Array<ArrayBuffer>> {
  const { db, shopper } = ctx;
  if (!searchCacheEnabled()) return encodeJson(await searchProducts(ctx, parse()));
  const snapshot = await catalogSnapshot(db);
  let cache = responseCaches.get(db);
  if (!cache) responseCaches.set(db, (cache = new LruCache(2000, 60_000)));
  const key = `${config().SEARCH_ENGINE}|${snapshot.version}|${clockKey(shopper)}|${rawQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = encodeJson(await searchProducts(ctx, parse()));
  cache.set(key, body);
  return body;
}
