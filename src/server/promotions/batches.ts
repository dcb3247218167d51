import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PromoCodeBatchDetail, PromoCodeBatchList, PromoCodeBatchNew } from '../../lib/api/contracts/promo-code-batches';
import type { PromoUsage } from '../../lib/api/contracts/promotions';
import type { AuthUser } from '../auth/session';
import { personName } from '../accounts/users';
import { listingPages } from '../catalogue-admin/price-selection';
import type { Db } from '../db/client';
import { promoCodeBatchChanges, promoCodeBatches, promoCodes } from '../db/schema/index';
import { batchDetail, batchView, batchWords, samplesOf, storedBatch, usedByBatch } from './batch-view';
import { columnsOf, termsGiven } from './edit';
import { changedFields } from './history';
import { targetNames } from './target-words';
import { batchUsageFilename, promoUsageCsv, usageOf } from './usage';

/** Letters and digits that cannot be mistaken for one another (no I, L, O, 0 or 1): 31 of them. */
export const BATCH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Ten of them: about 49 bits from the system's secure random source, so a code cannot be guessed from another. */
export const BATCH_CODE_LENGTH = 10;
const INSERT_CHUNK = 500;

/** One code of a batch: the prefix, a dash and ten characters of the alphabet, drawn without bias (bytes past the last whole multiple are drawn again). */
export function batchCode(prefix: string): string {
  const n = BATCH_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < BATCH_CODE_LENGTH) {
    for (const byte of randomBytes(BATCH_CODE_LENGTH * 2)) {
      if (byte < limit && out.length < BATCH_CODE_LENGTH) out += BATCH_CODE_ALPHABET[byte % n];
    }
  }
  return `${prefix}-${out}`;
}

/** GET /api/promotions/promo-code-batches: every batch, newest first, with how many codes it has and how many are used. */
export async function listPromoCodeBatches(db: Db, now: Date): Promise<PromoCodeBatchList> {
  const pages = await listingPages();
  const batches = await db.select().from(promoCodeBatches).orderBy(desc(promoCodeBatches.createdAt)).limit(200);
  const ids = batches.map((batch) => batch.id);
  const [used, samples] = await Promise.all([usedByBatch(db, ids), samplesOf(db, ids)]);
  const names = await targetNames(
    db,
    pages,
    [...samples.values()].map((sample) => sample.appliesTo),
  );
  return { results: batches.flatMap((batch) => (samples.has(batch.id) ? [batchView(batch, samples.get(batch.id)!, used.get(batch.id) ?? 0, names, now)] : [])) };
}

/** GET /api/promotions/promo-code-batches/{id}: the batch, its state and its history. */
export async function getPromoCodeBatch(db: Db, id: string, now: Date): Promise<PromoCodeBatchDetail> {
  const pages = await listingPages();
  return batchDetail(db, await storedBatch(db, id), pages, now);
}

/**
 * POST /api/promotions/promo-code-batches: `count` single-use codes with the
 * prefix and the terms given, all or none, in one transaction. Each code is
 * drawn at random; the table's unique code decides, and a code that is taken
 * (by an older code or another batch) is drawn again.
 */
export async function createPromoCodeBatch(db: Db, input: PromoCodeBatchNew, user: AuthUser, now: Date): Promise<PromoCodeBatchDetail> {
  // Listing pages come from the content store, read through the database's own connection: on PGlite that would wait for this transaction.
  const pages = await listingPages();
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, termsGiven(input));
    const by = (await personName(tx, user.userId)) ?? 'Flowerline';
    const description = input.description ?? '';
    const [batch] = await tx
      .insert(promoCodeBatches)
      .values({ prefix: input.prefix, size: input.count, description, createdAt: now, createdBy: by, createdByUserId: user.userId, isActive: true, updatedAt: now })
      .returning();
    let missing = input.count;
    while (missing > 0) {
      const drawn = new Set<string>();
      while (drawn.size < Math.min(missing, INSERT_CHUNK)) drawn.add(batchCode(input.prefix));
      const made = await tx
        .insert(promoCodes)
        .values(
          [...drawn].map((code) => ({
            code,
            description,
            ...columns,
            maxApplications: 1,
            maxApplicationsPerCustomer: null,
            combinable: input.combinable ?? false,
            isActive: true,
            updatedAt: now,
            batchId: batch!.id,
          })),
        )
        .onConflictDoNothing({ target: promoCodes.code })
        .returning({ id: promoCodes.id });
      missing -= made.length;
    }
    const [sample] = await tx.select().from(promoCodes).where(eq(promoCodes.batchId, batch!.id)).limit(1);
    const fields = changedFields({}, batchWords(batch!, sample!, await targetNames(tx, pages, [sample!.appliesTo])));
    await tx.insert(promoCodeBatchChanges).values({ batchId: batch!.id, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
    return batchDetail(tx, batch!, pages, now);
  });
}

/** GET /api/promotions/promo-code-batches/{id}/codes.csv: a header, then one code a row, with whether it has been used. */
export async function batchCodesCsv(db: Db, id: string): Promise<{ csv: string; filename: string }> {
  const batch = await storedBatch(db, id);
  const codes = await db.select({ code: promoCodes.code, applications: promoCodes.applications }).from(promoCodes).where(eq(promoCodes.batchId, batch.id)).orderBy(asc(promoCodes.code));
  const csv = stringify([['Code', 'Used'], ...codes.map((row) => [row.code, row.applications > 0 ? 'Yes' : 'No'])]);
  return { csv, filename: `promo-codes-${batch.prefix.toLowerCase()}.csv` };
}

/** GET /api/promotions/promo-code-batches/{id}/usage: the usage report summed over the batch's codes. */
export async function batchUsage(db: Db, id: string): Promise<PromoUsage> {
  const batch = await storedBatch(db, id);
  const [uses] = await db
    .select({ n: sql<number | string>`coalesce(sum(${promoCodes.applications}), 0)` })
    .from(promoCodes)
    .where(eq(promoCodes.batchId, batch.id));
  return usageOf(db, { code: `${batch.prefix}-…`, uses: Number(uses?.n ?? 0) }, sql`p.value->>'code' in (select code from promo_codes where batch_id = ${batch.id}::uuid)`);
}

/** GET /api/promotions/promo-code-batches/{id}/usage.csv: the batch's usage report as a CSV file, as a code's. */
export async function batchUsageCsv(db: Db, id: string): Promise<{ csv: string; filename: string }> {
  const batch = await storedBatch(db, id);
  return { csv: promoUsageCsv(await batchUsage(db, batch.id)), filename: batchUsageFilename(batch.prefix) };
}
