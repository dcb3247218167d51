import { computed } from 'nanostores';
import type { CalendarDay } from '../../../lib/domain/calendar-day';
import { deliveryChoiceOf, deliveryQuery } from '../../../lib/domain/delivery-choice';
import { currentStoredDelivery, DEFAULT_INTERNATIONAL_SLUG, isLocalCountry, needsDeliveryChoice } from '../../../lib/domain/delivery-storage';
import { persistentValue } from '../../../stores/persistent';
import { wakeIslands } from '../../../stores/wake';
import { day, finiteNumber, optional, shape, text } from '../../../stores/stored-shape';

/** A saved delivery location (browser storage key `delivery-location`). */
export interface DeliveryLocation {
  name: string;
  suburbId: string;
  latitude: number;
  longitude: number;
  state?: string;
  postcode?: string;
}
const readLocation = shape<DeliveryLocation>({
  name: text({ min: 1 }),
  suburbId: text({ min: 1 }),
  latitude: finiteNumber,
  longitude: finiteNumber,
  state: optional(text()),
  postcode: optional(text()),
});

export const $deliveryLocation = persistentValue('delivery-location', readLocation);
/** Chosen delivery date, a calendar day (yyyy-MM-dd). */
export const $deliveryDate = persistentValue('delivery-date', day);
/** Chosen overseas country (ISO code) in international mode. */
export const $deliveryCountry = persistentValue('delivery-country', text({ pattern: /^[A-Za-z]{2}$/ }));
/** Slug of the international page (the overseas section). */
export const $internationalSlug = persistentValue('international-slug', text({ min: 1 }));

// The header's delivery status, cart and search buttons and the home page's delivery bar show the choice.
for (const $choice of [$deliveryLocation, $deliveryCountry, $deliveryDate]) $choice.listen(() => wakeIslands('delivery'));
$deliveryDate.listen(() => wakeIslands('delivery-date'));

/** International mode: an overseas country is chosen. The cart and search buttons hide. */
export const $isInternational = computed($deliveryCountry, (country) => !isLocalCountry(country));

/** The delivery bar shows until a location or a country is stored. */
export const $needsDeliveryChoice = computed([$deliveryLocation, $deliveryCountry], (location, country) => needsDeliveryChoice({ location, country }));

/** The delivery choice: the stored suburb, else the stored country. */
export const $deliveryChoice = computed([$deliveryLocation, $deliveryCountry], (location, country) => deliveryChoiceOf({ suburbId: location?.suburbId, countryCode: country }));

/** Where and when, in the shape the API's queries take. */
export const $deliveryQuery = computed([$deliveryChoice, $deliveryDate], (choice, date) => deliveryQuery(choice, date));

export function internationalPath() {
  return `/${$internationalSlug.get() ?? DEFAULT_INTERNATIONAL_SLUG}`;
}

/** FIND FLOWERS and the delivery editor: a local suburb and date; any stored country is cleared. */
export function chooseLocalDelivery(location: DeliveryLocation, date: CalendarDay) {
  $deliveryCountry.set(null);
  $deliveryLocation.set(location);
  $deliveryDate.set(date);
}

/** Send overseas: the local location is cleared before going to the international page. */
export function leaveLocalDelivery() {
  $deliveryLocation.set(null);
}

/** An overseas country page was chosen. */
export function chooseCountry(isoCode: string) {
  const country = isoCode.toUpperCase();
  $deliveryCountry.set(country);
  if (!isLocalCountry(country)) $deliveryLocation.set(null);
}

/** Back to delivery in Australia from international mode: the stored country is cleared (a suburb is chosen next). */
export function chooseAustralianDelivery() {
  $deliveryCountry.set(null);
}

/** Applies the expiry rules of stored delivery details to the current page. */
export function expireStoredDelivery(now = new Date(), path = typeof location === 'undefined' ? '/' : location.pathname) {
  const stored = { location: $deliveryLocation.get(), date: $deliveryDate.get(), country: $deliveryCountry.get() };
  const current = currentStoredDelivery(stored, { now, path, internationalSlug: $internationalSlug.get() ?? DEFAULT_INTERNATIONAL_SLUG });
  if (current.location !== stored.location) $deliveryLocation.set(current.location);
  if (current.date !== stored.date) $deliveryDate.set(current.date);
}

if (typeof window !== 'undefined') expireStoredDelivery();

/** A local suburb chosen on its own (the product page); any stored country is cleared. */
export function chooseLocation(location: DeliveryLocation) {
  $deliveryCountry.set(null);
  $deliveryLocation.set(location);
}
