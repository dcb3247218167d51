import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthUser } from '../auth/session';
import { personName } from '../accounts/users';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import { fieldProblem, Problem } from '../http/problem';
import { countries, deliveryClosedDates, deliveryCutoffRules, deliveryFeeRules, deliveryOpenDates, deliveryPeakDays, deliveryRuleChanges } from '../db/schema/index';
import { readRuleBook } from '../delivery/rule-book';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { melbourneClock } from '../../lib/domain/melbourne-clock';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { zoneWords } from '../../lib/domain/delivery-rule-words';
import { cutoffText } from '../../lib/domain/delivery-rule-book';
import { formatPrice } from '../../lib/domain/money';
import type { ClosedDateNewModel, CutoffRuleNewModel, FeeRuleNewModel, OpenDateNewModel, PeakDayNewModel } from '../../lib/api/contracts/delivery-rules';
import { lockRules, noDeliveriesReason, refuseClosing, refuseOpening, refuseOutOfRange } from './dates';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Flowerline's edits of the delivery rules (docs/adr/0774): each an upsert
 * (or a removal, remove.ts) recorded in the history (who, when, before and
 * after in shop words) and announced to every process in the same
 * transaction. Each is checked against the rules as they stand under the
 * rules' lock (./dates.ts, docs/adr/0782): a date from today on, a peak day
 * on a day with deliveries, an opened date where the standing rules close.
 */
export async function record(tx: Tx, user: AuthUser, now: Date, rule: string, before: string | null, after: string | null) {
  const actorName = (await personName(tx, user.userId)) ?? 'Flowerline';
  await tx.insert(deliveryRuleChanges).values({ at: now, actorName, rule, before, after });
  await invalidateCaches(tx, 'deliveryRules');
}

/** How the history names each rule and its values. */
export const historyWords = {
  fee: (zone: string, countryName: string | null, from: CalendarDay) => `${zoneWords(zone, countryName)} from ${formatDisplayDate(from)}`,
  cutoff: (from: CalendarDay) => `Same-day cutoffs from ${formatDisplayDate(from)}`,
  closed: (date: CalendarDay) => `Closed on ${formatDisplayDate(date)}`,
  peak: (date: CalendarDay) => `Peak day ${formatDisplayDate(date)}`,
  open: (date: CalendarDay) => `Open on ${formatDisplayDate(date)}`,
  openDay: (reason: string, cutoffMinutes: number | null) => `${reason}: same-day cutoff ${cutoffMinutes === null ? "Saturday's" : cutoffText(cutoffMinutes)}`,
  money: (cents: number) => formatPrice(cents),
  cutoffTimes: (weekday: number, saturday: number) => `${cutoffText(weekday)} weekdays, ${cutoffText(saturday)} Saturday`,
  peakSurcharge: (name: string, cents: number) => `${name}: +${formatPrice(cents)}`,
};

/** The name of a fee's country (`country:NZ`), or null for the other zones and a country the shop does not have. */
export async function countryNameOf(db: Db | Tx, zone: string): Promise<string | null> {
  if (!zone.startsWith('country:')) return null;
  const [country] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.isoCode, zone.slice(8)))
    .limit(1);
  return country?.name ?? null;
}

/** Refuses replacing an entry that took effect today: shoppers may have been charged or ordered under it (docs/adr/0779). */
function refuseReplacingInForce(existing: unknown, from: CalendarDay, now: Date, what: string) {
  if (!existing || from > melbourneClock(now).day) return;
  const detail = `${what} from ${formatDisplayDate(from)} is in force and cannot be changed. Add a new entry from a later date instead.`;
  throw new Problem(PROBLEM_TYPES.deliveryRuleInForce, 409, 'Conflict', detail, { effectiveFrom: detail });
}

