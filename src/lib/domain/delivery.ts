import { addDays, addMonths, formatDisplayDate, weekdayOf, type CalendarDay } from './calendar-day';
import { AUSTRALIAN_STATES, type AustralianState } from './constants';
import { melbourneToday } from './delivery-storage';
import { melbourneClock } from './melbourne-clock';
import { publicHolidayName } from './holidays';
import {
  closedReason,
  cutoffText,
  DEFAULT_RULE_BOOK,
  inForce,
  isPastCutoffUnder,
  openDateOn,
  STANDING_SATURDAY_CUTOFF_MINUTES,
  STANDING_WEEKDAY_CUTOFF_MINUTES,
  type DeliveryRuleBook,
} from './delivery-rule-book';

/**
 * Delivery-date rules (spec 000 sections 5 and 9, spec 001 section 5.1).
 * Pure: every answer depends only on its arguments. Dates are calendar days
 * (CalendarDay, read where they enter), decided in Australia/Melbourne.
 *
 * - earliestDeliveryDate(ctx): florist and Flowerline roles today; others
 *   today before the same-day cutoff (14:00 weekdays, 10:00 Saturday),
 *   otherwise tomorrow; luxury hampers and overseas deliveries never today;
 *   then rolled on past Sundays and the suburb state's public holidays
 *   (unless Flowerline opened the date: docs/adr/0782) and Flowerline's
 *   closed dates.
 * - productPickerMinDate(ctx): the product date picker's minimum (same rule,
 *   before skipping closed days).
 * - selectorMinDate(now) / selectorEarliestDate(now, state): the delivery
 *   selector bar starts tomorrow.
 * - latestDeliveryDate(now): three months ahead.
 * - isDeliveryDay(date, state): not a Sunday nor a public holiday there, or
 *   a date Flowerline opened; never a date Flowerline closed.
 * - isSelectableDeliveryDate(date, ctx) and deliveryDateProblem(date, ctx):
 *   whether a date may be chosen, and if not, the message saying why.
 * Calendar days and their dd/MM/yyyy display form are in ./calendar-day.
 */
export type ShopperRole = 'guest' | 'customer' | 'flowerline' | 'florist' | 'floristowner';

/** Roles with no minimum lead time: they may book today at any hour. */
export const NO_LEAD_TIME_ROLES: readonly ShopperRole[] = ['flowerline', 'florist', 'floristowner'];

export const WEEKDAY_CUTOFF_MINUTES = STANDING_WEEKDAY_CUTOFF_MINUTES;
export const SATURDAY_CUTOFF_MINUTES = STANDING_SATURDAY_CUTOFF_MINUTES;
export const MAX_MONTHS_AHEAD = 3;

export const HAMPER_SAME_DAY_MESSAGE = 'This hamper is hand made to order, so it cannot be delivered on the same day.';

