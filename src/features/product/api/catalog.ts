import { api, type ApiResult } from '../../../lib/api/client';
import type { AddonsResponse } from '../../../lib/api/contracts/addons';
import type { CountriesResponse, SuburbsResponse } from '../../../lib/api/contracts/delivery';
import type { ProductListing } from '../../../lib/api/contracts/products';
import type { SearchResponse } from '../../../lib/api/contracts/search';
import type { VariantsResponse } from '../../../lib/api/contracts/variants';
import { type DeliveryQuery } from '../../../lib/domain/delivery-choice';
import type { FacetName, ProductSort, SortDirection } from '../../../lib/domain/products';

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** The answers' schemas load with the first call that needs them, while it is under way: a page that makes no call carries none (docs/adr/0703). */
const listingSchema = async () => (await import('../../../lib/api/contracts/products')).ProductListingModel;
const searchSchema = async () => (await import('../../../lib/api/contracts/search')).SearchResponseModel;
const suburbsSchema = async () => (await import('../../../lib/api/contracts/delivery')).SuburbsResponseModel;
const countriesSchema = async () => (await import('../../../lib/api/contracts/delivery')).CountriesResponseModel;
const variantsSchema = async () => (await import('../../../lib/api/contracts/variants')).VariantsResponseModel;
const addonsSchema = async () => (await import('../../../lib/api/contracts/addons')).AddonsResponseModel;

export interface ProductListingParams extends DeliveryQuery {
  limit?: number;
  offset?: number;
  sort?: ProductSort;
  sortDir?: SortDirection;
  text?: string;
  /** A listing page with a stored choice of products: the API narrows that choice. */
  listing?: string;
  /** Facet filters by facet name, e.g. { occasion: ['birthday'], price: ['50-100'] }. */
  facets?: Partial<Record<FacetName, string[]>>;
}

/** GET /api/products (islands retry it through their data hook). */
export function fetchProducts(params: ProductListingParams, signal?: AbortSignal): Promise<ApiResult<ProductListing>> {
  const { facets = {}, ...rest } = params;
  return api('/products', { query: { ...rest, ...facets }, schema: listingSchema, signal, headers: NO_CACHE });
}

export interface SearchParams extends DeliveryQuery {
  text: string;
  searchByCode?: boolean;
  occasion?: string[];
  limit?: number;
  offset?: number;
}

/** GET /api/search: results, occasion facet, total, message when nothing matches, and up to 6 suggestions. */
export function searchProducts(params: SearchParams, signal?: AbortSignal): Promise<ApiResult<SearchResponse>> {
  const { searchByCode, ...rest } = params;
  return api('/search', { query: { ...rest, searchByCode: searchByCode ? 'true' : undefined }, schema: searchSchema, signal });
}

/** GET /api/delivery/suburbs: call only with at least 3 characters. */
export function fetchSuburbs(keyword: string, signal?: AbortSignal): Promise<ApiResult<SuburbsResponse>> {
  return api('/delivery/suburbs', { query: { keyword }, schema: suburbsSchema, signal, headers: NO_CACHE });
}

/** GET /api/countries: the overseas countries for the selector. */
export function fetchCountries(signal?: AbortSignal): Promise<ApiResult<CountriesResponse>> {
  return api('/countries', { schema: countriesSchema, signal, retries: 1 });
}

/** GET /api/products/{productKey}/variants for the chosen delivery. */
export function fetchVariants(productKey: string, delivery: DeliveryQuery, signal?: AbortSignal): Promise<ApiResult<VariantsResponse>> {
  return api(`/products/${encodeURIComponent(productKey)}/variants`, { query: { ...delivery }, schema: variantsSchema, signal, headers: NO_CACHE });
}

export interface AddonsParams extends DeliveryQuery {
  cartId?: string | null;
  selectedAddonKeys?: string[];
}

/** GET /api/products/{productKey}/addons: add-on categories for the chosen delivery. */
export function fetchAddons(productKey: string, params: AddonsParams, signal?: AbortSignal): Promise<ApiResult<AddonsResponse>> {
  const { cartId, selectedAddonKeys, ...delivery } = params;
  return api(`/products/${encodeURIComponent(productKey)}/addons`, {
    query: { ...delivery, CartId: cartId ?? undefined, SelectedAddonsKeys: selectedAddonKeys?.length ? selectedAddonKeys.join(',') : undefined },
    schema: addonsSchema,
    signal,
    headers: NO_CACHE,
  });
}
