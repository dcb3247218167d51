import type { CalendarDay } from './calendar-day';
import type { AustralianState } from './constants';
import { HOLIDAY_YEARS, PUBLIC_HOLIDAYS } from './holiday-table';

export { HOLIDAY_YEARS };

/**
 * Public holidays of a state in a year: yyyy-MM-dd to name. The table is
 * generated from the date-holidays library (scripts/generate-holidays.ts)
 * so that the browser never loads that library.
 */
export function publicHolidays(state: AustralianState, year: number): Map<string, string> {
  if (year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last) {
    throw new RangeError(`No public-holiday table for ${year}: run npm run holidays to extend it.`);
  }
  const prefix = `${year}-`;
  return new Map(Object.entries(PUBLIC_HOLIDAYS[state]).filter(([date]) => date.startsWith(prefix)));
}

/** The name of the public holiday on `date` (yyyy-MM-dd) in `state`, or null. */
export function publicHolidayName(date: CalendarDay, state: AustralianState): string | null {
  const year = Number(date.slice(0, 4));
  if (year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last) publicHolidays(state, year);
  return PUBLIC_HOLIDAYS[state][date] ?? null;
}

export const isPublicHoliday = (date: CalendarDay, state: AustralianState) => publicHolidayName(date, state) !== null;
