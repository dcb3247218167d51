import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { database, type Db } from '../db/client';
import { carts, paymentCases, paymentRefunds, paymentSessions } from '../db/schema/index';
import { defineJob } from '../jobs/queue';
import { logger } from '../logger';
import { providerOf } from './provider';
import { sendRefund } from './refunds';
import { PROVIDER_CLOSE_QUEUE, REASONS, retireSession } from './retire';

/**
 * Reconciliation (docs/adr/0714): every few minutes, and when a server
 * starts, the payments are checked against what they made.
 *
 * - An open session past its time is closed, its promo code uses released.
 * - A session the shop closed is closed at the provider too (Stripe's).
 * - A refund not yet made is sent again (the provider's idempotency key
 *   makes a repeat harmless).
 * - Every paid session of the last 30 days has exactly one order or one
 *   refund; anything else is raised as a case for Flowerline, and logged.
 *   A case whose session has since come right is resolved.
 */
export const RECONCILE_QUEUE = 'payments-reconcile';
const LOOK_BACK_DAYS = 30;
/** A refund failing this many times is raised as a case (it is still tried). */
const REFUND_ATTEMPTS_BEFORE_CASE = 3;
const BATCH = 200;

export interface ReconcileReport {
  timedOut: number;
  closedAtProvider: number;
  refundsSent: number;
  casesRaised: number;
  casesResolved: number;
}

export async function reconcilePayments(db: Db, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { timedOut: await closeTimedOut(db, now), closedAtProvider: await closeAtProvider(db, now), refundsSent: 0, casesRaised: 0, casesResolved: 0 };
  const due = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.status, ['pending', 'failed']))
    .limit(BATCH);
  for (const { id } of due) if ((await sendRefund(db, id, now))?.status === 'refunded') report.refundsSent += 1;
  Object.assign(report, await checkPaidSessions(db, now));
  return report;
}

/** Open sessions past their time: closed as the provider closed them (Stripe expires its own at `expires_at`). */
async function closeTimedOut(db: Db, now: Date): Promise<number> {
  const stale = await db
    .select({ id: paymentSessions.id, cartId: paymentSessions.cartId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), lte(paymentSessions.expiresAt, now)))
    .limit(BATCH);
  let closed = 0;
  for (const { id, cartId } of stale) {
    closed += await db.transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
      const [session] = await tx.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.id, id)).for('update');
      if (session?.status !== 'open') return 0;
      await retireSession(tx, { cartId, sessionId: id, reason: REASONS.timedOut, now });
      await tx.update(paymentSessions).set({ providerClosedAt: now }).where(eq(paymentSessions.id, id));
      return 1;
    });
  }
  return closed;
}

/** Sessions the shop closed that the provider may still take a payment for: expired there too. */
export async function closeAtProvider(db: Db, now = new Date()): Promise<number> {
  const open = await db
    .select({ id: paymentSessions.id, provider: paymentSessions.provider })
    .from(paymentSessions)
    .where(and(inArray(paymentSessions.status, ['expired', 'failed']), isNull(paymentSessions.providerClosedAt), gt(paymentSessions.expiresAt, now)))
    .limit(BATCH);
  let closed = 0;
  for (const session of open) {
    try {
      const outcome = await providerOf(session.provider).expireSession(session.id);
      // Paid first: its webhook refunds the payment (the session is closed in the shop's record).
      if (outcome === 'complete') logger.warn({ sessionId: session.id }, 'a closed payment session was paid at the provider; its payment is refunded when the provider reports it');
      await db.update(paymentSessions).set({ providerClosedAt: now }).where(eq(paymentSessions.id, session.id));
      closed += 1;
    } catch (error) {
      logger.warn({ sessionId: session.id, err: error instanceof Error ? error.message : String(error) }, 'payment session not yet closed at the provider');
    }
  }
  return closed;
}

interface PaidSessionCheck {
  id: string;
  orders: number;
  refunds: number;
  failedAttempts: number;
}

/** What is wrong with a paid session, or null when it has exactly one order or one refund. */
export function paidSessionProblem({ orders, refunds, failedAttempts }: Omit<PaidSessionCheck, 'id'>): { kind: string; detail: string } | null {
  if (orders + refunds === 0) return { kind: 'unaccounted', detail: 'Paid, with no order and no refund.' };
  if (orders > 1) return { kind: 'several-orders', detail: `Paid once, with ${orders} orders.` };
  if (orders === 1 && refunds > 0) return { kind: 'order-and-refund', detail: 'Paid once, with both an order and a refund.' };
  if (failedAttempts >= REFUND_ATTEMPTS_BEFORE_CASE) return { kind: 'refund-failing', detail: `Its refund has failed ${failedAttempts} times; it is tried again every few minutes.` };
  return null;
}

async function checkPaidSessions(db: Db, now: Date): Promise<Pick<ReconcileReport, 'casesRaised' | 'casesResolved'>> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 3600 * 1000);
  const rows = (await db
    .select({
      id: paymentSessions.id,
      orders: sql<number>`(select count(*)::int from orders o where o.payment_session_id = payment_sessions.id)`,
      refunds: sql<number>`(select count(*)::int from payment_refunds r where r.session_id = payment_sessions.id and r.cause <> 'order')`,
      failedAttempts: sql<number>`coalesce((select max(r.attempts)::int from payment_refunds r where r.session_id = payment_sessions.id and r.cause <> 'order' and r.status = 'failed'), 0)`,
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'paid'), gt(paymentSessions.createdAt, since)))) as PaidSessionCheck[];
  let casesRaised = 0;
  const healthy = new Set<string>();
  for (const row of rows) {
    const problem = paidSessionProblem({ orders: Number(row.orders), refunds: Number(row.refunds), failedAttempts: Number(row.failedAttempts) });
    if (!problem) {
      healthy.add(row.id);
      continue;
    }
    const raised = await db
      .insert(paymentCases)
      .values({ sessionId: row.id, ...problem, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentCases.id });
    if (raised.length) {
      casesRaised += 1;
      logger.error({ sessionId: row.id, kind: problem.kind }, `payment case raised: ${problem.detail}`);
    }
  }
  const open = await db.select({ sessionId: paymentCases.sessionId }).from(paymentCases).where(isNull(paymentCases.resolvedAt));
  const cameRight = open.map((row) => row.sessionId).filter((id) => healthy.has(id));
  const resolved = cameRight.length
    ? await db
        .update(paymentCases)
        .set({ resolvedAt: now })
        .where(and(isNull(paymentCases.resolvedAt), inArray(paymentCases.sessionId, cameRight)))
        .returning({ id: paymentCases.id })
    : [];
  return { casesRaised, casesResolved: resolved.length };
}

defineJob(
  RECONCILE_QUEUE,
  async () => {
    const { db } = await database();
    await reconcilePayments(db);
  },
  { cron: '*/5 * * * *' },
);
defineJob(PROVIDER_CLOSE_QUEUE, async () => {
  const { db } = await database();
  await closeAtProvider(db);
});
