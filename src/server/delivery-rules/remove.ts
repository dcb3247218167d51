import { and, eq } from 'drizzle-orm';
import { changeCached } from '../cache-invalidation';
import type { Db } from '../db/client';
import type { AuthUser } from '../auth/session';
import { notFound, Problem } from '../http/problem';
import { deliveryClosedDates, deliveryCutoffRules, deliveryFeeRules, deliveryOpenDates, deliveryPeakDays } from '../db/schema/index';
import { readRuleBook } from '../delivery/rule-book';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { formatDisplayDate, type CalendarDay } from '../../lib/domain/calendar-day';
import { melbourneClock } from '../../lib/domain/melbourne-clock';
import { countryNameOf, historyWords, record } from './service';
import { STANDING_FROM } from './view';
import { lockRules, refuseUnopening } from './dates';

/**
 * Removing an entry of Flowerline's delivery rules (docs/adr/0779): only one
 * that has not started, so the history keeps every fee and cutoff shoppers
 * ordered under. A fee or cutoffs taking effect after today (Melbourne) may
 * go; a closed date, opened date or peak day of today or later (an opened
 * date not while a peak day needs it). An entry already in force stays, and
 * a new entry from a later date replaces it; the standing rules from 1970
 * are never removed. Each removal is recorded (after: "—") and announced in
 * its transaction, as the other writes are.
 */

const inForce = (field: string, detail: string) => new Problem(PROBLEM_TYPES.deliveryRuleInForce, 409, 'Conflict', detail, { [field]: detail });
const today = (now: Date) => melbourneClock(now).day;

interface EntryWords {
  /** "This delivery fee", "These same-day cutoffs". */
  the: string;
  /** "it", "them". */
  it: string;
  /** "a new delivery fee", "new same-day cutoffs". */
  aNew: string;
  /** For a missing one: "There is no delivery fee". */
  none: string;
  /** For the standing rules from 1970: "is the shop's standing fee". */
  standing: string;
}
const FEE: EntryWords = { the: 'This delivery fee', it: 'it', aNew: 'a new delivery fee', none: 'There is no delivery fee of that zone', standing: "is the shop's standing fee" };
const SURCHARGE: EntryWords = { the: 'This Saturday surcharge', it: 'it', aNew: 'a new Saturday surcharge', none: 'There is no Saturday surcharge', standing: "is the shop's standing surcharge" };
const CUTOFFS: EntryWords = { the: 'These same-day cutoffs', it: 'them', aNew: 'new same-day cutoffs', none: 'There are no same-day cutoffs', standing: "are the shop's standing cutoffs" };

/** Refuses an entry taking effect today or earlier: in force, or replaced by a later one (a missing one is unknown). */
function refuseStarted(from: CalendarDay, now: Date, exists: boolean, words: EntryWords) {
  if (from > today(now)) return;
  if (!exists) throw notFound(`${words.none} from ${formatDisplayDate(from)}.`);
  const since = from === STANDING_FROM ? words.standing : `took effect on ${formatDisplayDate(from)}`;
  throw inForce('effectiveFrom', `${words.the} ${since} and cannot be removed. To change ${words.it}, add ${words.aNew} from a later date instead.`);
}

export async function removeFeeRule(db: Db, key: { zone: string; effectiveFrom: CalendarDay }, user: AuthUser, now: Date) {
  const words = key.zone === 'saturday' ? SURCHARGE : FEE;
  const countryName = await countryNameOf(db, key.zone);
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const match = and(eq(deliveryFeeRules.zone, key.zone), eq(deliveryFeeRules.effectiveFrom, key.effectiveFrom));
    if (key.effectiveFrom <= today(now)) {
      const standing = key.effectiveFrom === STANDING_FROM && ['courier', 'overseas', 'saturday'].includes(key.zone);
      refuseStarted(key.effectiveFrom, now, standing || (await tx.select().from(deliveryFeeRules).where(match)).length > 0, words);
    }
    const [removed] = await tx.delete(deliveryFeeRules).where(match).returning();
    if (!removed) throw notFound(`${words.none} from ${formatDisplayDate(key.effectiveFrom)}.`);
    await record(tx, user, now, historyWords.fee(key.zone, countryName, key.effectiveFrom), historyWords.money(removed.cents), null);
  });
}

export async function removeCutoffRule(db: Db, key: { effectiveFrom: CalendarDay }, user: AuthUser, now: Date) {
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const match = eq(deliveryCutoffRules.effectiveFrom, key.effectiveFrom);
    if (key.effectiveFrom <= today(now)) {
      refuseStarted(key.effectiveFrom, now, key.effectiveFrom === STANDING_FROM || (await tx.select().from(deliveryCutoffRules).where(match)).length > 0, CUTOFFS);
    }
    const [removed] = await tx.delete(deliveryCutoffRules).where(match).returning();
    if (!removed) throw notFound(`${CUTOFFS.none} from ${formatDisplayDate(key.effectiveFrom)}.`);
    await record(tx, user, now, historyWords.cutoff(key.effectiveFrom), historyWords.cutoffTimes(removed.weekdayMinutes, removed.saturdayMinutes), null);
  });
}

/** Refuses a closed date or peak day before today: it has passed and stays as it was. */
function refusePassed(date: CalendarDay, now: Date, exists: boolean, what: string) {
  if (date >= today(now)) return;
  if (!exists) throw notFound(`There is no ${what} on ${formatDisplayDate(date)}.`);
  throw inForce('date', `The ${what} on ${formatDisplayDate(date)} has passed and cannot be removed; it stays as it was. Add a new ${what} on a later date instead.`);
}

export async function removeClosedDate(db: Db, key: { date: CalendarDay }, user: AuthUser, now: Date) {
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const match = eq(deliveryClosedDates.date, key.date);
    if (key.date < today(now)) refusePassed(key.date, now, (await tx.select().from(deliveryClosedDates).where(match)).length > 0, 'closed date');
    const [removed] = await tx.delete(deliveryClosedDates).where(match).returning();
    if (!removed) throw notFound(`${formatDisplayDate(key.date)} is not a closed date.`);
    await record(tx, user, now, historyWords.closed(key.date), removed.reason, null);
  });
}

export async function removePeakDay(db: Db, key: { date: CalendarDay }, user: AuthUser, now: Date) {
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const match = eq(deliveryPeakDays.date, key.date);
    if (key.date < today(now)) refusePassed(key.date, now, (await tx.select().from(deliveryPeakDays).where(match)).length > 0, 'peak day');
    const [removed] = await tx.delete(deliveryPeakDays).where(match).returning();
    if (!removed) throw notFound(`${formatDisplayDate(key.date)} is not a peak day.`);
    await record(tx, user, now, historyWords.peak(key.date), historyWords.peakSurcharge(removed.name, removed.cents), null);
  });
}

export async function removeOpenDate(db: Db, key: { date: CalendarDay }, user: AuthUser, now: Date) {
  await changeCached(db, async (tx) => {
    await lockRules(tx);
    const match = eq(deliveryOpenDates.date, key.date);
    if (key.date < today(now)) refusePassed(key.date, now, (await tx.select().from(deliveryOpenDates).where(match)).length > 0, 'open date');
    refuseUnopening(await readRuleBook(tx), key.date);
    const [removed] = await tx.delete(deliveryOpenDates).where(match).returning();
    if (!removed) throw notFound(`${formatDisplayDate(key.date)} is not an open date.`);
    await record(tx, user, now, historyWords.open(key.date), historyWords.openDay(removed.reason, removed.cutoffMinutes), null);
  });
}
