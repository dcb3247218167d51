import { api, type ApiResult } from '../../../lib/api/client';
import type { CatalogueProduct, CatalogueTaken } from '../../../lib/api/contracts/catalogue';

const contracts = () => import('../../../lib/api/contracts/catalogue');

/** POST /api/catalogue/products (Flowerline): a new product, its fields as typed (prices in dollars). */
export function createCatalogueProduct(body: Record<string, unknown>): Promise<ApiResult<CatalogueProduct>> {
  return api('/catalogue/products', { method: 'POST', body, schema: async () => (await contracts()).CatalogueProductModel });
}

/** POST /api/catalogue/products/{key}/duplicate: a draft copy of the product. */
export function duplicateCatalogueProduct(key: string): Promise<ApiResult<CatalogueProduct>> {
  return api(`/catalogue/products/${encodeURIComponent(key)}/duplicate`, { method: 'POST', body: {}, schema: async () => (await contracts()).CatalogueProductModel });
}

/** GET /api/catalogue/taken: whether another product has this key or address. */
export function checkCatalogueTaken(query: { key?: string; slug?: string; product?: string }, signal?: AbortSignal): Promise<ApiResult<CatalogueTaken>> {
  return api('/catalogue/taken', { query, signal, schema: async () => (await contracts()).CatalogueTakenModel });
}
