import { addDays, formatDisplayDate, type CalendarDay } from './calendar-day';
import { AUSTRALIAN_STATES, type AustralianState } from './constants';
import { countryName } from './country-name';
import { melbourneToday } from './delivery-storage';

/**
 * Where and when one product can be delivered (docs/adr/0762), on top of the
 * shop's own delivery rules (./delivery): the Australian states it goes to,
 * the overseas countries (partner products), the Melbourne days it can be
 * delivered on (windows such as 1 to 10 May), and the days of notice it
 * needs. The product page's calendar and suburb check, the cart and
 * checkout all read these functions, so browser and server say the same.
 * A product with no rule of its own (null) is delivered as every product is.
 */
export interface DeliveryWindow {
  first: CalendarDay;
  last: CalendarDay;
}

export interface ProductDeliveryRule {
  /** The states it is delivered to; null: every state. */
  states: AustralianState[] | null;
  /** The overseas countries (ISO codes) a partner product goes to; null: every country its partner serves. */
  countries: string[] | null;
  /** The days it can be delivered on, first and last included; empty: any day the shop delivers. */
  windows: DeliveryWindow[];
  /** Days of notice: 0 keeps the shop's same-day rules; 2 means the day after tomorrow at the earliest. */
  leadDays: number;
}

export const MAX_LEAD_DAYS = 60;
export const MAX_DELIVERY_WINDOWS = 12;

export const STATE_NAMES: Record<AustralianState, string> = {
  ACT: 'the Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'the Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** Whether text is one of the states' codes (light: the shop's date rules, which know every holiday, need not load). */
export const isStateCode = (value: string | null | undefined): value is AustralianState => !!value && (AUSTRALIAN_STATES as readonly string[]).includes(value);

/** A product's rule with nothing limited: what a product with no rule of its own has. */
export const EVERYWHERE_ANY_DAY: ProductDeliveryRule = { states: null, countries: null, windows: [], leadDays: 0 };

/** Whether the rule limits anything at all (a rule that does not is stored as none). */
export const limitsDelivery = (rule: ProductDeliveryRule | null | undefined): rule is ProductDeliveryRule =>
  !!rule && (rule.states !== null || rule.countries !== null || rule.windows.length > 0 || rule.leadDays > 0);

export type ProductDeliveryProblemCode = 'state' | 'country' | 'window' | 'lead-time';
export interface ProductDeliveryProblem {
  /** The request's field it is about. */
  field: 'deliveryDate' | 'destination';
  code: ProductDeliveryProblemCode;
  message: string;
}

/** "1 May 2026": a window's day in words. */
export function dayInWords(day: CalendarDay): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
  return `${d} ${month} ${y}`;
}

/** "1 May 2026 to 10 May 2026" (one day: "1 May 2026"). */
export const windowInWords = (window: DeliveryWindow) => (window.first === window.last ? dayInWords(window.first) : `${dayInWords(window.first)} to ${dayInWords(window.last)}`);

/** The first day the lead time allows: today plus the days of notice. */
export const leadTimeFirstDay = (rule: ProductDeliveryRule, now: Date): CalendarDay => addDays(melbourneToday(now), rule.leadDays);

export type RuleDestination = { kind: 'suburb'; state: AustralianState } | { kind: 'country'; isoCode: string };

/** Why the product cannot go to this place, or null when it can. */
export function productPlaceProblem(rule: ProductDeliveryRule | null | undefined, destination: RuleDestination): ProductDeliveryProblem | null {
  if (!rule) return null;
  if (destination.kind === 'suburb' && rule.states && !rule.states.includes(destination.state)) {
    return { field: 'destination', code: 'state', message: `Not delivered to ${STATE_NAMES[destination.state]}.` };
  }
  if (destination.kind === 'country' && rule.countries && !rule.countries.includes(destination.isoCode.toUpperCase())) {
    return { field: 'destination', code: 'country', message: `Not delivered to ${countryName(destination.isoCode)}.` };
  }
  return null;
}

/** Why the product cannot be delivered on this day, or null when it can (the shop's own date rules are checked apart). */
export function productDateProblem(rule: ProductDeliveryRule | null | undefined, date: CalendarDay, now: Date): ProductDeliveryProblem | null {
  if (!rule) return null;
  if (rule.windows.length && !rule.windows.some((window) => date >= window.first && date <= window.last)) {
    return { field: 'deliveryDate', code: 'window', message: `This product is delivered only ${rule.windows.map(windowInWords).join(', or ')}.` };
  }
  if (rule.leadDays > 0) {
    const first = leadTimeFirstDay(rule, now);
    if (date < first) {
      const notice = rule.leadDays === 1 ? "a day's notice" : `${rule.leadDays} days' notice`;
      return { field: 'deliveryDate', code: 'lead-time', message: `This product needs ${notice}: the earliest delivery date is ${formatDisplayDate(first)}.` };
    }
  }
  return null;
}

/** The place's problem first, then the day's: the one check the cart, checkout and the product page make. */
export function productDeliveryProblem(
  rule: ProductDeliveryRule | null | undefined,
  request: { date?: CalendarDay | null; destination?: RuleDestination | null; now: Date },
): ProductDeliveryProblem | null {
  return (request.destination && productPlaceProblem(rule, request.destination)) || (request.date ? productDateProblem(rule, request.date, request.now) : null);
}

/** What the product page says under its date field ("Delivered 1 May 2026 to 10 May 2026 only."), or null when nothing is limited. */
export function productDeliveryNote(rule: ProductDeliveryRule | null | undefined): string | null {
  if (!limitsDelivery(rule)) return null;
  const parts: string[] = [];
  if (rule.windows.length) parts.push(`Delivered ${rule.windows.map(windowInWords).join(', or ')} only.`);
  if (rule.leadDays > 0) parts.push(`Needs ${rule.leadDays === 1 ? "a day's" : `${rule.leadDays} days'`} notice.`);
  if (rule.states) parts.push(`Delivered to ${rule.states.length === AUSTRALIAN_STATES.length ? 'every state' : rule.states.join(', ')} only.`);
  return parts.join(' ') || null;
}
