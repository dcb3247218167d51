import type { SearchQuery } from '../../lib/api/contracts/catalog-queries';
import type { SearchResponse } from '../../lib/api/contracts/search';
import { noSearchMatchesMessage, SEARCH_SUGGESTIONS_MAX } from '../../lib/domain/products';
import { deliveryChoiceOf } from '../../lib/domain/delivery-choice';
import type { Db } from '../db/client';
import { badRequest } from '../http/problem';
import { setting } from '../config';
import { availabilityFilter, clockKey } from '../catalog/availability';
import { LruCache } from '../cache';
import { facetCounts, facetOf } from '../catalog/service';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import { searchCode, searchText } from './engine';
import { cardAt, cardJsonAt, deliverableMatches, searchFactsOf, type SearchFacts } from './facts';
import type { RequestContext } from '../http/context';
import type { RawQueryInput } from '../catalog/service';

/**
 * A search's answer with its cards given as places among the search facts'
 * products: answered as an object (searchResponse) or as JSON written from
 * each card's JSON, made once per catalogue snapshot (searchResponseJson).
 */
export type PlacedSearchResponse = Omit<SearchResponse, 'results' | 'productList'> & {
  results: readonly number[];
  productList: readonly number[];
  /** Whose places these are; null when nothing was searched for. */
  facts: SearchFacts | null;
};

/**
 * GET /api/search: products matching the text (or whose code starts with it
 * when searching by code), name matches first, limited to what can be
 * delivered to the given location and date; the occasion facet; and up to
 * six suggestions for the search modal.
 */
export async function searchProducts({ db, shopper }: Pick<RequestContext, 'db' | 'shopper'>, query: SearchQuery): Promise<PlacedSearchResponse> {
  const catalog = await catalogSnapshot(db);
  const suburbId = query.suburbId ?? query.location;
  const named = (field: string) => (field === 'suburbId' && !query.suburbId ? 'location' : field);
  const resolved = await resolveDestination(db, deliveryChoiceOf({ suburbId, countryCode: query.countryCode }), (field, message) => badRequest(message, { [named(field)]: message }));
  const text = query.text.trim();
  const empty: PlacedSearchResponse = {
    query: text,
    searchByCode: query.searchByCode,
    results: [],
    facets: facetCounts([], {}, ['occasion']),
    total: 0,
    message: null,
    productList: [],
    correctedQuery: null,
    facts: null,
  };
  if (!text) return empty;
  const matches = query.searchByCode ? await searchCode(db, text) : await searchText(db, text);
  const { check } = availabilityFilter(resolved?.destination ?? null, query.deliveryDate ?? query.date ?? null, shopper);
  const facts = searchFactsOf(catalog);
  const { matching, occasionCounts } = deliverableMatches(
    facts,
    matches,
    facts.kinds.map((kind) => check(kind).available),
    query.occasion,
  );
  return {
    ...empty,
    results: matching.slice(query.offset, query.offset + query.limit),
    facets: [facetOf('occasion', occasionCounts, query.occasion)],
    total: matching.length,
    message: matching.length ? null : noSearchMatchesMessage(text),
    productList: matching.slice(0, SEARCH_SUGGESTIONS_MAX),
    correctedQuery: matches.corrected,
    facts,
  };
}

/** The answer as the API gives it. */
export function searchResponse({ facts, ...answer }: PlacedSearchResponse): SearchResponse {
  const card = (place: number) => cardAt(facts!, place);
  return { ...answer, results: answer.results.map(card), productList: answer.productList.map(card) };
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => new TextEncoder().encode(text)) as [Uint8Array, Uint8Array, Uint8Array];

/**
 * The answer as JSON, byte for byte JSON.stringify(searchResponse(answer)):
 * the card lists are written as 0 in the JSON of the rest and each is then
 * put in its place from its cards' JSON. `"results":0` there can only be
 * the key itself: in a string its quote would be escaped.
 */
export function searchResponseJson({ facts, ...answer }: PlacedSearchResponse): Uint8Array<ArrayBuffer> {
  const json = JSON.stringify({ ...answer, results: 0, productList: 0 });
  const lists = [
    { key: '"results":', places: answer.results },
    { key: '"productList":', places: answer.productList },
  ].map(({ key, places }) => {
    const at = json.indexOf(`${key}0`);
    if (at === -1) throw new Error(`no ${key} in the search answer`);
    return { at: at + key.length, places };
  });
  lists.sort((a, b) => a.at - b.at);
  const pieces: (string | Uint8Array)[] = [];
  let from = 0;
  for (const { at, places } of lists) {
    pieces.push(json.slice(from, at), OPEN);
    for (let k = 0; k < places.length; k++) {
      if (k) pieces.push(COMMA);
      pieces.push(cardJsonAt(facts!, places[k]!));
    }
    pieces.push(CLOSE);
    from = at + 1;
  }
  pieces.push(json.slice(from));
  // Every byte is written below: no need to zero the buffer first.
  const body = Buffer.allocUnsafe(pieces.reduce((length, piece) => length + (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length), 0));
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') offset += body.write(piece, offset);
    else {
      body.set(piece, offset);
      offset += piece.length;
    }
  }
  return body;
}

const responseCaches = new WeakMap<Db, LruCache<string, Uint8Array<ArrayBuffer>>>();
/** SEARCH_CACHE=off answers every search afresh (to measure it). */
const searchCacheEnabled = () => setting('searchCache');

/** GET /api/search as encoded JSON; a repeated search within a minute is answered from memory (unless SEARCH_CACHE=off). */
export async function searchProductsJson(ctx: RequestContext, { rawQuery, parse }: RawQueryInput<SearchQuery>): Promise<Uint8Array<ArrayBuffer>> {
  const { db, shopper } = ctx;
  if (!searchCacheEnabled()) return searchResponseJson(await searchProducts(ctx, parse()));
  const snapshot = await catalogSnapshot(db);
  let cache = responseCaches.get(db);
  if (!cache) responseCaches.set(db, (cache = new LruCache(2000, 60_000)));
  const key = `${snapshot.version}|${clockKey(shopper)}|${rawQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = searchResponseJson(await searchProducts(ctx, parse()));
  cache.set(key, body);
  return body;
}
