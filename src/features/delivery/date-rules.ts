import type { AustralianState } from '../../lib/domain/constants';
import { addDays, type CalendarDay } from '../../lib/domain/calendar-day';
import { leadTimeFirstDay, productDateProblem, type ProductDeliveryRule } from '../../lib/domain/product-delivery';

/** The days a date field may take. */
export interface DayRules {
  today: CalendarDay;
  min: CalendarDay;
  max: CalendarDay;
  /** Extra days that cannot be chosen (Sundays, public holidays). */
  isUnavailable?: (day: CalendarDay) => boolean;
  /** Why a day cannot be chosen, in words, when a product's own rule says (docs/adr/0762). */
  reasonFor?: (day: CalendarDay) => string | null;
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

/** The delivery selector's days: tomorrow to three months ahead, delivery days of the suburb's state only. */
export function selectorDayRules(rules: DeliveryRules, now: Date, state: string | null | undefined): DayRules {
  const known = rules.isAustralianState(state) ? (state as AustralianState) : null;
  return {
    today: rules.todayInMelbourne(now),
    min: rules.selectorMinDate(now),
    max: rules.latestDeliveryDate(now),
    isUnavailable: (day) => !rules.isSelectableSelectorDate(day, now, known),
  };
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
    reasonFor: (day) => productDateProblem(rule, day, now)?.message ?? null,
  };
}
