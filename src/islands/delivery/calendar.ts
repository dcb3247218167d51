import { addDays, endOfMonth, endOfWeek, format, parse, startOfMonth, startOfWeek } from 'date-fns';
import { addDays as addCalendarDays, addMonths as addCalendarMonths, formatDisplayDate, parseDisplayDate } from '../../lib/domain/calendar-day';

/** Calendar days are yyyy-MM-dd strings (see CalendarDay); they compare as text. */
export type Day = string;

const ISO = 'yyyy-MM-dd';
export const toDate = (day: Day) => parse(day, ISO, new Date(2000, 0, 1));
export const toDay = (date: Date): Day => format(date, ISO);
export const shiftDays: (day: Day, days: number) => Day = addCalendarDays;
export const shiftMonths: (day: Day, months: number) => Day = addCalendarMonths;

/** dd/MM/yyyy, the display format of every delivery date. */
export const displayDay = formatDisplayDate;
export const longDay = (day: Day) => format(toDate(day), 'EEEE d MMMM yyyy');
export const monthLabel = (day: Day) => format(toDate(day), 'MMMM yyyy');

/** Reads a typed dd/MM/yyyy (d/M/yyyy accepted); null when it is not a real date. */
export const parseDisplayDay = (text: string): Day | null => parseDisplayDate(text);

/** The weeks (Monday first) shown for the month holding `day`. */
export function monthWeeks(day: Day): Day[][] {
  const first = startOfWeek(startOfMonth(toDate(day)), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(toDate(day)), { weekStartsOn: 1 });
  const weeks: Day[][] = [];
  for (let cursor = first; cursor <= last; cursor = addDays(cursor, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => toDay(addDays(cursor, i))));
  }
  return weeks;
}

export const sameMonth = (a: Day, b: Day) => a.slice(0, 7) === b.slice(0, 7);

/** Where a key press moves the focused day in the grid (null: not a moving key). */
export function moveFocus(day: Day, key: string): Day | null {
  const date = toDate(day);
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(day, -1);
    case 'ArrowRight':
      return shiftDays(day, 1);
    case 'ArrowUp':
      return shiftDays(day, -7);
    case 'ArrowDown':
      return shiftDays(day, 7);
    case 'PageUp':
      return shiftMonths(day, -1);
    case 'PageDown':
      return shiftMonths(day, 1);
    case 'Home':
      return toDay(startOfWeek(date, { weekStartsOn: 1 }));
    case 'End':
      return toDay(endOfWeek(date, { weekStartsOn: 1 }));
    default:
      return null;
  }
}
