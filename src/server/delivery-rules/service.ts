import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthUser } from '../auth/session';
import { personName } from '../accounts/users';
import { dropCachesHere, invalidateCaches } from '../cache-invalidation';
import { fieldProblem } from '../http/problem';
import { countries, deliveryClosedDates, deliveryCutoffRules, deliveryFeeRules, deliveryPeakDays, deliveryRuleChanges } from '../db/schema/index';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { cutoffText } from '../../lib/domain/delivery-rule-book';
import { formatPrice } from '../../lib/domain/money';
import type { ClosedDateNewModel, CutoffRuleNewModel, FeeRuleNewModel, PeakDayNewModel } from '../../lib/api/contracts/delivery-rules';
import { deliveryRuleBook } from '../delivery/rule-book';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Flowerline's edits of the delivery rules (docs/adr/0774): each an upsert
 * recorded in the history (who, when, before and after in shop words) and
 * announced to every process in the same transaction.
 */
async function record(tx: Tx, user: AuthUser, now: Date, rule: string, before: string | null, after: string | null) {
  const actorName = (await personName(tx, user.userId)) ?? 'Flowerline';
  await tx.insert(deliveryRuleChanges).values({ at: now, actorName, rule, before, after });
  await invalidateCaches(tx, 'deliveryRules');
}

const money = (cents: number) => formatPrice(cents);
const zoneWords = (zone: string) =>
  zone === 'metro'
    ? 'Metro delivery fee'
    : zone === 'regional'
      ? 'Regional delivery fee'
      : zone === 'overseas'
        ? 'Overseas delivery fee'
        : zone === 'saturday'
          ? 'Saturday surcharge'
          : `Delivery fee to ${zone.slice(8)}`;

export async function setFeeRule(db: Db, input: z.output<typeof FeeRuleNewModel>, user: AuthUser, now: Date) {
  if (input.zone.startsWith('country:')) {
    const [country] = await db
      .select()
      .from(countries)
      .where(eq(countries.isoCode, input.zone.slice(8)))
      .limit(1);
    if (!country) throw fieldProblem('zone', 'We do not deliver to that country');
  }
  await db.transaction(async (tx) => {
    const existing = (await tx.select().from(deliveryFeeRules).where(eq(deliveryFeeRules.zone, input.zone))).find((row) => row.effectiveFrom === input.effectiveFrom) ?? null;
    await tx
      .insert(deliveryFeeRules)
      .values({ zone: input.zone, effectiveFrom: input.effectiveFrom, cents: input.fee })
      .onConflictDoUpdate({ target: [deliveryFeeRules.zone, deliveryFeeRules.effectiveFrom], set: { cents: input.fee } });
    const from = `from ${formatDisplayDate(input.effectiveFrom)}`;
    await record(tx, user, now, `${zoneWords(input.zone)} ${from}`, existing ? money(existing.cents) : null, money(input.fee));
  });
}

export async function setCutoffRule(db: Db, input: z.output<typeof CutoffRuleNewModel>, user: AuthUser, now: Date) {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(deliveryCutoffRules).where(eq(deliveryCutoffRules.effectiveFrom, input.effectiveFrom));
    await tx
      .insert(deliveryCutoffRules)
      .values({ effectiveFrom: input.effectiveFrom, weekdayMinutes: input.weekday, saturdayMinutes: input.saturday })
      .onConflictDoUpdate({ target: deliveryCutoffRules.effectiveFrom, set: { weekdayMinutes: input.weekday, saturdayMinutes: input.saturday } });
    const words = (weekday: number, saturday: number) => `${cutoffText(weekday)} weekdays, ${cutoffText(saturday)} Saturday`;
    await record(
      tx,
      user,
      now,
      `Same-day cutoffs from ${formatDisplayDate(input.effectiveFrom)}`,
      existing ? words(existing.weekdayMinutes, existing.saturdayMinutes) : null,
      words(input.weekday, input.saturday),
    );
  });
}

export async function setClosedDate(db: Db, input: z.output<typeof ClosedDateNewModel>, user: AuthUser, now: Date) {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(deliveryClosedDates).where(eq(deliveryClosedDates.date, input.date));
    await tx
      .insert(deliveryClosedDates)
      .values(input)
      .onConflictDoUpdate({ target: deliveryClosedDates.date, set: { reason: input.reason } });
    await record(tx, user, now, `Closed on ${formatDisplayDate(input.date)}`, existing?.reason ?? null, input.reason);
  });
}

export async function setPeakDay(db: Db, input: z.output<typeof PeakDayNewModel>, user: AuthUser, now: Date) {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(deliveryPeakDays).where(eq(deliveryPeakDays.date, input.date));
    await tx
      .insert(deliveryPeakDays)
      .values({ date: input.date, name: input.name, cents: input.surcharge })
      .onConflictDoUpdate({ target: deliveryPeakDays.date, set: { name: input.name, cents: input.surcharge } });
    const words = (name: string, cents: number) => `${name}: +${money(cents)}`;
    await record(tx, user, now, `Peak day ${formatDisplayDate(input.date)}`, existing ? words(existing.name, existing.cents) : null, words(input.name, input.surcharge));
  });
}

/** The rules as the Delivery screen shows them, with the history newest first (`fresh`: after this process wrote them). */
export async function deliveryRulesView(db: Db, fresh = false) {
  if (fresh) dropCachesHere(db, 'deliveryRules');
  const book = await deliveryRuleBook(db);
  const changes = await db.select().from(deliveryRuleChanges).orderBy(desc(deliveryRuleChanges.at)).limit(200);
  const day = (date: CalendarDay) => formatDisplayDate(date);
  return {
    fees: book.fees.map((rule) => ({ zone: rule.zone, effectiveFrom: rule.effectiveFrom, cents: rule.cents })),
    saturdaySurcharges: book.saturdaySurcharges,
    cutoffs: book.cutoffs.map((rule) => ({ ...rule, weekday: cutoffText(rule.weekdayMinutes), saturday: cutoffText(rule.saturdayMinutes) })),
    closedDates: book.closedDates.map((closed) => ({ ...closed, display: day(closed.date) })),
    peakDays: book.peakDays.map((peak) => ({ ...peak, display: day(peak.date) })),
    changes: changes.map((change) => ({ at: change.at.toISOString(), by: change.actorName, rule: change.rule, before: change.before ?? '—', after: change.after ?? '—' })),
  };
}
