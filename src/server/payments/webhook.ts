import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { Db } from '../db/client';
import { carts, paymentEvents, paymentSessions } from '../db/schema/index';
import { Problem } from '../http/problem';
import { logger } from '../logger';
import { insertOrder, type CheckoutSnapshot } from '../orders/create';
import { sendOrderConfirmation } from '../orders/confirmation';
import { verifySignature } from './signature';
import { startAllocation } from '../allocation/service';

/**
 * The payment provider's webhook (POST /api/payments/webhook), in Stripe's
 * event format, which the sandbox speaks too. Verified by its signature
 * alone; the only place a card payment becomes an order.
 *
 * Exactly once: each event id is recorded in the same transaction as its
 * effect (a redelivered event finds its id and does nothing), the payment
 * session's row is locked while it is handled (concurrent events of one
 * session queue), a session that already names its order makes no other,
 * and `orders.cart_id` is unique, so no race can make two orders of a cart.
 */
const SessionObject = z.object({
  object: z.literal('checkout.session').optional(),
  id: z.string().max(255),
  payment_status: z.string().max(40).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const PaymentIntentObject = z.object({
  object: z.literal('payment_intent'),
  id: z.string().max(255),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ message: z.string().max(500).optional() }).nullish(),
});
const EventModel = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(100),
  data: z.object({ object: z.unknown() }),
});

export const invalidSignature = () => new Problem(PROBLEM_TYPES.paymentSignatureInvalid, 400, 'Bad Request', 'The webhook signature is missing, stale or wrong.');

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/** Verifies and handles one webhook delivery. */
export async function handleWebhook(db: Db, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  if (!verifySignature(rawBody, signature)) throw invalidSignature();
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new Problem(PROBLEM_TYPES.malformedBody, 400, 'Bad Request', 'The webhook body is not JSON.');
  }
  const event = EventModel.safeParse(json);
  if (!event.success) throw new Problem(PROBLEM_TYPES.malformedBody, 400, 'Bad Request', 'The webhook body is not an event.');
  const { id: eventId, type, data } = event.data;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = SessionObject.safeParse(data.object);
      if (!session.success) return 'ignored';
      // A delayed method (a bank debit) completes unpaid first and succeeds later.
      if (type === 'checkout.session.completed' && session.data.payment_status !== 'paid') return 'ignored';
      return placeOrder(db, eventId, type, session.data.id);
    }
    case 'checkout.session.async_payment_failed': {
      const session = SessionObject.safeParse(data.object);
      return session.success ? closeSession(db, eventId, type, session.data.id, 'failed', 'The payment did not go through.') : 'ignored';
    }
    case 'checkout.session.expired': {
      const session = SessionObject.safeParse(data.object);
      return session.success ? closeSession(db, eventId, type, session.data.id, 'expired', null) : 'ignored';
    }
    case 'payment_intent.payment_failed': {
      const intent = PaymentIntentObject.safeParse(data.object);
      if (!intent.success) return 'ignored';
      const sessionId = intent.data.metadata?.checkoutSessionId ?? (await openSessionOfCart(db, intent.data.metadata?.cartId));
      return sessionId ? closeSession(db, eventId, type, sessionId, 'failed', intent.data.last_payment_error?.message ?? 'The payment did not go through.') : 'ignored';
    }
    default:
      return 'ignored';
  }
}

async function openSessionOfCart(db: Db, cartId: string | undefined): Promise<string | null> {
  if (!cartId || !z.uuid().safeParse(cartId).success) return null;
  const [session] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.cartId, cartId), eq(paymentSessions.status, 'open')))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return session?.id ?? null;
}

/** Records the event id; false when it was recorded before (a redelivery). */
async function firstDelivery(tx: Parameters<Parameters<Db['transaction']>[0]>[0], eventId: string, sessionId: string, type: string): Promise<boolean> {
  const recorded = await tx.insert(paymentEvents).values({ id: eventId, sessionId, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/** A paid session becomes its cart's order, once. */
async function placeOrder(db: Db, eventId: string, type: string, sessionId: string): Promise<WebhookOutcome> {
  const placed = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, eventId, sessionId, type))) return 'duplicate' as const;
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!session) return 'ignored' as const;
    if (session.orderId) return 'duplicate' as const;
    const [cart] = await tx.select({ state: carts.state, orderId: carts.orderId }).from(carts).where(eq(carts.id, session.cartId)).for('update');
    const snapshot = session.checkout as CheckoutSnapshot;
    const order = cart?.state === 'Active' ? await insertOrder(tx, snapshot, { method: 'card', status: 'Paid', sessionId }) : null;
    if (!order) {
      // Paid for a cart another payment already ordered: kept for a refund, never a second order.
      await tx.update(paymentSessions).set({ status: 'paid', failureReason: 'The cart was already ordered; this payment is to be refunded.' }).where(eq(paymentSessions.id, sessionId));
      logger.warn({ sessionId, cartId: session.cartId }, 'payment for a cart already ordered');
      return 'handled' as const;
    }
    await tx.update(paymentSessions).set({ status: 'paid', orderId: order.orderId, failureReason: null }).where(eq(paymentSessions.id, sessionId));
    return { ...order, snapshot };
  });
  if (typeof placed === 'string') return placed;
  await startAllocation(db, placed.orderId);
  await sendOrderConfirmation(db, placed.snapshot, placed.orderNumber, 'Paid');
  return 'handled';
}

/** A failed or expired session closes with its reason; its cart stays Active. A paid session stays paid. */
async function closeSession(db: Db, eventId: string, type: string, sessionId: string, status: 'failed' | 'expired', reason: string | null): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, eventId, sessionId, type))) return 'duplicate' as const;
    const [session] = await tx.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!session || session.status !== 'open') return 'ignored' as const;
    await tx.update(paymentSessions).set({ status, failureReason: reason }).where(eq(paymentSessions.id, sessionId));
    return 'handled' as const;
  });
}
