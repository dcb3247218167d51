/**
 * A calendar day: the yyyy-MM-dd text of a day in Australia/Melbourne, with
 * no time and no zone. Days compare as text. The brand marks text that has
 * been checked; plain strings are accepted wherever a day is read.
 */
declare const calendarDayBrand: unique symbol;
export type CalendarDay = string & { readonly [calendarDayBrand]: true };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10) as CalendarDay;

/** True for yyyy-MM-dd text naming a day that exists (no 31 April, no 29 February 2025). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = utc(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/** The day written as yyyy-MM-dd, or null when it is not one. */
export const calendarDay = (value: string): CalendarDay | null => (isCalendarDay(value) ? value : null);

/** dd/MM/yyyy, the display form of every delivery date. */
export function formatDisplayDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** Reads a typed dd/MM/yyyy (d/M/yyyy accepted); null when it is not a real day. */
export function parseDisplayDate(text: string): CalendarDay | null {
  const match = DISPLAY_DAY.exec(text);
  if (!match) return null;
  const [, d, m, y] = match;
  return calendarDay(`${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`);
}

export function addDays(day: string, days: number): CalendarDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The same day of the month `months` on, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dayOf(target);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => utc(day).getUTCDay();