export async function setFeeRule(db: Db, input: z.output<typeof FeeRuleNewModel>, user: AuthUser, now: Date) {
  const countryName = await countryNameOf(db, input.zone);
  if (input.zone.startsWith('country:') && !countryName) throw fieldProblem('zone', 'We do not deliver to that country');
  refuseOutOfRange('effectiveFrom', input.effectiveFrom, now);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const existing = (await tx.select().from(deliveryFeeRules).where(eq(deliveryFeeRules.zone, input.zone))).find((row) => row.effectiveFrom === input.effectiveFrom) ?? null;
    refuseReplacingInForce(existing, input.effectiveFrom, now, zoneWords(input.zone, countryName));
    await tx
      .insert(deliveryFeeRules)
      .values({ zone: input.zone, effectiveFrom: input.effectiveFrom, cents: input.fee })
      .onConflictDoUpdate({ target: [deliveryFeeRules.zone, deliveryFeeRules.effectiveFrom], set: { cents: input.fee } });
    await record(tx, user, now, historyWords.fee(input.zone, countryName, input.effectiveFrom), existing ? historyWords.money(existing.cents) : null, historyWords.money(input.fee));
  });
}

export async function setCutoffRule(db: Db, input: z.output<typeof CutoffRuleNewModel>, user: AuthUser, now: Date) {
  refuseOutOfRange('effectiveFrom', input.effectiveFrom, now);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const [existing] = await tx.select().from(deliveryCutoffRules).where(eq(deliveryCutoffRules.effectiveFrom, input.effectiveFrom));
    refuseReplacingInForce(existing, input.effectiveFrom, now, 'The same-day cutoffs');
    await tx
      .insert(deliveryCutoffRules)
      .values({ effectiveFrom: input.effectiveFrom, weekdayMinutes: input.weekday, saturdayMinutes: input.saturday })
      .onConflictDoUpdate({ target: deliveryCutoffRules.effectiveFrom, set: { weekdayMinutes: input.weekday, saturdayMinutes: input.saturday } });
    await record(
      tx,
      user,
      now,
      historyWords.cutoff(input.effectiveFrom),
      existing ? historyWords.cutoffTimes(existing.weekdayMinutes, existing.saturdayMinutes) : null,
      historyWords.cutoffTimes(input.weekday, input.saturday),
    );
  });
}

export async function setClosedDate(db: Db, input: z.output<typeof ClosedDateNewModel>, user: AuthUser, now: Date) {
  refuseOutOfRange('date', input.date, now);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    refuseClosing(await readRuleBook(tx), input.date);
    const [existing] = await tx.select().from(deliveryClosedDates).where(eq(deliveryClosedDates.date, input.date));
    await tx
      .insert(deliveryClosedDates)
      .values(input)
      .onConflictDoUpdate({ target: deliveryClosedDates.date, set: { reason: input.reason } });
    await record(tx, user, now, historyWords.closed(input.date), existing?.reason ?? null, input.reason);
  });
}

export async function setPeakDay(db: Db, input: z.output<typeof PeakDayNewModel>, user: AuthUser, now: Date) {
  refuseOutOfRange('date', input.date, now);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const closed = noDeliveriesReason(await readRuleBook(tx), input.date);
    if (closed) throw fieldProblem('date', closed, PROBLEM_TYPES.deliveryRuleNoDeliveries);
    const [existing] = await tx.select().from(deliveryPeakDays).where(eq(deliveryPeakDays.date, input.date));
    await tx
      .insert(deliveryPeakDays)
      .values({ date: input.date, name: input.name, cents: input.surcharge })
      .onConflictDoUpdate({ target: deliveryPeakDays.date, set: { name: input.name, cents: input.surcharge } });
    await record(tx, user, now, historyWords.peak(input.date), existing ? historyWords.peakSurcharge(existing.name, existing.cents) : null, historyWords.peakSurcharge(input.name, input.surcharge));
  });
}

export async function setOpenDate(db: Db, input: z.output<typeof OpenDateNewModel>, user: AuthUser, now: Date) {
  refuseOutOfRange('date', input.date, now);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    refuseOpening(await readRuleBook(tx), input.date);
    const [existing] = await tx.select().from(deliveryOpenDates).where(eq(deliveryOpenDates.date, input.date));
    const values = { date: input.date, reason: input.reason, cutoffMinutes: input.cutoff };
    await tx
      .insert(deliveryOpenDates)
      .values(values)
      .onConflictDoUpdate({ target: deliveryOpenDates.date, set: { reason: values.reason, cutoffMinutes: values.cutoffMinutes } });
    await record(tx, user, now, historyWords.open(input.date), existing ? historyWords.openDay(existing.reason, existing.cutoffMinutes) : null, historyWords.openDay(input.reason, input.cutoff));
  });
}
