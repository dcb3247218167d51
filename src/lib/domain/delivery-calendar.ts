import type { CalendarDay } from './calendar-day';
import { DEFAULT_RULE_BOOK, inForce, type DeliveryRuleBook } from './delivery-rule-book';

/**
 * The part of Flowerline's delivery rules a date picker needs (docs/adr/0774),
 * sent to browsers by GET /api/delivery/calendar: the same-day cutoffs in
 * force today or later, and closed dates, opened dates (docs/adr/0782) and
 * peak days from today on. Fees
 * stay on the server (the product's sizes and the cart answer them).
 */
export interface CalendarRules {
  cutoffs: { effectiveFrom: string; weekdayMinutes: number; saturdayMinutes: number }[];
  closedDates: { date: string; reason: string }[];
  /** Dates Flowerline opened for its florists' deliveries, with that day's same-day cutoff (null: Saturday's). */
  openDates: { date: string; reason: string; cutoffMinutes: number | null }[];
  peakDays: { date: string; name: string; cents: number }[];
}

/** What of `book` a date picker opened on `today` can use. */
export function calendarRulesOf(book: DeliveryRuleBook, today: CalendarDay): CalendarRules {
  const current = inForce(book.cutoffs, today);
  return {
    cutoffs: book.cutoffs
      .filter((rule) => rule === current || rule.effectiveFrom > today)
      .map(({ effectiveFrom, weekdayMinutes, saturdayMinutes }) => ({ effectiveFrom, weekdayMinutes, saturdayMinutes })),
    closedDates: book.closedDates.filter((closed) => closed.date >= today).map(({ date, reason }) => ({ date, reason })),
    openDates: book.openDates.filter((open) => open.date >= today).map(({ date, reason, cutoffMinutes }) => ({ date, reason, cutoffMinutes })),
    peakDays: book.peakDays.filter((peak) => peak.date >= today).map(({ date, name, cents }) => ({ date, name, cents })),
  };
}

/** The rule book a browser works with: the calendar's rules over the standing fees (which it never charges). */
export function ruleBookOfCalendar(rules: Omit<CalendarRules, 'openDates'> & Partial<Pick<CalendarRules, 'openDates'>>): DeliveryRuleBook {
  const day = (text: string) => text as CalendarDay;
  return {
    ...DEFAULT_RULE_BOOK,
    cutoffs: rules.cutoffs.length ? rules.cutoffs.map((rule) => ({ ...rule, effectiveFrom: day(rule.effectiveFrom) })) : DEFAULT_RULE_BOOK.cutoffs,
    closedDates: rules.closedDates.map((closed) => ({ ...closed, date: day(closed.date) })),
    openDates: (rules.openDates ?? []).map((open) => ({ ...open, date: day(open.date) })),
    peakDays: rules.peakDays.map((peak) => ({ ...peak, date: day(peak.date) })),
  };
}
