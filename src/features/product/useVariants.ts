import type { ApiError } from '../../lib/api/client';
import type { VariantsResponse } from '../../lib/api/contracts/variants';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { deliveryQuery, type DeliveryChoice } from '../../lib/domain/delivery-choice';
import { useQuery } from '../../lib/api/useQuery';

export type VariantsState = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: VariantsResponse } | { status: 'error'; error: ApiError };

/** The product's variants for the chosen delivery; reloads when the date or destination changes, and loads nothing until both are chosen. */
export function useVariants(productKey: string, destination: DeliveryChoice | null, date: CalendarDay | null): VariantsState {
  const query = destination && date ? deliveryQuery(destination, date) : null;
  const key = query ? JSON.stringify([productKey, query]) : null;
  // The catalogue API loads with the first call: a shopper with no delivery chosen yet makes none.
  return useQuery(key, async (signal) => (await import('./api/catalog')).fetchVariants(productKey, query ?? {}, signal)).state;
}
