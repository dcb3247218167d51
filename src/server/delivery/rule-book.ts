import type { Db } from '../db/client';
import { cachedPerDatabase, listenForInvalidations } from '../cache-invalidation';
import { deliveryClosedDates, deliveryCutoffRules, deliveryFeeRules, deliveryOpenDates, deliveryPeakDays } from '../db/schema/index';
import { DEFAULT_RULE_BOOK, type DeliveryRuleBook, type FeeZone } from '../../lib/domain/delivery-rule-book';

type Reader = Pick<Db, 'select'>;

/** The standing rules with Flowerline's rows on top, read now (in a writer's transaction, its own view of them). */
export async function readRuleBook(db: Reader): Promise<DeliveryRuleBook> {
  const [fees, cutoffs, closed, opened, peaks] = await Promise.all([
    db.select().from(deliveryFeeRules),
    db.select().from(deliveryCutoffRules),
    db.select().from(deliveryClosedDates),
    db.select().from(deliveryOpenDates),
    db.select().from(deliveryPeakDays),
  ]);
  return {
    fees: [...DEFAULT_RULE_BOOK.fees, ...fees.filter((row) => row.zone !== 'saturday').map((row) => ({ zone: row.zone as FeeZone, effectiveFrom: row.effectiveFrom, cents: row.cents }))],
    saturdaySurcharges: [...DEFAULT_RULE_BOOK.saturdaySurcharges, ...fees.filter((row) => row.zone === 'saturday').map((row) => ({ effectiveFrom: row.effectiveFrom, cents: row.cents }))],
    cutoffs: [...DEFAULT_RULE_BOOK.cutoffs, ...cutoffs],
    closedDates: closed,
    openDates: opened,
    peakDays: peaks,
  };
}

/**
 * The delivery rules every reader uses (the product page's calendar, the
 * cart's checks, checkout; docs/adr/0774): the standing rules with
 * Flowerline's rows on top. Each process keeps a copy per database for at
 * most a minute, and drops it when a writer calls
 * `invalidateCaches(tx, 'deliveryRules')` (Postgres NOTIFY).
 */
const ruleBooks = cachedPerDatabase<DeliveryRuleBook>(['deliveryRules'], 60_000, async (db) => {
  await listenForInvalidations(db);
  return readRuleBook(db);
});

/** The delivery rules of `db`, as every reader sees them. */
export const deliveryRuleBook = (db: Db): Promise<DeliveryRuleBook> => ruleBooks(db);
