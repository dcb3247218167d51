import { calendarDayOf, type CalendarDay } from './calendar-day';
import { TIMEZONE } from './constants';

const clock = new Intl.DateTimeFormat('en-AU', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export interface MelbourneClock {
  readonly day: CalendarDay;
  readonly weekday: string;
  readonly minutes: number;
}

let last: { time: number; clock: MelbourneClock } | null = null;

/**
 * The wall clock in Melbourne at `now`: the day (yyyy-MM-dd), the weekday
 * ('Mon' … 'Sun') and the minutes since midnight. It uses the browser's own
 * time-zone data, not a date library, because every page reads it on load.
 */
export function melbourneClock(now: Date): MelbourneClock {
  // The answer changes only from one minute to the next (Melbourne's offset from UTC is whole hours), and the
  // delivery rules ask for the same minute many times over (a cart checks each of its lines): the last answer is kept.
  const time = Math.floor(now.getTime() / 60_000);
  if (last?.time === time) return last.clock;
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  const answer = Object.freeze({
    day: calendarDayOf(Number(parts.year), Number(parts.month), Number(parts.day)),
    weekday: parts.weekday ?? '',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  });
  last = { time, clock: answer };
  return answer;
}
