import type { CalendarDay } from './calendar-day';

/**
 * Where a delivery goes: a local suburb or an overseas country, never both.
 * Every place that turns the shopper's choice into API parameters goes
 * through deliveryQuery, so the two never travel together.
 */
export type DeliveryChoice = { kind: 'suburb'; suburbId: string } | { kind: 'country'; countryCode: string };

/** The delivery parameters of the commerce API's queries and bodies. */
export interface DeliveryQuery {
  deliveryDate?: CalendarDay | string;
  suburbId?: string;
  countryCode?: string;
}

export const suburbChoice = (suburbId: string | null | undefined): DeliveryChoice | null => (suburbId ? { kind: 'suburb', suburbId } : null);
export const countryChoice = (countryCode: string | null | undefined): DeliveryChoice | null => (countryCode ? { kind: 'country', countryCode } : null);

/** The choice named by loose parameters: a suburb wins over a country; null when neither is given. */
export const deliveryChoiceOf = (given: { suburbId?: string | null; countryCode?: string | null }): DeliveryChoice | null => suburbChoice(given.suburbId) ?? countryChoice(given.countryCode);

/** `suburbId` or `countryCode`, and `deliveryDate` when a day is chosen. */
export function deliveryQuery(choice: DeliveryChoice | null, date?: CalendarDay | string | null): DeliveryQuery {
  return {
    deliveryDate: date ?? undefined,
    suburbId: choice?.kind === 'suburb' ? choice.suburbId : undefined,
    countryCode: choice?.kind === 'country' ? choice.countryCode : undefined,
  };
}
