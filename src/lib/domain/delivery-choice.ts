import type { CalendarDay } from './calendar-day';

/**
 * Where a delivery goes: a local suburb or an overseas country, never both.
 * The API carries it as `suburbId` or `countryCode`, the database as the
 * same two columns, the browser as the stored suburb or country; each of
 * those edges reads the pair into a DeliveryChoice once (deliveryChoiceOf)
 * and writes it back with deliveryQuery or destinationColumns, so the two
 * never travel together inside.
 */
export type DeliveryChoice = { kind: 'suburb'; suburbId: string } | { kind: 'country'; countryCode: string };

/** The two fields or columns an edge holds a destination in: the API's parameters and answers, the tables, the stores. */
export interface DestinationPair {
  suburbId?: string | null;
  countryCode?: string | null;
}

/** The delivery parameters of the commerce API's queries and bodies. */
export interface DeliveryQuery {
  deliveryDate?: CalendarDay;
  suburbId?: string;
  countryCode?: string;
}

export const suburbChoice = (suburbId: string | null | undefined): DeliveryChoice | null => (suburbId ? { kind: 'suburb', suburbId } : null);
export const countryChoice = (countryCode: string | null | undefined): DeliveryChoice | null => (countryCode ? { kind: 'country', countryCode } : null);

/** The choice named by the pair as an edge holds it: a suburb wins over a country; null when neither is given. */
export const deliveryChoiceOf = (given: DestinationPair): DeliveryChoice | null => suburbChoice(given.suburbId) ?? countryChoice(given.countryCode);

/** `suburbId` or `countryCode`, and `deliveryDate` when a day is chosen. */
export function deliveryQuery(choice: DeliveryChoice | null, date?: CalendarDay | null): DeliveryQuery {
  return {
    deliveryDate: date ?? undefined,
    suburbId: choice?.kind === 'suburb' ? choice.suburbId : undefined,
    countryCode: choice?.kind === 'country' ? choice.countryCode : undefined,
  };
}

/** The `suburb_id` / `country_code` columns (and answer fields) of a choice: one of them set, the other null. */
export const destinationColumns = (choice: DeliveryChoice | null): Required<DestinationPair> => ({
  suburbId: choice?.kind === 'suburb' ? choice.suburbId : null,
  countryCode: choice?.kind === 'country' ? choice.countryCode : null,
});

/** One text per destination: deliveries to the same key on the same day are one delivery. */
export const destinationKey = (choice: DeliveryChoice): string => (choice.kind === 'suburb' ? `suburb:${choice.suburbId}` : `country:${choice.countryCode}`);
