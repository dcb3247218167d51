import { asc, eq } from 'drizzle-orm';
import type { AutomaticPromotionDefinition } from '../../lib/domain/automatic-promotions';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { promoTarget, type PromoListings } from '../cart/promo-evaluation';
import { cachedPerDatabase, listenForInvalidations } from '../cache-invalidation';
import type { Db } from '../db/client';
import { automaticPromotions } from '../db/schema/index';

export type StoredAutomaticPromotion = typeof automaticPromotions.$inferSelect;

/** A stored promotion as the domain rule takes it. */
export function automaticDefinition(row: StoredAutomaticPromotion, listings?: PromoListings): AutomaticPromotionDefinition {
  return {
    id: row.id,
    name: row.name,
    discount: row.discountKind === 'percentage' ? { kind: 'percentage', percent: row.percent ?? 0 } : { kind: 'amount', cents: row.amountCents ?? 0 },
    minimumSpendCents: row.minimumSpendCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    isActive: row.isActive,
    appliesTo: promoTarget(row.appliesTo, listings),
  };
}

/**
 * The promotions switched on, oldest first. Each process keeps a copy per
 * database for at most a minute, and drops it when a writer calls
 * `invalidateCaches(tx, 'automaticPromotions')` (Postgres NOTIFY), as the
 * delivery rules do: the cart's every read and write no longer asks the
 * database for them (docs/adr/0788).
 */
const switchedOn = cachedPerDatabase<StoredAutomaticPromotion[]>(['automaticPromotions'], 60_000, async (db) => {
  await listenForInvalidations(db);
  return db.select().from(automaticPromotions).where(eq(automaticPromotions.isActive, true)).orderBy(asc(automaticPromotions.createdAt), asc(automaticPromotions.id));
});

/** The promotions switched on whose days include today in Melbourne, oldest first. */
export async function runningAutomaticPromotions(db: Db, now: Date, listings?: PromoListings): Promise<AutomaticPromotionDefinition[]> {
  const today = melbourneToday(now);
  const rows = await switchedOn(db);
  return rows.filter((row) => (row.validFrom === null || row.validFrom <= today) && (row.validUntil === null || row.validUntil >= today)).map((row) => automaticDefinition(row, listings));
}
