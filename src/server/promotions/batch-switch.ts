import { and, eq, ne } from 'drizzle-orm';
import type { PromoCodeBatchDetail, PromoCodeBatchPatch } from '../../lib/api/contracts/promo-code-batches';
import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import { listingPages } from '../catalogue-admin/price-selection';
import type { Db } from '../db/client';
import { promoCodeBatchChanges, promoCodeBatches, promoCodes } from '../db/schema/index';
import { batchDetail, storedBatch } from './batch-view';

const statusWords = (active: boolean) => (active ? 'On' : 'Switched off');

/**
 * PATCH /api/promotions/promo-code-batches/{id}: switches a batch off (a
 * leaked newsletter's codes stop at once) or on again, every one of its codes
 * with it, in one transaction under the batch's row lock, recorded in its
 * history with who, when, before and after (docs/adr/0780). The cart and
 * checkout read a code's switch from the database on every call, so the
 * change counts on every process at once. Asking for the state it is in
 * changes and records nothing.
 */
export async function patchPromoCodeBatch(db: Db, id: string, patch: PromoCodeBatchPatch, user: AuthUser, now: Date): Promise<PromoCodeBatchDetail> {
  // Listing pages come from the content store, read through the database's own connection: on PGlite that would wait for this transaction.
  const pages = await listingPages();
  return db.transaction(async (tx) => {
    const batch = await storedBatch(tx, id, true);
    if (batch.isActive === patch.active) return batchDetail(tx, batch, pages, now);
    const switched = await tx
      .update(promoCodes)
      .set({ isActive: patch.active, updatedAt: now })
      .where(and(eq(promoCodes.batchId, batch.id), ne(promoCodes.isActive, patch.active)))
      .returning({ id: promoCodes.id });
    const [saved] = await tx.update(promoCodeBatches).set({ isActive: patch.active, updatedAt: now }).where(eq(promoCodeBatches.id, batch.id)).returning();
    const by = (await personName(tx, user.userId)) ?? 'Flowerline';
    const fields = [
      { field: 'active', label: 'Status', before: statusWords(batch.isActive), after: statusWords(patch.active) },
      { field: 'codesSwitched', label: patch.active ? 'Codes switched on' : 'Codes switched off', before: '', after: `${switched.length} of ${batch.size}` },
    ];
    await tx.insert(promoCodeBatchChanges).values({ batchId: batch.id, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
    return batchDetail(tx, saved!, pages, now);
  });
}
