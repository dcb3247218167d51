import { api, type ApiResult } from '../../../lib/api/client';
import type { CatalogueScheduled } from '../../../lib/api/contracts/catalogue-delivery';

const scheduledSchema = async () => {
  const { z } = await import('zod');
  return z.object({ scheduled: z.array((await import('../../../lib/api/contracts/catalogue-delivery')).CatalogueScheduledModel) });
};

/** POST /api/catalogue/products/{key}/schedule: on sale (and off sale) at Melbourne times, as ISO instants. */
export function scheduleCatalogueProduct(key: string, body: { onSaleAt?: string | null; offSaleAt?: string | null }): Promise<ApiResult<{ scheduled: CatalogueScheduled[] }>> {
  return api(`/catalogue/products/${encodeURIComponent(key)}/schedule`, { method: 'POST', body, schema: scheduledSchema });
}

/** DELETE /api/catalogue/products/{key}/schedule: what is scheduled is not made. */
export function cancelCatalogueSchedule(key: string): Promise<ApiResult<{ scheduled: CatalogueScheduled[] }>> {
  return api(`/catalogue/products/${encodeURIComponent(key)}/schedule`, { method: 'DELETE', schema: scheduledSchema });
}
