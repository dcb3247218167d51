import { z } from 'zod';
import { TOAST_SOUNDS, type ToastSound } from './constants';
import { WEEKDAY_NAMES } from './delivery';

/** Store delivery days (trading hours) and alert sounds of the account forms: times are four-digit 24-hour strings (spec 001 section 3). */
export const DEFAULT_OPEN_TIME = '0000';
export const DEFAULT_CLOSE_TIME = '0000';
export const WORKING_HOURS = { open: '0900', close: '1700' } as const;
export const TIME_MESSAGE = 'Use a four-digit 24-hour time, e.g. 0900';
const FOUR_DIGIT_TIME = /^([01]\d|2[0-3])[0-5]\d$/;

export const isClosedDay = (entry: { OpenTime: string; CloseTime: string }) => entry.OpenTime === '0000' && entry.CloseTime === '0000';

/** A new store's week until someone sets its hours: Monday to Saturday, 8 am to 5 pm, closed on Sunday (Sunday first, as the forms show a week). */
export const NEW_STORE_HOURS = WEEKDAY_NAMES.map((Day) => (Day === 'Sunday' ? { Day, OpenTime: '0000', CloseTime: '0000' } : { Day, OpenTime: '0800', CloseTime: '1700' }));

/** A day's hours as people read them: "08:00 – 17:00", or "Closed". */
export const tradingDayWords = (entry: { OpenTime: string; CloseTime: string }) =>
  isClosedDay(entry) ? 'Closed' : `${entry.OpenTime.slice(0, 2)}:${entry.OpenTime.slice(2)} – ${entry.CloseTime.slice(0, 2)}:${entry.CloseTime.slice(2)}`;

/** A four-digit 24-hour time such as 0900. */
export const fourDigitTime = () => z.string({ error: TIME_MESSAGE }).regex(FOUR_DIGIT_TIME, { error: TIME_MESSAGE });

/** A trading day closes after it opens, unless it is closed all day (0000 to 0000). */
export function closesAfterOpening(entry: { OpenTime: string; CloseTime: string }, ctx: z.RefinementCtx) {
  const comparable = FOUR_DIGIT_TIME.test(entry.OpenTime) && FOUR_DIGIT_TIME.test(entry.CloseTime);
  if (comparable && !isClosedDay(entry) && entry.CloseTime <= entry.OpenTime) ctx.addIssue({ code: 'custom', path: ['CloseTime'], message: 'Close time must be after open time' });
}

export const alertTypeMap = (chosen: ToastSound): Record<ToastSound, boolean> => Object.fromEntries(TOAST_SOUNDS.map((sound) => [sound, sound === chosen])) as Record<ToastSound, boolean>;

export const chosenSound = (map: Partial<Record<ToastSound, boolean>>): ToastSound => TOAST_SOUNDS.find((sound) => map[sound]) ?? 'dog';
