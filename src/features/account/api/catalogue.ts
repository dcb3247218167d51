import { api, type ApiResult } from '../../../lib/api/client';
import type { CatalogueList, CataloguePatch, CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import type { LibraryImage } from '../../../lib/api/contracts/media-library';

const listSchema = async () => (await import('../../../lib/api/contracts/catalogue')).CatalogueListModel;
const productSchema = async () => (await import('../../../lib/api/contracts/catalogue')).CatalogueProductModel;

/** GET /api/catalogue/products (Flowerline): a page of the catalogue. */
export function listCatalogue(query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<ApiResult<CatalogueList>> {
  return api('/catalogue/products', { query, signal, schema: listSchema });
}

/** GET /api/catalogue/products/{key}: the product's editable fields and history. */
export function fetchCatalogueProduct(key: string, signal?: AbortSignal): Promise<ApiResult<CatalogueProduct>> {
  return api(`/catalogue/products/${encodeURIComponent(key)}`, { signal, schema: productSchema });
}

/** PATCH /api/catalogue/products/{key}: prices in dollars as typed. */
export function saveCatalogueProduct(key: string, body: { [K in keyof CataloguePatch]?: unknown }): Promise<ApiResult<CatalogueProduct>> {
  return api(`/catalogue/products/${encodeURIComponent(key)}`, { method: 'PATCH', body, schema: productSchema });
}

const picturesSchema = async () => {
  const { z } = await import('zod');
  return z.object({ results: z.array((await import('../../../lib/api/contracts/media-library')).LibraryImageModel) });
};

/** GET /api/catalogue/pictures: the media library, to choose a product's pictures from. */
export async function listCataloguePictures(signal: AbortSignal): Promise<ApiResult<LibraryImage[]>> {
  const result = await api('/catalogue/pictures', { signal, schema: picturesSchema });
  return result.ok ? { ...result, data: result.data.results } : result;
}
