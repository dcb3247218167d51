import { formatInTimeZone } from 'date-fns-tz';
import { TIMEZONE } from '../../lib/domain/constants';

/** Customer service answers live chat Monday to Friday, 9am to 5pm, Melbourne time. */
export const CHAT_HOURS_TEXT = 'Monday to Friday, 9am to 5pm AEST';

export function isChatOnline(now: Date): boolean {
  const day = Number(formatInTimeZone(now, TIMEZONE, 'i')); // 1 = Monday … 7 = Sunday
  const minutes = Number(formatInTimeZone(now, TIMEZONE, 'H')) * 60 + Number(formatInTimeZone(now, TIMEZONE, 'm'));
  return day <= 5 && minutes >= 9 * 60 && minutes < 17 * 60;
}
