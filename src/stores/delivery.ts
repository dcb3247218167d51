import { persistentJSON } from '@nanostores/persistent';

/** A saved delivery location (browser storage key `delivery-location`). */
export interface DeliveryLocation {
  name: string;
  suburbId: string;
  latitude: number;
  longitude: number;
}

export const $deliveryLocation = persistentJSON<DeliveryLocation | null>('delivery-location', null);
/** Chosen delivery date, yyyy-MM-dd. */
export const $deliveryDate = persistentJSON<string | null>('delivery-date', null);
/** Chosen overseas country (ISO code) in international mode. */
export const $deliveryCountry = persistentJSON<string | null>('delivery-country', null);
