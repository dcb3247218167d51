import { useEffect, useState } from 'react';
import { fetchVariants } from '../../lib/api/catalog';
import type { ApiError } from '../../lib/api/client';
import type { VariantsResponse } from '../../lib/api/contracts/variants';
import type { DeliveryQuery } from '../../lib/domain/delivery-choice';

export type VariantsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: VariantsResponse }
  | { status: 'error'; error: ApiError };

/** The delivery's query parameters, as deliveryQuery makes them. */
export type VariantsDelivery = DeliveryQuery;

/** The product's variants for the chosen delivery; reloads when the date or location changes. */
export function useVariants(productKey: string, delivery: VariantsDelivery): VariantsState {
  const [state, setState] = useState<VariantsState>({ status: 'idle' });
  const { deliveryDate, suburbId, countryCode } = delivery;
  useEffect(() => {
    if (!deliveryDate || (!suburbId && !countryCode)) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchVariants(productKey, { deliveryDate, suburbId, countryCode }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productKey, deliveryDate, suburbId, countryCode]);
  return state;
}
