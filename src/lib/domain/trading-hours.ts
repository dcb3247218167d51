import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { addDays, calendarDayOf, weekdayOf, type CalendarDay } from './calendar-day';
import { TIMEZONE } from './constants';
import { WEEKDAY_NAMES } from './delivery';

/** A store's hours on one weekday (spec 001 section 3): Day, OpenTime, CloseTime as HHmm; '0000'/'0000' is closed. */
export interface TradingDay {
  day: string;
  openTime: string;
  closeTime: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
const HHMM = /^(?:[01]\d|2[0-3])[0-5]\d$|^2400$/;

/** The open minutes of a weekday [open, close), or null when closed or the hours are not readable. */
function openMinutes(hours: readonly TradingDay[], weekday: number): [number, number] | null {
  const entry = hours.find((h) => h.day === WEEKDAY_NAMES[weekday]);
  if (!entry || !HHMM.test(entry.openTime) || !HHMM.test(entry.closeTime)) return null;
  const [open, close] = [minutes(entry.openTime), minutes(entry.closeTime)];
  return close > open ? [open, close] : null;
}

/** The store trades on this calendar day (yyyy-MM-dd). */
export const isOpenOn = (hours: readonly TradingDay[], day: CalendarDay) => openMinutes(hours, weekdayOf(day)) !== null;

const at = (day: CalendarDay, minute: number, timeZone: string) => fromZonedTime(`${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`, timeZone);

/**
 * When a store's time to answer an offer runs out: `seconds` of its trading
 * hours from `offeredAt` (an offer made after closing starts counting at the
 * next opening). A store with no trading hours at all counts wall time.
 */
export function responseDeadline(offeredAt: Date, seconds: number, hours: readonly TradingDay[], timeZone = TIMEZONE): Date {
  if (![0, 1, 2, 3, 4, 5, 6].some((weekday) => openMinutes(hours, weekday))) return new Date(offeredAt.getTime() + seconds * 1000);
  let remaining = seconds * 1000;
  let cursor = offeredAt.getTime();
  const [year, month, dayOfMonth] = formatInTimeZone(offeredAt, timeZone, 'yyyy-MM-dd').split('-').map(Number) as [number, number, number];
  let day = calendarDayOf(year, month, dayOfMonth);
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    const open = openMinutes(hours, weekdayOf(day));
    if (!open) continue;
    const start = Math.max(cursor, at(day, open[0], timeZone).getTime());
    const end = at(day, open[1], timeZone).getTime();
    if (start >= end) continue;
    if (remaining <= end - start) return new Date(start + remaining);
    remaining -= end - start;
    cursor = end;
  }
  return new Date(offeredAt.getTime() + seconds * 1000);
}
