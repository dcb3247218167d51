/**
 * A calendar day: the yyyy-MM-dd text of a day in Australia/Melbourne, with
 * no time and no zone. Days compare as text.
 *
 * The brand marks text that has been read as a day. Text becomes a day only
 * here: read once where it enters (the date field, browser storage, the
 * API's contracts, the database's date columns) with `readCalendarDay` or
 * `parseDisplayDate`, or made by the helpers below from a day or a clock.
 * Everything past those edges takes a `CalendarDay` and checks nothing.
 */
declare const calendarDayBrand: unique symbol;
export type CalendarDay = string & { readonly [calendarDayBrand]: true };

/**
 * Why text is not a day the shop takes: not yyyy-MM-dd, a day no calendar
 * has (30 February), or a real day outside the shop's years (0000-01-01,
 * 9999-12-31: no delivery, promotion or rule is dated there, and Postgres
 * refuses some of them).
 */
export type CalendarDayFault = 'format' | 'no-such-day' | 'out-of-range';
export type CalendarDayReading = { ok: true; day: CalendarDay } | { ok: false; fault: CalendarDayFault };

/** The first and last days the shop takes (docs/adr/0780): the standing rules' 1970-01-01 and every real date lie well within. */
export const FIRST_CALENDAR_DAY = '1900-01-01' as CalendarDay;
export const LAST_CALENDAR_DAY = '2999-12-31' as CalendarDay;
/** The range in words, for the messages that refuse a day outside it. */
export const CALENDAR_DAY_RANGE_WORDS = 'between 1900 and 2999';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

const utc = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10) as CalendarDay;

/** yyyy-MM-dd text naming a day that exists, in any year: what a database column may hold (rows written before the range was kept). */
export function readDayOfAnyYear(text: string): CalendarDayReading {
  if (!ISO_DAY.test(text)) return { ok: false, fault: 'format' };
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || dayOf(date) !== text) return { ok: false, fault: 'no-such-day' };
  return { ok: true, day: text as CalendarDay };
}

/** The one check of a day that comes in: yyyy-MM-dd text naming a day that exists (no 31 April, no 29 February 2025), from 1900 to 2999. */
export function readCalendarDay(text: string): CalendarDayReading {
  const reading = readDayOfAnyYear(text);
  if (reading.ok && (reading.day < FIRST_CALENDAR_DAY || reading.day > LAST_CALENDAR_DAY)) return { ok: false, fault: 'out-of-range' };
  return reading;
}

/** The day a value names, or null for anything that is not yyyy-MM-dd text of a real day the shop takes. */
export function parseCalendarDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const reading = readCalendarDay(value);
  return reading.ok ? reading.day : null;
}

/** A day written in the code itself (seed data, fixtures): its text must be one, or this throws. */
export function knownDay(text: string): CalendarDay {
  const reading = readCalendarDay(text);
  if (!reading.ok) throw new RangeError(`${text} is not a yyyy-MM-dd day`);
  return reading.day;
}

/** Reads a typed dd/MM/yyyy (d/M/yyyy accepted); null when it is not a real day. */
export function parseDisplayDate(text: string): CalendarDay | null {
  const match = DISPLAY_DAY.exec(text);
  if (!match) return null;
  const [, d, m, y] = match;
  return parseCalendarDay(`${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`);
}

/** dd/MM/yyyy, the display form of every delivery date. */
export function formatDisplayDate(day: CalendarDay): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The day of a year, month (1-12) and day of the month; values past the month's end roll over, as Date.UTC does. */
export const calendarDayOf = (year: number, month: number, dayOfMonth: number): CalendarDay => dayOf(new Date(Date.UTC(year, month - 1, dayOfMonth)));

/** The day a Date falls on in the runtime's own time zone (the calendar grid lays months out with local Dates). */
export const localCalendarDay = (date: Date): CalendarDay => calendarDayOf(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** Midnight at the start of the day in the runtime's own time zone, for a date library's layout and labels. */
export function localDateOf(day: CalendarDay): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The same day of the month `months` on, or that month's last day when it is shorter. */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dayOf(target);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: CalendarDay) => utc(day).getUTCDay();
