import type { SearchQuery } from '../../lib/api/contracts/catalog-queries';
import type { SearchResponse } from '../../lib/api/contracts/search';
import { noSearchMatchesMessage, SEARCH_SUGGESTIONS_MAX } from '../../lib/domain/products';
import type { Db } from '../db/client';
import { badRequest } from '../http/problem';
import { setting } from '../config';
import { availabilityFilter, clockKey } from '../catalog/availability';
import { encodeJson, LruCache } from '../cache';
import { facetCounts, facetOf } from '../catalog/service';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import { searchCode, searchText } from './engine';
import { cardAt, deliverableMatches, searchFactsOf } from './facts';
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
  const { check } = availabilityFilter(resolved?.destination ?? null, query.deliveryDate ?? query.date ?? null, shopper);
  const facts = searchFactsOf(catalog);
  const { matching, occasionCounts } = deliverableMatches(
    facts,
    matches.ids,
    facts.kinds.map((kind) => check(kind).available),
    query.occasion,
  );
  const card = (place: number) => cardAt(facts, place);
  return {
    ...empty,
    results: matching.slice(query.offset, query.offset + query.limit).map(card),
    facets: [facetOf('occasion', occasionCounts, query.occasion)],
    total: matching.length,
    message: matching.length ? null : noSearchMatchesMessage(text),
    productList: matching.slice(0, SEARCH_SUGGESTIONS_MAX).map(card),
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
  const key = `${setting('SEARCH_ENGINE')}|${snapshot.version}|${clockKey(shopper)}|${rawQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = encodeJson(await searchProducts(ctx, parse()));
  cache.set(key, body);
  return body;
}
