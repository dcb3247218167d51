import { melbourneClock } from '../../lib/domain/melbourne-clock';

/** Customer service answers live chat Monday to Friday, 9am to 5pm, Melbourne time. */
export const CHAT_HOURS_TEXT = 'Monday to Friday, 9am to 5pm AEST';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export function isChatOnline(now: Date): boolean {
  const { weekday, minutes } = melbourneClock(now);
  return WEEKDAYS.includes(weekday) && minutes >= 9 * 60 && minutes < 17 * 60;
}
