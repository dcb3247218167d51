import { format } from 'date-fns';
import { formatDisplayDate, localDateOf, type CalendarDay } from './calendar-day';
import { TIMEZONE } from './constants';
import { formatExpiry } from './order-status';

/**
 * The locales dates are shown in (spec 001: en-AU and en-US). Pages are
 * rendered in en-AU; in the browser, a reader whose languages put en-US
 * before en-AU reads dates the American way (docs/adr/0750). Dates are
 * always the Melbourne day or time; prices stay as the server formats them.
 */
export const DISPLAY_LOCALES = ['en-AU', 'en-US'] as const;
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number];
export const DEFAULT_LOCALE: DisplayLocale = 'en-AU';

/** The first of the reader's languages (navigator.languages) that is a supported locale; en-AU when none is. */
export function preferredLocale(languages: readonly string[]): DisplayLocale {
  for (const language of languages) {
    const known = DISPLAY_LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (known) return known;
  }
  return DEFAULT_LOCALE;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function intl(locale: DisplayLocale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return formatter;
}

/** en-US dates name the month ("Dec 1, 2025"), so that they never read two ways beside the dd/MM/yyyy date field. */
const US_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const AU_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A calendar day such as a delivery date: "01/12/2025" (en-AU) or "Dec 1, 2025" (en-US). */
export function formatDay(day: CalendarDay, locale: DisplayLocale): string {
  return locale === 'en-AU' ? formatDisplayDate(day) : intl(locale, 'UTC', US_DATE).format(new Date(`${day}T00:00:00Z`));
}

/** The Melbourne day of an instant (an order placed, a customer joined): "01/12/2025" or "Dec 1, 2025". */
export function formatDate(iso: string, locale: DisplayLocale): string {
  return intl(locale, TIMEZONE, locale === 'en-AU' ? AU_DATE : US_DATE).format(new Date(iso));
}

/**
 * The Melbourne day and time of an instant: in en-AU "01/12/2025 2:00PM", or
 * "1 Dec 2025, 2:00 pm" in the `medium` style; in en-US "Dec 1, 2025, 2:00 PM".
 */
export function formatDateTime(iso: string, locale: DisplayLocale, style: 'numeric' | 'medium' = 'numeric'): string {
  if (locale === 'en-AU' && style === 'numeric') return formatExpiry(iso);
  return intl(locale, TIMEZONE, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A day read out in full, as the calendar names its days: "Monday 1 December 2025" or "Monday, December 1, 2025". */
export function formatLongDay(day: CalendarDay, locale: DisplayLocale): string {
  return locale === 'en-AU'
    ? format(localDateOf(day), 'EEEE d MMMM yyyy')
    : intl(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}
