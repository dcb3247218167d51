import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { addDays as addCalendarDays, addMonths, localCalendarDay, localDateOf, type CalendarDay } from '../../lib/domain/calendar-day';
import { DEFAULT_LOCALE, formatLongDay, type DisplayLocale } from '../../lib/domain/display-locale';

/**
 * The month grid's days. The grid is laid out and labelled with date-fns on
 * local Dates; days go in and come out as CalendarDays (localDateOf,
 * localCalendarDay), so no Date leaves this module.
 */

/** A day's name for its button: "Monday 1 December 2025", or "Monday, December 1, 2025" in en-US. */
export const longDay = (day: CalendarDay, locale: DisplayLocale = DEFAULT_LOCALE) => formatLongDay(day, locale);
/** The month's heading, "December 2025" (the same in both locales). */
export const monthLabel = (day: CalendarDay) => format(localDateOf(day), 'MMMM yyyy');

/** The weeks (Monday first) shown for the month holding `day`. */
export function monthWeeks(day: CalendarDay): CalendarDay[][] {
  const first = startOfWeek(startOfMonth(localDateOf(day)), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(localDateOf(day)), { weekStartsOn: 1 });
  const weeks: CalendarDay[][] = [];
  for (let cursor = first; cursor <= last; cursor = addDays(cursor, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => localCalendarDay(addDays(cursor, i))));
  }
  return weeks;
}

export const sameMonth = (a: CalendarDay, b: CalendarDay) => a.slice(0, 7) === b.slice(0, 7);

/** The same day a month on or back (or the month's last day), for the grid's month buttons. */
export const shiftMonths = addMonths;

/** Where a key press moves the focused day in the grid (null: not a moving key). */
export function moveFocus(day: CalendarDay, key: string): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addCalendarDays(day, -1);
    case 'ArrowRight':
      return addCalendarDays(day, 1);
    case 'ArrowUp':
      return addCalendarDays(day, -7);
    case 'ArrowDown':
      return addCalendarDays(day, 7);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    case 'Home':
      return localCalendarDay(startOfWeek(localDateOf(day), { weekStartsOn: 1 }));
    case 'End':
      return localCalendarDay(endOfWeek(localDateOf(day), { weekStartsOn: 1 }));
    default:
      return null;
  }
}
