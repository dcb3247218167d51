import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PromoCodeBatchDetail, PromoCodeBatchRow } from '../../lib/api/contracts/promo-code-batches';
import type { PromoAdminState } from '../../lib/api/contracts/promotions';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';
import { promoCodeBatchChanges, promoCodeBatches, promoCodes } from '../db/schema/index';
import { UUID_PATTERN } from '../http/owned-row';
import { notFound } from '../http/problem';
import { draftOf } from './edit';
import { promoCodeWords, type FieldWords } from './history';
import { appliesToTexts, appliesToWords, changeInShopWords, targetNames, type ListingPage, type TargetNames } from './target-words';

export type StoredBatch = typeof promoCodeBatches.$inferSelect;
export type StoredCode = typeof promoCodes.$inferSelect;

/** The batch a path names; a 404 for an id that is not a UUID or no batch's (as for any unknown id), never a query with it. */
export async function storedBatch(db: Db | Tx, id: string, lock = false): Promise<StoredBatch> {
  const query = UUID_PATTERN.test(id) ? db.select().from(promoCodeBatches).where(eq(promoCodeBatches.id, id)) : null;
  const [batch] = query ? await (lock ? query.for('update') : query.limit(1)) : [];
  if (!batch) throw notFound('There is no such batch of codes.');
  return batch;
}

/** A batch's state on `today` (Melbourne), as a code's: switched off, ended, scheduled, used up (every code taken) or active. */
function batchState(batch: StoredBatch, sample: StoredCode, used: number, today: CalendarDay): PromoAdminState {
  if (!batch.isActive) return 'switchedOff';
  if (sample.validUntil && sample.validUntil < today) return 'ended';
  if (sample.validFrom && sample.validFrom > today) return 'scheduled';
  if (used >= batch.size) return 'usedUp';
  return 'active';
}

/** A batch as the back office lists it; `sample` is one of its codes (they share their terms). */
export function batchView(batch: StoredBatch, sample: StoredCode, used: number, names: TargetNames, now: Date): PromoCodeBatchRow {
  return {
    id: batch.id,
    prefix: batch.prefix,
    description: batch.description,
    size: batch.size,
    used,
    ...draftOf(sample),
    combinable: sample.combinable,
    appliesToWords: appliesToWords(sample.appliesTo, names, 'Everything'),
    active: batch.isActive,
    state: batchState(batch, sample, used, melbourneToday(now)),
    createdAt: batch.createdAt.toISOString(),
    createdBy: batch.createdBy,
  };
}

/** A batch's fields in the shop's words, for its history: its own, and the terms its codes share. */
export function batchWords(batch: StoredBatch, sample: StoredCode, names: TargetNames): FieldWords {
  const { description, discount, firstDay, lastDay, minimumSpend, appliesTo, combinable } = promoCodeWords(sample, names);
  return {
    prefix: { label: 'Prefix', text: batch.prefix },
    size: { label: 'Codes', text: `${batch.size} codes, each usable once` },
    ...(description && { description: { ...description, text: batch.description || '—' } }),
    ...(discount && { discount }),
    ...(firstDay && { firstDay }),
    ...(lastDay && { lastDay }),
    ...(minimumSpend && { minimumSpend }),
    ...(appliesTo && { appliesTo }),
    ...(combinable && { combinable }),
    active: { label: 'Status', text: batch.isActive ? 'On' : 'Switched off' },
  };
}

/** How many of each batch's codes have been used (taken by an order or a payment under way). */
export async function usedByBatch(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ batchId: promoCodes.batchId, n: sql<number | string>`count(*)` })
    .from(promoCodes)
    .where(and(inArray(promoCodes.batchId, ids), gt(promoCodes.applications, 0)))
    .groupBy(promoCodes.batchId);
  return new Map(rows.map((row) => [row.batchId!, Number(row.n)]));
}

/** One code of each batch (they share their terms), in one read. */
export async function samplesOf(db: Db | Tx, ids: string[]): Promise<Map<string, StoredCode>> {
  if (!ids.length) return new Map();
  const rows = await db.selectDistinctOn([promoCodes.batchId]).from(promoCodes).where(inArray(promoCodes.batchId, ids)).orderBy(promoCodes.batchId, asc(promoCodes.code));
  return new Map(rows.map((row) => [row.batchId!, row]));
}

/** GET /api/promotions/promo-code-batches/{id} (and the answer of a change): the batch with its history, newest first. */
export async function batchDetail(db: Db | Tx, batch: StoredBatch, pages: readonly ListingPage[], now: Date): Promise<PromoCodeBatchDetail> {
  const [samples, used, changes] = [
    await samplesOf(db, [batch.id]),
    await usedByBatch(db, [batch.id]),
    await db.select().from(promoCodeBatchChanges).where(eq(promoCodeBatchChanges.batchId, batch.id)).orderBy(desc(promoCodeBatchChanges.id)),
  ];
  const sample = samples.get(batch.id);
  if (!sample) throw notFound('There is no such batch of codes.');
  const names = await targetNames(db, pages, [sample.appliesTo], appliesToTexts(changes));
  return {
    ...batchView(batch, sample, used.get(batch.id) ?? 0, names, now),
    changes: changes.map((change) => ({ at: change.changedAt.toISOString(), by: change.changedBy, fields: changeInShopWords(change.fields, names) })),
  };
}
