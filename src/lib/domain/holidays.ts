import Holidays from 'date-holidays';
import type { AustralianState } from './constants';

const byStateYear = new Map<string, Map<string, string>>();

/** Public holidays (type public, substitutes included) of a state in a year: yyyy-MM-dd to name. */
export function publicHolidays(state: AustralianState, year: number): Map<string, string> {
  const cacheKey = `${state}:${year}`;
  let days = byStateYear.get(cacheKey);
  if (!days) {
    days = new Map();
    for (const holiday of new Holidays('AU', state).getHolidays(year)) {
      if (holiday.type === 'public') days.set(holiday.date.slice(0, 10), holiday.name);
    }
    byStateYear.set(cacheKey, days);
  }
  return days;
}

/** The name of the public holiday on `date` (yyyy-MM-dd) in `state`, or null. */
export function publicHolidayName(date: string, state: AustralianState): string | null {
  return publicHolidays(state, Number(date.slice(0, 4))).get(date) ?? null;
}

export const isPublicHoliday = (date: string, state: AustralianState) => publicHolidayName(date, state) !== null;
