import type { CalendarDay } from './calendar-day';
import { DEFAULT_COUNTRY } from './constants';
import { melbourneClock } from './melbourne-clock';

/** The international page's slug when none is stored. */
export const DEFAULT_INTERNATIONAL_SLUG = 'overseas';

/** What the browser keeps about where and when to deliver. */
export interface StoredDelivery<Location> {
  location: Location | null;
  date: CalendarDay | null;
  /** ISO code of the chosen country, upper case. */
  country: string | null;
}

/** Today in Melbourne as yyyy-MM-dd. */
export const melbourneToday = (now: Date): CalendarDay => melbourneClock(now).day;

/** A saved delivery date stays current until its day has passed in Melbourne. */
export function isStoredDateCurrent(date: CalendarDay, now: Date): boolean {
  return date >= melbourneToday(now);
}

/**
 * The country a listing page sells to, from its slug ('overseas/nz',
 * 'overseas-nz': NZ), or null for any other page. Opening that page makes
 * the country the delivery choice.
 */
export function listingCountry(slug: string): string | null {
  const last = slug.split(/[-/]/).at(-1) ?? '';
  return slug.toLowerCase().startsWith('overseas') && /^[a-z]{2}$/i.test(last) ? last.toUpperCase() : null;
}

/** A stored country is local when it is Australia. */
export function isLocalCountry(country: string | null): boolean {
  return country === null || country.toUpperCase() === DEFAULT_COUNTRY;
}

/** True when `path` is the international page or one of its sub-pages. */
export function isInternationalPath(path: string, internationalSlug: string): boolean {
  const slug = internationalSlug.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!slug) return false;
  const clean = path.toLowerCase().replace(/\/+$/, '');
  return clean === `/${slug}` || clean.startsWith(`/${slug}/`);
}

/**
 * The delivery details still valid on `path` at `now`:
 * - a saved date that is no longer current expires, and the location saved with it;
 * - the local location is cleared on the international page;
 * - the local location is cleared when a non-local country is stored.
 */
export function currentStoredDelivery<Location>(stored: StoredDelivery<Location>, context: { now: Date; path: string; internationalSlug: string }): StoredDelivery<Location> {
  let { location, date } = stored;
  if (date !== null && !isStoredDateCurrent(date, context.now)) {
    location = null;
    date = null;
  }
  if (isInternationalPath(context.path, context.internationalSlug) || !isLocalCountry(stored.country)) location = null;
  return { location, date, country: stored.country };
}

/** The delivery bar shows until a location or a country is stored. */
export function needsDeliveryChoice(stored: Pick<StoredDelivery<unknown>, 'location' | 'country'>): boolean {
  return stored.location === null && stored.country === null;
}
