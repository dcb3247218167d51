import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { AutomaticPromotionDefinition } from '../../lib/domain/automatic-promotions';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { promoTarget, type PromoListings } from '../cart/promo-evaluation';
import type { Tx } from '../cart/rows';
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
 * The promotions switched on whose days include today in Melbourne, oldest
 * first, read from the database on every call: no process keeps a copy, so
 * a change counts on every process at once (docs/adr/0765).
 */
export async function runningAutomaticPromotions(db: Db | Tx, now: Date, listings?: PromoListings): Promise<AutomaticPromotionDefinition[]> {
  const today = melbourneToday(now);
  const rows = await db
    .select()
    .from(automaticPromotions)
    .where(
      and(
        eq(automaticPromotions.isActive, true),
        or(isNull(automaticPromotions.validFrom), lte(automaticPromotions.validFrom, today)),
        or(isNull(automaticPromotions.validUntil), gte(automaticPromotions.validUntil, today)),
      ),
    )
    .orderBy(asc(automaticPromotions.createdAt), asc(automaticPromotions.id));
  return rows.map((row) => automaticDefinition(row, listings));
}
