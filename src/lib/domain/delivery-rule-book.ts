import { weekdayOf, type CalendarDay } from './calendar-day';
import { melbourneClock } from './melbourne-clock';

/**
 * Flowerline's delivery rules, each with the Melbourne date it takes effect.
 * Pure: answers depend only on the book and the arguments.
 *
 * - Fees and the Saturday surcharge are read for the delivery date: a change
 *   taking effect on a date leaves deliveries before it as they were.
 * - Same-day cutoffs are read for the day the shopper orders (today in
 *   Melbourne): a change taking effect next Monday starts on Monday.
 * - Closed dates, opened dates and peak days name their own date; they
 *   apply to it once added.
 * - Zones (docs/adr/0783): `metro` and `regional` are florist deliveries to
 *   a suburb of that kind (./suburb-zone.ts); `courier` is what the gift
 *   partners' couriers charge anywhere in Australia; `overseas` and
 *   `country:XX` are deliveries abroad. Without a metro or regional fee the
 *   serving store's own fee applies.
 * Without any entry the shop's standing values apply (the defaults below).
 */
export type FeeZone = 'metro' | 'regional' | 'courier' | 'overseas' | `country:${string}`;

export interface FeeRule {
  zone: FeeZone;
  effectiveFrom: CalendarDay;
  cents: number;
}
export interface CutoffRule {
  effectiveFrom: CalendarDay;
  weekdayMinutes: number;
  saturdayMinutes: number;
}
export interface SurchargeRule {
  effectiveFrom: CalendarDay;
  cents: number;
}
export interface ClosedDate {
  date: CalendarDay;
  reason: string;
}
/** A date the standing rules close (a Sunday, a public holiday) that Flowerline opens for its florists' deliveries (docs/adr/0782). */
export interface OpenDate {
  date: CalendarDay;
  /** What the day is ("Mother's Day"): the Delivery screen and the history read it. */
  reason: string;
  /** The same-day cutoff on the day itself, minutes after Melbourne midnight; null: the Saturday cutoff in force. */
  cutoffMinutes: number | null;
}
export interface PeakDay {
  date: CalendarDay;
  name: string;
  cents: number;
}

export interface DeliveryRuleBook {
  fees: readonly FeeRule[];
  cutoffs: readonly CutoffRule[];
  saturdaySurcharges: readonly SurchargeRule[];
  closedDates: readonly ClosedDate[];
  openDates: readonly OpenDate[];
  peakDays: readonly PeakDay[];
}

const ALWAYS = '1970-01-01' as CalendarDay;
/** The standing fees (availability.ts re-reads them from here). */
export const STANDING_SATURDAY_SURCHARGE_CENTS = 500;
export const STANDING_COURIER_CENTS = 1295;
export const STANDING_OVERSEAS_CENTS = 2495;
/** The standing same-day cutoffs: 14:00 weekdays, 10:00 Saturday (delivery.ts re-reads them from here). */
export const STANDING_WEEKDAY_CUTOFF_MINUTES = 14 * 60;
export const STANDING_SATURDAY_CUTOFF_MINUTES = 10 * 60;

/** The standing rules: what the shop charged before rules were editable (metro and regional have no entry: the serving store's fee). */
export const DEFAULT_RULE_BOOK: DeliveryRuleBook = Object.freeze<DeliveryRuleBook>({
  fees: [
    { zone: 'courier', effectiveFrom: ALWAYS, cents: STANDING_COURIER_CENTS },
    { zone: 'overseas', effectiveFrom: ALWAYS, cents: STANDING_OVERSEAS_CENTS },
  ],
  cutoffs: [{ effectiveFrom: ALWAYS, weekdayMinutes: STANDING_WEEKDAY_CUTOFF_MINUTES, saturdayMinutes: STANDING_SATURDAY_CUTOFF_MINUTES }],
  saturdaySurcharges: [{ effectiveFrom: ALWAYS, cents: STANDING_SATURDAY_SURCHARGE_CENTS }],
  closedDates: [],
  openDates: [],
  peakDays: [],
});

/** The entry in force on `day`: the one with the latest effective date on or before it. */
export function inForce<T extends { effectiveFrom: CalendarDay }>(entries: readonly T[], day: CalendarDay): T | null {
  let best: T | null = null;
  for (const entry of entries) if (entry.effectiveFrom <= day && (!best || entry.effectiveFrom >= best.effectiveFrom)) best = entry;
  return best;
}

/** The delivery fee for a zone on a delivery date; an overseas country without its own fee pays the overseas default. */
export function zoneFeeCents(book: DeliveryRuleBook, zone: FeeZone, date: CalendarDay): number | null {
  const own = inForce(
    book.fees.filter((rule) => rule.zone === zone),
    date,
  );
  if (own || !zone.startsWith('country:')) return own?.cents ?? null;
  return zoneFeeCents(book, 'overseas', date);
}

/** The Saturday surcharge for a delivery on `date` (0 on other weekdays). */
export function saturdaySurchargeCents(book: DeliveryRuleBook, date: CalendarDay): number {
  if (weekdayOf(date) !== 6) return 0;
  return inForce(book.saturdaySurcharges, date)?.cents ?? 0;
}

/** The peak day on `date`, if one is set. */
export const peakDayOn = (book: DeliveryRuleBook, date: CalendarDay): PeakDay | null => book.peakDays.find((day) => day.date === date) ?? null;

/** The reason shoppers read when Flowerline closed `date`, or null. */
export const closedReason = (book: DeliveryRuleBook, date: CalendarDay): string | null => book.closedDates.find((day) => day.date === date)?.reason ?? null;

/** The date Flowerline opened for deliveries on `date`, if it did. */
export const openDateOn = (book: DeliveryRuleBook, date: CalendarDay): OpenDate | null => book.openDates.find((day) => day.date === date) ?? null;

/**
 * Today's same-day cutoff in minutes after Melbourne midnight: on a date
 * Flowerline opened, its own cutoff or else Saturday's; null on a Sunday
 * not opened (no same-day delivery).
 */
export function sameDayCutoffMinutes(book: DeliveryRuleBook, now: Date): number | null {
  const { day } = melbourneClock(now);
  const weekday = weekdayOf(day);
  const rule = inForce(book.cutoffs, day) ?? DEFAULT_RULE_BOOK.cutoffs[0]!;
  const opened = openDateOn(book, day);
  if (opened) return opened.cutoffMinutes ?? rule.saturdayMinutes;
  if (weekday === 0) return null;
  return weekday === 6 ? rule.saturdayMinutes : rule.weekdayMinutes;
}

/** True at or after today's same-day cutoff under the book. */
export function isPastCutoffUnder(book: DeliveryRuleBook, now: Date): boolean {
  const cutoff = sameDayCutoffMinutes(book, now);
  return cutoff === null || melbourneClock(now).minutes >= cutoff;
}

/** "2pm", "10:30am": a cutoff as shoppers read it. */
export function cutoffText(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}
