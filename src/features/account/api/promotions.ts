import { api, type ApiResult } from '../../../lib/api/client';
import type { PromoCodeDetail, PromoCodeList, PromoUsage } from '../../../lib/api/contracts/promotions';

const contracts = () => import('../../../lib/api/contracts/promotions');
const BASE = '/promotions/promo-codes';
const path = (code: string) => `${BASE}/${encodeURIComponent(code)}`;

/** GET /api/promotions/promo-codes (Flowerline): a page of the promo codes. */
export function listPromoCodes(query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<ApiResult<PromoCodeList>> {
  return api(BASE, { query, signal, schema: async () => (await contracts()).PromoCodeListModel });
}

/** GET /api/promotions/promo-codes/{code}: the code's fields and history. */
export function fetchPromoCode(code: string, signal?: AbortSignal): Promise<ApiResult<PromoCodeDetail>> {
  return api(path(code), { signal, schema: async () => (await contracts()).PromoCodeDetailModel });
}

/** POST /api/promotions/promo-codes: a new code, values as typed. */
export function createPromoCode(body: Record<string, unknown>): Promise<ApiResult<PromoCodeDetail>> {
  return api(BASE, { method: 'POST', body, schema: async () => (await contracts()).PromoCodeDetailModel });
}

/** PATCH /api/promotions/promo-codes/{code}: the fields given. */
export function savePromoCode(code: string, body: Record<string, unknown>): Promise<ApiResult<PromoCodeDetail>> {
  return api(path(code), { method: 'PATCH', body, schema: async () => (await contracts()).PromoCodeDetailModel });
}

/** GET /api/promotions/promo-codes/{code}/usage: uses, orders, revenue and discount, by day. */
export function fetchPromoUsage(code: string, signal?: AbortSignal): Promise<ApiResult<PromoUsage>> {
  return api(`${path(code)}/usage`, { signal, schema: async () => (await contracts()).PromoUsageModel });
}

/** The usage report's CSV file, downloaded by the browser. */
export const promoUsageCsvHref = (code: string) => `/api${path(code)}/usage.csv`;
