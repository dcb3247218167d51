import { and, asc, count, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { PromoCodeList, PromoListQuery } from '../../lib/api/contracts/promotions';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { likeText } from '../accounts/stores';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema/index';
import { promoCodeView, promoStateCondition } from './view';

/**
 * GET /api/promotions/promo-codes: every code, found by its code or
 * description, of one state on the Melbourne day of `now`, by code, paged.
 */
export async function listPromoCodes(db: Db, query: PromoListQuery, now: Date): Promise<PromoCodeList> {
  const today = melbourneToday(now);
  // Codes generated in a batch are listed as their batch (batches.ts), not one by one.
  const conditions: SQL[] = [isNull(promoCodes.batchId)];
  if (query.search) {
    const like = likeText(query.search);
    conditions.push(or(ilike(promoCodes.code, like), ilike(promoCodes.description, like))!);
  }
  if (query.state) conditions.push(promoStateCondition(query.state, today));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db.select().from(promoCodes).where(where).orderBy(asc(promoCodes.code)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { results: rows.map((row) => promoCodeView(row, today)), total: Number(counted?.n ?? 0) };
}
