import type { CalendarDay } from '../lib/domain/calendar-day';
import { formatDate, formatDateTime, formatDay } from '../lib/domain/display-locale';
import { useDisplayLocale } from '../stores/locale';

/** A calendar day (a delivery date) in the reader's locale. */
export function DayText({ day }: { day: CalendarDay }) {
  return <>{formatDay(day, useDisplayLocale())}</>;
}

/** The Melbourne day of an instant in the reader's locale. */
export function DateText({ iso }: { iso: string }) {
  return <>{formatDate(iso, useDisplayLocale())}</>;
}

/** The Melbourne day and time of an instant in the reader's locale. */
export function DateTimeText({ iso, style }: { iso: string; style?: 'numeric' | 'medium' }) {
  return <>{formatDateTime(iso, useDisplayLocale(), style)}</>;
}