export interface DeliveryRuleContext {
  now: Date;
  role?: ShopperRole;
  /** The delivery suburb's state (its public holidays apply); null or absent overseas. */
  state?: AustralianState | null;
  /** false for overseas deliveries. */
  isLocal?: boolean;
  /** Luxury hampers are hand made to order: never same day. */
  isHamper?: boolean;
  /** Flowerline's delivery rules (cutoffs, closed and opened dates); the standing rules when absent (docs/adr/0774). */
  rules?: DeliveryRuleBook;
  /** Sent by a gift partner's courier: the dates Flowerline opens are for its florists only (docs/adr/0782). */
  partner?: boolean;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const todayInMelbourne = (now: Date) => melbourneToday(now);
export const tomorrowInMelbourne = (now: Date) => addDays(melbourneToday(now), 1);

/** Minutes since midnight in Melbourne. */
export const melbourneMinutes = (now: Date) => melbourneClock(now).minutes;

/** True at or after today's same-day cutoff (14:00 weekdays, 10:00 Saturday; Sunday has no same-day delivery). */
export function isPastSameDayCutoff(now: Date, rules: DeliveryRuleBook = DEFAULT_RULE_BOOK): boolean {
  return isPastCutoffUnder(rules, now);
}

export const isAustralianState = (value: string | null | undefined): value is AustralianState => !!value && (AUSTRALIAN_STATES as readonly string[]).includes(value);

/** Whether a date Flowerline opened is open for this delivery: its florists' deliveries in Australia, not a partner's courier nor overseas. */
const opensFor = (ctx: Pick<DeliveryRuleContext, 'isLocal' | 'partner'>) => ctx.isLocal !== false && !ctx.partner;

/**
 * Deliveries run every day but Sunday and the public holidays of the
 * suburb's state, and never on a date Flowerline closed; a date Flowerline
 * opened is a delivery day for its florists whatever its weekday or
 * holiday (`opens`: false for a partner's courier or overseas).
 */
export function isDeliveryDay(date: CalendarDay, state?: AustralianState | null, rules: DeliveryRuleBook = DEFAULT_RULE_BOOK, opens = true): boolean {
  if (closedReason(rules, date)) return false;
  if (opens && openDateOn(rules, date)) return true;
  if (weekdayOf(date) === 0) return false;
  return !(state && publicHolidayName(date, state));
}

/** The first delivery day on or after `date` (looks at most 14 days on). */
export function nextDeliveryDay(date: CalendarDay, state?: AustralianState | null, rules?: DeliveryRuleBook, opens = true): CalendarDay {
  let day = date;
  for (let i = 0; i < 14 && !isDeliveryDay(day, state, rules, opens); i++) day = addDays(day, 1);
  return day;
}

export const hasNoLeadTime = (role: ShopperRole = 'guest') => NO_LEAD_TIME_ROLES.includes(role);

/**
 * The product date picker's minimum: today for florist and Flowerline roles;
 * otherwise tomorrow when not local, for hampers, or when local time is at or
 * after the cutoff; today before it.
 */
export function productPickerMinDate(ctx: DeliveryRuleContext): CalendarDay {
  const today = todayInMelbourne(ctx.now);
  if (ctx.isHamper) return addDays(today, 1);
  if (hasNoLeadTime(ctx.role)) return today;
  if (ctx.isLocal === false || isPastSameDayCutoff(ctx.now, ctx.rules)) return addDays(today, 1);
  return today;
}

/** The earliest date a delivery can be booked for, after skipping Sundays and public holidays. */
export function earliestDeliveryDate(ctx: DeliveryRuleContext): CalendarDay {
  return nextDeliveryDay(productPickerMinDate(ctx), ctx.state, ctx.rules, opensFor(ctx));
}

/** The delivery selector bar's minimum: tomorrow. */
export const selectorMinDate = (now: Date) => tomorrowInMelbourne(now);
/** The selector bar's first selectable day: tomorrow, or the next delivery day after it. */
export const selectorEarliestDate = (now: Date, state?: AustralianState | null) => nextDeliveryDay(tomorrowInMelbourne(now), state);

/** The latest delivery date: three months ahead of today. */
export const latestDeliveryDate = (now: Date) => addMonths(todayInMelbourne(now), MAX_MONTHS_AHEAD);

export type DeliveryDateProblemCode = 'past' | 'hamper-same-day' | 'too-soon' | 'too-late' | 'sunday' | 'public-holiday' | 'closed';
export interface DeliveryDateProblem {
  code: DeliveryDateProblemCode;
  message: string;
}

/** The cutoffs in force today, as shoppers read them ("Same-day delivery closes at 2pm on weekdays and 10am on Saturdays."); on a date Flowerline opened, that day's. */
function sameDayCutoffSentence(now: Date, rules: DeliveryRuleBook = DEFAULT_RULE_BOOK): string {
  const today = todayInMelbourne(now);
  const rule = inForce(rules.cutoffs, today);
  const weekday = rule?.weekdayMinutes ?? WEEKDAY_CUTOFF_MINUTES;
  const saturday = rule?.saturdayMinutes ?? SATURDAY_CUTOFF_MINUTES;
  const opened = openDateOn(rules, today);
  if (opened) return `Same-day delivery today (${opened.reason}) closes at ${cutoffText(opened.cutoffMinutes ?? saturday)}.`;
  return `Same-day delivery closes at ${cutoffText(weekday)} on weekdays and ${cutoffText(saturday)} on Saturdays.`;
}

/** Why `date` cannot be chosen in this context, or null when it can. */
export function deliveryDateProblem(date: CalendarDay, ctx: DeliveryRuleContext): DeliveryDateProblem | null {
  const today = todayInMelbourne(ctx.now);
  if (date < today) return { code: 'past', message: 'This delivery date has passed. Please choose another date.' };
  if (ctx.isHamper && date === today) return { code: 'hamper-same-day', message: HAMPER_SAME_DAY_MESSAGE };
  const earliest = earliestDeliveryDate(ctx);
  if (date < productPickerMinDate(ctx)) {
    return {
      code: 'too-soon',
      message: `${sameDayCutoffSentence(ctx.now, ctx.rules)} The earliest delivery date is ${formatDisplayDate(earliest)}.`,
    };
  }
  const latest = latestDeliveryDate(ctx.now);
  if (date > latest) return { code: 'too-late', message: `Deliveries can be booked up to three months ahead, until ${formatDisplayDate(latest)}.` };
  const book = ctx.rules ?? DEFAULT_RULE_BOOK;
  const closed = closedReason(book, date);
  if (closed) return { code: 'closed', message: `${formatDisplayDate(date)}: ${closed}. Please choose another date.` };
  if (opensFor(ctx) && openDateOn(book, date)) return null;
  if (weekdayOf(date) === 0) return { code: 'sunday', message: 'We do not deliver on Sundays. Please choose another date.' };
  const holiday = ctx.state ? publicHolidayName(date, ctx.state) : null;
  if (holiday) {
    return { code: 'public-holiday', message: `${formatDisplayDate(date)} is a public holiday (${holiday}) in ${ctx.state}. Please choose another date.` };
  }
  return null;
}

export const isSelectableDeliveryDate = (date: CalendarDay, ctx: DeliveryRuleContext) => deliveryDateProblem(date, ctx) === null;

/** Whether the selector bar may offer `date`: tomorrow to three months ahead, delivery days only. */
export function isSelectableSelectorDate(date: CalendarDay, now: Date, state?: AustralianState | null, rules?: DeliveryRuleBook): boolean {
  return date >= selectorMinDate(now) && date <= latestDeliveryDate(now) && isDeliveryDay(date, state, rules);
}
