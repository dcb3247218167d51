import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dropCachesHere } from '../cache-invalidation';
import { countries, deliveryRuleChanges } from '../db/schema/index';
import { deliveryRuleBook } from '../delivery/rule-book';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { cutoffText, inForce, STANDING_SATURDAY_CUTOFF_MINUTES } from '../../lib/domain/delivery-rule-book';
import { dayStatus, effectiveStatus, zoneWords } from '../../lib/domain/delivery-rule-words';
import { melbourneClock } from '../../lib/domain/melbourne-clock';
import { formatPrice } from '../../lib/domain/money';
import type { DeliveryRules, FeeRuleEntry } from '../../lib/api/contracts/delivery-rules';
import { standingClosureWords } from './dates';

/** The date of the shop's standing rules: in force since always, never removed. */
export const STANDING_FROM = '1970-01-01';
const ZONE_ORDER = ['metro', 'regional', 'courier', 'overseas', 'saturday'];
const zoneRank = (zone: string) => (ZONE_ORDER.includes(zone) ? ZONE_ORDER.indexOf(zone) : ZONE_ORDER.length);

/** Entries with an effective date, the last of each date kept (a row written for a standing date stands in for it). */
function byDate<T extends { effectiveFrom: CalendarDay }>(entries: readonly T[]): T[] {
  return [...new Map(entries.map((entry) => [entry.effectiveFrom, entry])).values()].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/**
 * The rules as the Delivery screen shows them (docs/adr/0774): each entry
 * with its words, whether it is in force on today's Melbourne date, taking
 * effect later or over, and whether it may be removed; the history newest
 * first. `fresh`: after this process wrote them.
 */
export async function deliveryRulesView(db: Db, now: Date, fresh = false): Promise<DeliveryRules> {
  if (fresh) dropCachesHere(db, 'deliveryRules');
  const today = melbourneClock(now).day;
  const [book, changes, countryRows] = await Promise.all([
    deliveryRuleBook(db),
    db.select().from(deliveryRuleChanges).orderBy(desc(deliveryRuleChanges.at)).limit(200),
    db.select({ isoCode: countries.isoCode, name: countries.name }).from(countries),
  ]);
  const countryNames = new Map(countryRows.map((row) => [row.isoCode, row.name]));
  const zones: { zone: string; entries: { effectiveFrom: CalendarDay; cents: number }[] }[] = [];
  for (const zone of new Set(book.fees.map((rule) => rule.zone as string))) zones.push({ zone, entries: byDate(book.fees.filter((rule) => rule.zone === zone)) });
  zones.push({ zone: 'saturday', entries: byDate(book.saturdaySurcharges) });
  const words = (zone: string) => zoneWords(zone, zone.startsWith('country:') ? countryNames.get(zone.slice(8)) : null);
  zones.sort((a, b) => zoneRank(a.zone) - zoneRank(b.zone) || words(a.zone).localeCompare(words(b.zone)));
  const fees = zones.flatMap(({ zone, entries }): FeeRuleEntry[] => {
    const current = inForce(entries, today)?.effectiveFrom ?? null;
    return entries.map((entry) => ({
      zone,
      zoneWords: words(zone),
      effectiveFrom: entry.effectiveFrom,
      cents: entry.cents,
      fee: formatPrice(entry.cents),
      status: effectiveStatus(entry.effectiveFrom, current, today),
      standing: entry.effectiveFrom === STANDING_FROM,
      removable: entry.effectiveFrom > today,
    }));
  });
  const cutoffs = byDate(book.cutoffs);
  const currentCutoff = inForce(cutoffs, today)?.effectiveFrom ?? null;
  const day = (date: CalendarDay) => formatDisplayDate(date);
  const byDay = <T extends { date: CalendarDay }>(entries: readonly T[]) => [...entries].sort((a, b) => a.date.localeCompare(b.date));
  return {
    today,
    fees,
    saturdaySurcharges: book.saturdaySurcharges.map((rule) => ({ effectiveFrom: rule.effectiveFrom, cents: rule.cents })),
    cutoffs: cutoffs.map((rule) => ({
      effectiveFrom: rule.effectiveFrom,
      weekdayMinutes: rule.weekdayMinutes,
      saturdayMinutes: rule.saturdayMinutes,
      weekday: cutoffText(rule.weekdayMinutes),
      saturday: cutoffText(rule.saturdayMinutes),
      status: effectiveStatus(rule.effectiveFrom, currentCutoff, today),
      standing: rule.effectiveFrom === STANDING_FROM,
      removable: rule.effectiveFrom > today,
    })),
    closedDates: byDay(book.closedDates).map((closed) => ({
      date: closed.date,
      reason: closed.reason,
      display: day(closed.date),
      status: dayStatus(closed.date, today),
      removable: closed.date >= today,
    })),
    openDates: byDay(book.openDates).map((open) => ({
      date: open.date,
      reason: open.reason,
      cutoffMinutes: open.cutoffMinutes,
      cutoff: open.cutoffMinutes === null ? `${cutoffText(inForce(cutoffs, open.date)?.saturdayMinutes ?? STANDING_SATURDAY_CUTOFF_MINUTES)}, as on Saturdays` : cutoffText(open.cutoffMinutes),
      closes: standingClosureWords(open.date),
      display: day(open.date),
      status: dayStatus(open.date, today),
      removable: open.date >= today,
    })),
    peakDays: byDay(book.peakDays).map((peak) => ({
      date: peak.date,
      name: peak.name,
      cents: peak.cents,
      surcharge: formatPrice(peak.cents),
      display: day(peak.date),
      status: dayStatus(peak.date, today),
      removable: peak.date >= today,
    })),
    changes: changes.map((change) => ({ at: change.at.toISOString(), by: change.actorName, rule: change.rule, before: change.before ?? '—', after: change.after ?? '—' })),
  };
}
