import { api, type ApiResult } from '../../../lib/api/client';
import type { PriceChange, PriceChangeList, PriceChoices, PricePreview } from '../../../lib/api/contracts/catalogue-prices';

const contracts = () => import('../../../lib/api/contracts/catalogue-prices');
const BASE = '/catalogue/price-changes';

/** A price change as the form sends it: values as typed, checked by the API. */
export type PriceChangeBody = Record<string, unknown>;

/** GET /api/catalogue/price-changes (Flowerline): the latest changes, newest first. */
export function listPriceChanges(signal?: AbortSignal): Promise<ApiResult<PriceChangeList>> {
  return api(BASE, { signal, schema: async () => (await contracts()).PriceChangeListModel });
}

/** GET /api/catalogue/price-changes/choices: the listings, tags and size names. */
export function fetchPriceChoices(signal?: AbortSignal): Promise<ApiResult<PriceChoices>> {
  return api(`${BASE}/choices`, { signal, schema: async () => (await contracts()).PriceChoicesModel });
}

/** POST /api/catalogue/price-changes/preview: each size now and after; nothing written. */
export function previewPriceChange(body: PriceChangeBody): Promise<ApiResult<PricePreview>> {
  return api(`${BASE}/preview`, { method: 'POST', body, schema: async () => (await contracts()).PricePreviewModel });
}

/** POST /api/catalogue/price-changes: made now, or scheduled when `at` is given. */
export function createPriceChange(body: PriceChangeBody): Promise<ApiResult<PriceChange>> {
  return api(BASE, { method: 'POST', body, schema: async () => (await contracts()).PriceChangeModel });
}

/** POST /api/catalogue/price-changes/{id}/undo or /cancel. */
export function endPriceChange(id: number, action: 'undo' | 'cancel'): Promise<ApiResult<PriceChange>> {
  return api(`${BASE}/${id}/${action}`, { method: 'POST', body: {}, schema: async () => (await contracts()).PriceChangeModel });
}
