import type { AustralianState } from '../../lib/domain/constants';
import type { CalendarDay } from '../../lib/domain/calendar-day';

/** The days a date field may take. */
export interface DayRules {
  today: CalendarDay;
  min: CalendarDay;
  max: CalendarDay;
  /** Extra days that cannot be chosen (Sundays, public holidays). */
  isUnavailable?: (day: CalendarDay) => boolean;
}

export const isAllowed = (day: CalendarDay, rules: DayRules) => day >= rules.min && day <= rules.max && !rules.isUnavailable?.(day);

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
