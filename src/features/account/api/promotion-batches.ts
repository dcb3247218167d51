import { api, type ApiResult } from '../../../lib/api/client';
import type { AutomaticPromotionDetail, AutomaticPromotionList } from '../../../lib/api/contracts/automatic-promotions';
import type { PromoCodeBatchDetail, PromoCodeBatchList } from '../../../lib/api/contracts/promo-code-batches';
import type { PromoUsage } from '../../../lib/api/contracts/promotions';

const batchContracts = () => import('../../../lib/api/contracts/promo-code-batches');
const automaticContracts = () => import('../../../lib/api/contracts/automatic-promotions');
const usageContracts = () => import('../../../lib/api/contracts/promotions');
const BATCHES = '/promotions/promo-code-batches';
const AUTOMATIC = '/promotions/automatic';

/** GET /api/promotions/promo-code-batches (Flowerline): every batch of single-use codes. */
export function listCodeBatches(signal?: AbortSignal): Promise<ApiResult<PromoCodeBatchList>> {
  return api(BATCHES, { signal, schema: async () => (await batchContracts()).PromoCodeBatchListModel });
}

/** POST /api/promotions/promo-code-batches: N codes with a prefix and one set of terms. */
export function createCodeBatch(body: Record<string, unknown>): Promise<ApiResult<PromoCodeBatchDetail>> {
  return api(BATCHES, { method: 'POST', body, schema: async () => (await batchContracts()).PromoCodeBatchDetailModel });
}

/** GET /api/promotions/promo-code-batches/{id}: one batch with its state and history. */
export function fetchCodeBatch(id: string, signal?: AbortSignal): Promise<ApiResult<PromoCodeBatchDetail>> {
  return api(`${BATCHES}/${encodeURIComponent(id)}`, { signal, schema: async () => (await batchContracts()).PromoCodeBatchDetailModel });
}

/** PATCH /api/promotions/promo-code-batches/{id}: switches the batch, all its codes at once, off or on. */
export function switchCodeBatch(id: string, active: boolean): Promise<ApiResult<PromoCodeBatchDetail>> {
  return api(`${BATCHES}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active }, schema: async () => (await batchContracts()).PromoCodeBatchDetailModel });
}

/** The batch's codes as a CSV file, downloaded by the browser. */
export const batchCodesCsvHref = (id: string) => `/api${BATCHES}/${encodeURIComponent(id)}/codes.csv`;

/** The batch's usage report as a CSV file, downloaded by the browser. */
export const batchUsageCsvHref = (id: string) => `/api${BATCHES}/${encodeURIComponent(id)}/usage.csv`;

/** GET /api/promotions/promo-code-batches/{id}/usage: the batch's use, summed over its codes. */
export function fetchBatchUsage(id: string, signal?: AbortSignal): Promise<ApiResult<PromoUsage>> {
  return api(`${BATCHES}/${encodeURIComponent(id)}/usage`, { signal, schema: async () => (await usageContracts()).PromoUsageModel });
}

/** GET /api/promotions/automatic: the promotions without a code. */
export function listAutomaticPromotions(signal?: AbortSignal): Promise<ApiResult<AutomaticPromotionList>> {
  return api(AUTOMATIC, { signal, schema: async () => (await automaticContracts()).AutomaticPromotionListModel });
}

/** GET /api/promotions/automatic/{id}: one promotion with its history. */
export function fetchAutomaticPromotion(id: string, signal?: AbortSignal): Promise<ApiResult<AutomaticPromotionDetail>> {
  return api(`${AUTOMATIC}/${encodeURIComponent(id)}`, { signal, schema: async () => (await automaticContracts()).AutomaticPromotionDetailModel });
}

/** POST /api/promotions/automatic, or PATCH …/{id} when `id` is given. */
export function saveAutomaticPromotion(id: string | null, body: Record<string, unknown>): Promise<ApiResult<AutomaticPromotionDetail>> {
  const schema = async () => (await automaticContracts()).AutomaticPromotionDetailModel;
  return id ? api(`${AUTOMATIC}/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema }) : api(AUTOMATIC, { method: 'POST', body, schema });
}
