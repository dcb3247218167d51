import { sql } from 'drizzle-orm';
import { Problem } from '../http/problem';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { addMonths, weekdayOf, type CalendarDay } from '../../lib/domain/calendar-day';
import { AUSTRALIAN_STATES } from '../../lib/domain/constants';
import { isDeliveryDay } from '../../lib/domain/delivery';
import { closedReason, openDateOn, type DeliveryRuleBook } from '../../lib/domain/delivery-rule-book';
import { formatLongDay } from '../../lib/domain/display-locale';
import { HOLIDAY_YEARS, publicHolidayName } from '../../lib/domain/holidays';
import { melbourneClock } from '../../lib/domain/melbourne-clock';
import type { Tx } from './service';

/**
 * Which dates Flowerline's delivery rules may be set on (docs/adr/0782):
 * from today in Melbourne (an entry dated earlier would be in force at once
 * and could never be removed) to three years ahead; a peak day only on a
 * date some suburb has deliveries; a date opened only where the standing
 * rules close it and Flowerline has not. Every write of the rules holds one
 * lock, so two changes of the same date (a peak day added while its opened
 * Sunday is removed) are decided one after the other.
 */
export const RULE_YEARS_AHEAD = 3;

const longDay = (date: CalendarDay) => formatLongDay(date, 'en-AU');
const today = (now: Date) => melbourneClock(now).day;

/** Takes the lock every write of the delivery rules holds until it commits. */
export async function lockRules(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery_rules'))`);
}

/** The last date a rule may be set on: three years ahead, and within the public-holiday table the rules are checked against. */
export function lastRuleDate(now: Date): CalendarDay {
  const ahead = addMonths(today(now), RULE_YEARS_AHEAD * 12);
  const tableEnd = `${HOLIDAY_YEARS.last}-12-31` as CalendarDay;
  return ahead < tableEnd ? ahead : tableEnd;
}

/** Refuses a date before today or more than three years ahead, naming the field. */
export function refuseOutOfRange(field: 'effectiveFrom' | 'date', date: CalendarDay, now: Date): void {
  const first = today(now);
  const last = lastRuleDate(now);
  const what = field === 'effectiveFrom' ? 'It takes effect' : 'The date';
  let detail: string | null = null;
  if (date < first) detail = `${what} before today (${longDay(first)}): an entry must start today or later, and one starting today applies at once.`;
  else if (date > last) detail = `${what} too far ahead: choose a date up to ${longDay(last)}.`;
  if (detail) throw new Problem(PROBLEM_TYPES.deliveryRuleDateOutOfRange, 422, 'Unprocessable Content', detail, { [field]: detail });
}

/** The public holiday on `date` in every state (Christmas Day), or null when some state works. */
function nationalHoliday(date: CalendarDay): string | null {
  let name: string | null = null;
  for (const state of AUSTRALIAN_STATES) {
    name = publicHolidayName(date, state);
    if (!name) return null;
  }
  return name;
}

/** Why no suburb has deliveries on `date` under the book, in shop words; null when some suburb does. */
export function noDeliveriesReason(book: DeliveryRuleBook, date: CalendarDay): string | null {
  const closed = closedReason(book, date);
  if (closed) return `${longDay(date)} is closed (${closed}), so no delivery could carry the surcharge. Remove the closed date first.`;
  if (AUSTRALIAN_STATES.some((state) => isDeliveryDay(date, state, book))) return null;
  const holiday = nationalHoliday(date);
  const why = weekdayOf(date) === 0 ? 'is a Sunday, when the shop does not deliver' : `is a public holiday in every state (${holiday ?? 'a public holiday'})`;
  return `${longDay(date)} ${why}, so no delivery could carry the surcharge. Open the date for deliveries first (Open dates).`;
}

const clash = (detail: string) => new Problem(PROBLEM_TYPES.deliveryRuleDateClash, 409, 'Conflict', detail, { date: detail });

/** Refuses opening a date Flowerline closed, or one that is a delivery day in every state already. */
export function refuseOpening(book: DeliveryRuleBook, date: CalendarDay): void {
  const closed = closedReason(book, date);
  if (closed) throw clash(`${longDay(date)} is closed (${closed}). Remove the closed date before opening it.`);
  if (openDateOn(book, date)) return;
  const standingOpen = AUSTRALIAN_STATES.every((state) => isDeliveryDay(date, state, book, false));
  if (standingOpen) throw clash(`${longDay(date)} is a delivery day in every state already: only Sundays and public holidays need opening.`);
}

/** Refuses closing a date Flowerline opened: remove the opening instead. */
export function refuseClosing(book: DeliveryRuleBook, date: CalendarDay): void {
  const opened = openDateOn(book, date);
  if (opened) throw clash(`${longDay(date)} is opened for deliveries (${opened.reason}). Remove the open date instead of closing it.`);
}

/** Refuses removing an opened date that a peak day is on: its surcharge could no longer be charged. */
export function refuseUnopening(book: DeliveryRuleBook, date: CalendarDay): void {
  const peak = book.peakDays.find((day) => day.date === date);
  if (!peak) return;
  const without = { ...book, openDates: book.openDates.filter((day) => day.date !== date) };
  if (noDeliveriesReason(without, date)) throw clash(`${longDay(date)} carries the ${peak.name} surcharge, which needs deliveries on the day. Remove the peak day first.`);
}

/** What the standing rules close on `date`, in shop words: "Sunday", "Anzac Day (every state)", "King's Birthday (QLD, WA)"; empty when nothing. */
export function standingClosureWords(date: CalendarDay): string {
  const parts: string[] = weekdayOf(date) === 0 ? ['Sunday'] : [];
  const year = Number(date.slice(0, 4));
  if (year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last) return parts.join('; ');
  const byName = new Map<string, string[]>();
  for (const state of AUSTRALIAN_STATES) {
    const name = publicHolidayName(date, state);
    if (name) byName.set(name, [...(byName.get(name) ?? []), state]);
  }
  for (const [name, states] of byName) parts.push(`${name} (${states.length === AUSTRALIAN_STATES.length ? 'every state' : states.join(', ')})`);
  return parts.join('; ');
}
