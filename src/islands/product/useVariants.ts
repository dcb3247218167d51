import type { ApiError } from '../../lib/api/client';
import type { VariantsResponse } from '../../lib/api/contracts/variants';
import type { DeliveryQuery } from '../../lib/domain/delivery-choice';
import { useQuery } from '../shared/useQuery';

export type VariantsState = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: VariantsResponse } | { status: 'error'; error: ApiError };

/** The delivery's query parameters, as deliveryQuery makes them. */
export type VariantsDelivery = DeliveryQuery;

/** The product's variants for the chosen delivery; reloads when the date or location changes. */
export function useVariants(productKey: string, delivery: VariantsDelivery): VariantsState {
  const { deliveryDate, suburbId, countryCode } = delivery;
  const ready = deliveryDate && (suburbId || countryCode);
  const target = { deliveryDate: deliveryDate ?? '', suburbId, countryCode: suburbId ? undefined : countryCode };
  const key = ready ? JSON.stringify([productKey, target]) : null;
  // The catalogue API loads with the first call: a shopper with no delivery chosen yet makes none.
  return useQuery(key, async (signal) => (await import('../../lib/api/catalog')).fetchVariants(productKey, target, signal)).state;
}
