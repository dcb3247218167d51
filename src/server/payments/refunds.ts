import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderRefund } from '../../lib/api/contracts/order-admin';
import { price, type CurrencyCode } from '../../lib/domain/money';
import type { RefundStatus } from '../../lib/domain/payment';
import type { Db } from '../db/client';
import { orders, paymentEvents, paymentRefunds, paymentSessions } from '../db/schema/index';
import type { Tx } from '../cart/rows';
import { logger } from '../logger';
import { providerOf } from './provider';
import { refunds } from '../metrics/registry';

export type RefundRow = typeof paymentRefunds.$inferSelect;
/** Why a payment that made no order is given back. */
export type UnorderedCause = 'cart-ordered' | 'session-closed' | 'amount-mismatch';

/**
 * Records that a paid session's money goes back (in the webhook's
 * transaction): one refund a session, pending until the provider has made
 * it. Answers the refund's id, or null when the session already had one.
 */
export async function recordUnorderedRefund(
  tx: Tx,
  { sessionId, cause, reason, amountCents, currencyCode }: { sessionId: string; cause: UnorderedCause; reason: string; amountCents: number; currencyCode: string },
): Promise<string | null> {
  const [refund] = await tx.insert(paymentRefunds).values({ sessionId, cause, reason, amountCents, currencyCode, status: 'pending' }).onConflictDoNothing().returning({ id: paymentRefunds.id });
  return refund?.id ?? null;
}

/**
 * Sends a pending (or failed) refund to its provider, once: the refund's id
 * is the idempotency key of the provider's call, so two processes sending
 * the same refund, or a retry after a lost answer, make one refund. The
 * outcome is recorded on the refund (refunded, or failed with the reason,
 * for reconciliation to try again). Never throws.
 */
export async function sendRefund(db: Db, refundId: string, now = new Date()): Promise<RefundRow | null> {
  const [refund] = await db
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(paymentRefunds.id, refundId), inArray(paymentRefunds.status, ['pending', 'failed'])))
    .returning();
  if (!refund) return null;
  const [session] = refund.sessionId ? await db.select().from(paymentSessions).where(eq(paymentSessions.id, refund.sessionId)) : [];
  if (!session) {
    // Paid on account: nothing goes through a provider; the amount is credited to the account's statement.
    return settle(db, refund, { status: 'refunded', providerRefundId: null, failure: null, refundedAt: now });
  }
  try {
    const made = await providerOf(session.provider).refund({
      refundId: refund.id,
      sessionId: session.id,
      paymentIntentId: session.paymentIntentId,
      amountCents: refund.amountCents,
      reason: refund.cause === 'order' ? 'requested_by_customer' : 'duplicate',
    });
    if (session.provider === 'sandbox') {
      // The sandbox's record of the refund, as the provider's event.
      await db
        .insert(paymentEvents)
        .values({ id: `evt_test_${made.id}`, sessionId: session.id, type: 'charge.refunded' })
        .onConflictDoNothing();
    }
    return settle(db, refund, { status: 'refunded', providerRefundId: made.id, failure: null, refundedAt: now });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    logger.error({ refundId, sessionId: session.id, err: failure }, 'refund failed');
    return settle(db, refund, { status: 'failed', failure });
  }
}

async function settle(db: Db, refund: RefundRow, set: Partial<RefundRow>): Promise<RefundRow> {
  const [settled] = await db
    .update(paymentRefunds)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(paymentRefunds.id, refund.id))
    .returning();
  if (set.status) refunds.inc({ outcome: set.status });
  if (refund.orderId && set.status === 'refunded') await settleOrderPayment(db, refund.orderId);
  return settled ?? refund;
}

/** An order's refunds, oldest first, as its admin tab lists them. */
export async function refundsOfOrder(db: Db, orderId: string): Promise<OrderRefund[]> {
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt));
  return rows.map((row) => ({
    refundId: row.id,
    amount: price(row.amountCents, row.currencyCode as CurrencyCode),
    reason: row.reason,
    status: row.status as RefundStatus,
    requestedAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    failure: row.failure,
  }));
}

/** An order whose refunds made add up to its total is Refunded. */
async function settleOrderPayment(db: Db, orderId: string): Promise<void> {
  const [order] = await db.select({ totalCents: orders.totalCents }).from(orders).where(eq(orders.id, orderId));
  const [{ refunded }] = (await db
    .select({ refunded: sql<string>`coalesce(sum(${paymentRefunds.amountCents}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, 'refunded')))) as [{ refunded: string }];
  if (order && Number(refunded) >= order.totalCents) await db.update(orders).set({ paymentStatus: 'Refunded', updatedAt: new Date() }).where(eq(orders.id, orderId));
}
