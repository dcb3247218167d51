import { formatInTimeZone } from 'date-fns-tz';
import { TIMEZONE } from './constants';

/** A scheduled time in Melbourne, as the back office says it: "Fri 1 May 2026, 9:00 am". */
export const melbourneMoment = (at: Date | string) => formatInTimeZone(new Date(at), TIMEZONE, 'EEE d MMM yyyy, h:mm aaa');

/** A scheduled going on or off sale in the shop's words: "On sale from Fri 1 May 2026, 9:00 am" (docs/adr/0762). */
export const scheduleWords = (action: 'onSale' | 'offSale', at: Date | string) => `${action === 'onSale' ? 'On sale' : 'Off sale'} from ${melbourneMoment(at)}`;
