import { api, type ApiResult } from '../../../lib/api/client';
import type { CatalogueListing, CatalogueListingList, CatalogueListingPreview, CatalogueListingTaken } from '../../../lib/api/contracts/catalogue-listings';

const contracts = () => import('../../../lib/api/contracts/catalogue-listings');
const path = (slug: string) => `/catalogue/listings/${slug.split('/').map(encodeURIComponent).join('/')}`;

/** GET /api/catalogue/listings (Flowerline): every listing page. */
export function listListings(signal?: AbortSignal): Promise<ApiResult<CatalogueListingList>> {
  return api('/catalogue/listings', { signal, schema: async () => (await contracts()).CatalogueListingListModel });
}

/** GET /api/catalogue/listings/{slug}: one listing's fields and status. */
export function fetchListing(slug: string, signal?: AbortSignal): Promise<ApiResult<CatalogueListing>> {
  return api(path(slug), { signal, schema: async () => (await contracts()).CatalogueListingModel });
}

/** POST /api/catalogue/listings: a new listing page, published at once (prices as typed). */
export function createListing(body: Record<string, unknown>): Promise<ApiResult<CatalogueListing>> {
  return api('/catalogue/listings', { method: 'POST', body, schema: async () => (await contracts()).CatalogueListingModel });
}

/** PATCH /api/catalogue/listings/{slug}: the fields given, published at once. */
export function saveListing(slug: string, body: Record<string, unknown>): Promise<ApiResult<CatalogueListing>> {
  return api(path(slug), { method: 'PATCH', body, schema: async () => (await contracts()).CatalogueListingModel });
}

/** GET /api/catalogue/listings/taken: whether another page has this address. */
export function checkListingSlug(slug: string, except: string, signal?: AbortSignal): Promise<ApiResult<CatalogueListingTaken>> {
  return api('/catalogue/listings/taken', { query: { slug, except: except || undefined }, signal, schema: async () => (await contracts()).CatalogueListingTakenModel });
}

/** POST /api/catalogue/listings/preview: how many products a choice shows now. */
export function previewListing(body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<CatalogueListingPreview>> {
  return api('/catalogue/listings/preview', { method: 'POST', body, signal, schema: async () => (await contracts()).CatalogueListingPreviewModel });
}
