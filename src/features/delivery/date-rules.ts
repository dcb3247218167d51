import type { AustralianState } from '../../lib/domain/constants';
import { addDays, formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import type { DeliveryRuleBook } from '../../lib/domain/delivery-rule-book';
import { leadTimeFirstDay, productDateProblem, type ProductDeliveryRule } from '../../lib/domain/product-delivery';
import { peakDayLabel } from '../../lib/domain/peak-day-words';
import { api } from '../../lib/api/client';

/** The days a date field may take. */
export interface DayRules {
  today: CalendarDay;
  min: CalendarDay;
  max: CalendarDay;
  /** Extra days that cannot be chosen (Sundays, public holidays). */
  isUnavailable?: (day: CalendarDay) => boolean;
  /** Why a day cannot be chosen, in words, when a product's own rule or Flowerline's closed dates say (docs/adr/0762, 0774). */
  reasonFor?: (day: CalendarDay) => string | null;
  /** What a shopper should know of a day that can be chosen: its peak-day surcharge ("Mother's Day, +$10 peak day"). */
  noteFor?: (day: CalendarDay) => string | null;
}

export const isAllowed = (day: CalendarDay, rules: DayRules) => day >= rules.min && day <= rules.max && !rules.isUnavailable?.(day);

/** The day a calendar opens on: the chosen day when it can still be had, else the first day that can (the earliest day when none can). */
export function openingDay(value: CalendarDay | null, rules: DayRules): CalendarDay {
  if (value && isAllowed(value, rules)) return value;
  for (let day = rules.min; day <= rules.max; day = addDays(day, 1)) if (isAllowed(day, rules)) return day;
  return rules.min;
}

type DeliveryRules = typeof import('../../lib/domain/delivery');

let loading: Promise<DeliveryRules> | undefined;

/**
 * The delivery-date rules of src/lib/domain/delivery. They know every public
 * holiday, which is heavy, so islands load them only when a calendar opens
 * or a date must be checked.
 */
export function loadDeliveryRules(): Promise<DeliveryRules> {
  loading ??= import('../../lib/domain/delivery').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

let calendarLoading: Promise<DeliveryRuleBook> | undefined;

/**
 * Flowerline's cutoffs, closed dates and peak days (GET /api/delivery/calendar,
 * docs/adr/0774), loaded with the date rules and kept for the page. Should
 * they not come, the standing rules stand in: the cart checks the date
 * against the shop's own rules whatever the calendar offered.
 */
export function loadCalendarRuleBook(): Promise<DeliveryRuleBook> {
  calendarLoading ??= (async () => {
    const [{ DeliveryCalendarModel }, { ruleBookOfCalendar }, { DEFAULT_RULE_BOOK }] = await Promise.all([
      import('../../lib/api/contracts/delivery'),
      import('../../lib/domain/delivery-calendar'),
      import('../../lib/domain/delivery-rule-book'),
    ]);
    const answer = await api('/delivery/calendar', { schema: DeliveryCalendarModel, retries: 1 });
    if (answer.ok) return ruleBookOfCalendar(answer.data);
    calendarLoading = undefined;
    return DEFAULT_RULE_BOOK;
  })();
  return calendarLoading;
}

/** Starts loading the date rules and Flowerline's calendar (on hover or focus of a calendar button). */
export const prefetchDayRules = () => void Promise.all([loadDeliveryRules(), loadCalendarRuleBook()]).catch(() => undefined);

/** "Mother's Day, +$10 peak day" for a peak day of the book; null on other days. */
export const peakNote = (book: DeliveryRuleBook) => (day: CalendarDay) => {
  const peak = book.peakDays.find((entry) => entry.date === day);
  return peak ? `${peak.name}, ${peakDayLabel(peak)}` : null;
};

/** Flowerline's reason a day is closed ("29/12/2026: Closed for the Christmas break. Please choose another date."), or null. */
const closedNote = (book: DeliveryRuleBook) => (day: CalendarDay) => {
  const closed = book.closedDates.find((entry) => entry.date === day);
  return closed ? `${formatDisplayDate(day)}: ${closed.reason}. Please choose another date.` : null;
};

/** The shop's day rules with Flowerline's closed dates and peak days spoken for. */
export const withBookNotes = (rules: DayRules, book: DeliveryRuleBook): DayRules => ({ ...rules, reasonFor: closedNote(book), noteFor: peakNote(book) });

/** The delivery selector's days: tomorrow to three months ahead, delivery days of the suburb's state only, under Flowerline's rules. */
export function selectorDayRules(rules: DeliveryRules, now: Date, state: string | null | undefined, book?: DeliveryRuleBook): DayRules {
  const known = rules.isAustralianState(state) ? (state as AustralianState) : null;
  const days: DayRules = {
    today: rules.todayInMelbourne(now),
    min: rules.selectorMinDate(now),
    max: rules.latestDeliveryDate(now),
    isUnavailable: (day) => !rules.isSelectableSelectorDate(day, now, known, book),
  };
  return book ? withBookNotes(days, book) : days;
}

/**
 * The shop's day rules narrowed by a product's own (docs/adr/0762): days
 * outside its windows or within its days of notice cannot be chosen, each
 * with the reason the cart would give. No rule: the shop's rules as they are.
 */
export function productDayRules(rule: ProductDeliveryRule | null | undefined, shop: DayRules, now: Date): DayRules {
  if (!rule) return shop;
  const leadFirst = leadTimeFirstDay(rule, now);
  const lastWindowDay = rule.windows.reduce<CalendarDay | null>((last, window) => (!last || window.last > last ? window.last : last), null);
  const min = leadFirst > shop.min ? leadFirst : shop.min;
  const max = lastWindowDay && lastWindowDay < shop.max && lastWindowDay >= min ? lastWindowDay : shop.max;
  return {
    ...shop,
    min,
    max,
    isUnavailable: (day) => !!shop.isUnavailable?.(day) || productDateProblem(rule, day, now) !== null,
    reasonFor: (day) => productDateProblem(rule, day, now)?.message ?? shop.reasonFor?.(day) ?? null,
  };
}
