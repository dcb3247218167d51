import { api, type ApiResult } from '../../../lib/api/client';
import type { PaymentsAttention } from '../../../lib/api/contracts/payments-attention';

const attentionSchema = async () => (await import('../../../lib/api/contracts/payments-attention')).PaymentsAttentionModel;

/** GET /api/payments/attention (Flowerline): open payment cases and the refunds of the last 30 days. */
export function fetchPaymentsAttention(signal?: AbortSignal): Promise<ApiResult<PaymentsAttention>> {
  return api('/payments/attention', { signal, schema: attentionSchema });
}
