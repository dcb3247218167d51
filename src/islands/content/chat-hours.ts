import { TIMEZONE } from '../../lib/domain/constants';

/** Customer service answers live chat Monday to Friday, 9am to 5pm, Melbourne time. */
export const CHAT_HOURS_TEXT = 'Monday to Friday, 9am to 5pm AEST';

/** The browser's own time-zone data: this runs on pages that load no date library. */
const melbourneClock = new Intl.DateTimeFormat('en-AU', { timeZone: TIMEZONE, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export function isChatOnline(now: Date): boolean {
  const parts = melbourneClock.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return WEEKDAYS.includes(part('weekday')) && minutes >= 9 * 60 && minutes < 17 * 60;
}
