import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import type { Db } from '../db/client';
import { carts, paymentEvents, paymentSessions } from '../db/schema/index';
import { Problem } from '../http/problem';
import { logger } from '../logger';
import { payments } from '../metrics/registry';
import { insertOrder, type CheckoutSnapshot } from '../orders/create';
import { formatPrice, type CurrencyCode } from '../../lib/domain/money';
import { recordUnorderedRefund, sendRefund, type UnorderedCause } from './refunds';
import { REASONS, retireSession } from './retire';
import type { PaymentSessionRow } from './sessions';
import { sendOrderConfirmation } from '../orders/confirmation';
import { verifiedEvent } from './signature';
import { startAllocation } from '../allocation/service';

/**
 * The payment provider's webhook (POST /api/payments/webhook), in Stripe's
 * event format, which the sandbox speaks too. Verified by its signature
 * alone; the only place a card payment becomes an order.
 *
 * Exactly once: each event id is recorded in the same transaction as its
 * effect (a redelivered event finds its id and does nothing), the cart's
 * and the payment session's rows are locked while it is handled (events
 * and cart changes queue), a session that already names its order makes no
 * other, and `orders.cart_id` is unique, so no race can make two orders of
 * a cart. Only the cart's open session (`carts.payment_session_id`) makes
 * an order; any other payment is refunded (docs/adr/0714).
 */
const SessionObject = z.object({
  object: z.literal('checkout.session').optional(),
  id: z.string().max(255),
  payment_status: z.string().max(40).optional(),
  /** What was paid, in the currency's smallest unit. */
  amount_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  /** The payment's id (a refund is made against it). */
  payment_intent: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type PaidSession = z.output<typeof SessionObject>;
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

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/** Verifies and handles one webhook delivery. */
export async function handleWebhook(db: Db, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const event = EventModel.safeParse(verifiedEvent(rawBody, signature));
  if (!event.success) throw new Problem(PROBLEM_TYPES.malformedBody, 400, 'Bad Request', 'The webhook body is not an event.');
  const { id: eventId, type, data } = event.data;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = SessionObject.safeParse(data.object);
      if (!session.success) return 'ignored';
      // A delayed method (a bank debit) completes unpaid first and succeeds later.
      if (type === 'checkout.session.completed' && session.data.payment_status !== 'paid') return 'ignored';
      return placeOrder(db, eventId, type, session.data);
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
      return sessionId ? declined(db, eventId, type, sessionId, intent.data.last_payment_error?.message ?? 'The payment did not go through.') : 'ignored';
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

/** Why a paid session makes no order, or null when it makes its cart's order. */
function refusal(session: PaymentSessionRow, cart: { state: string; paymentSessionId: string | null } | undefined, paid: PaidSession): { cause: UnorderedCause; reason: string } | null {
  if (cart?.state === 'Ordered') return { cause: 'cart-ordered', reason: 'The cart had already been ordered when this payment arrived.' };
  if (session.status !== 'open' || !cart || cart.state !== 'Active' || cart.paymentSessionId !== session.id) {
    return { cause: 'session-closed', reason: `The payment arrived after its session had been closed: ${session.failureReason ?? 'the cart was no longer waiting for it.'}` };
  }
  if (paid.amount_total != null && paid.amount_total !== session.amountCents) {
    const money = (cents: number) => formatPrice(cents, session.currencyCode as CurrencyCode);
    return { cause: 'amount-mismatch', reason: `The amount paid (${money(paid.amount_total)}) differs from the order's total (${money(session.amountCents)}).` };
  }
  return null;
}

/**
 * A paid session becomes its cart's order, once; or, when it cannot (its
 * cart was ordered by another payment, the session had been closed, the
 * amount differs), its payment is refunded through the provider. Locks the
 * cart, then the session: the order every change of a cart takes them in.
 */
async function placeOrder(db: Db, eventId: string, type: string, paid: PaidSession): Promise<WebhookOutcome> {
  const sessionId = paid.id;
  const placed = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, eventId, sessionId, type))) return 'duplicate' as const;
    const [known] = await tx.select({ cartId: paymentSessions.cartId }).from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    if (!known) return 'ignored' as const;
    const [cart] = await tx.select({ state: carts.state, paymentSessionId: carts.paymentSessionId }).from(carts).where(eq(carts.id, known.cartId)).for('update');
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!session || session.orderId || session.status === 'paid') return 'duplicate' as const;
    const paymentIntentId = paid.payment_intent ?? null;
    const refused = refusal(session, cart, paid);
    if (refused) {
      // Paid, but not for an order: recorded as paid, its money given back.
      await tx.update(paymentSessions).set({ status: 'paid', paymentIntentId, failureReason: refused.reason }).where(eq(paymentSessions.id, sessionId));
      const refundId = await recordUnorderedRefund(tx, { sessionId, ...refused, amountCents: paid.amount_total ?? session.amountCents, currencyCode: session.currencyCode });
      logger.warn({ sessionId, cartId: session.cartId, cause: refused.cause }, 'payment refunded: it cannot become an order');
      return { refundId };
    }
    const snapshot = session.checkout as CheckoutSnapshot;
    const order = await insertOrder(tx, snapshot, { method: 'card', status: 'Paid', sessionId });
    if (!order) throw new Error(`cart ${session.cartId} was Active but already has an order`);
    await tx.update(paymentSessions).set({ status: 'paid', orderId: order.orderId, paymentIntentId, failureReason: null, closedAt: new Date() }).where(eq(paymentSessions.id, sessionId));
    return { order, snapshot };
  });
  if (typeof placed === 'string') return placed;
  if ('refundId' in placed) {
    payments.inc({ outcome: 'paid-not-ordered' });
    if (placed.refundId) await sendRefund(db, placed.refundId);
    return 'handled';
  }
  payments.inc({ outcome: 'paid' });
  await startAllocation(db, placed.order.orderId);
  await sendOrderConfirmation(db, placed.snapshot, placed.order.orderNumber, 'Paid');
  return 'handled';
}

/**
 * A declined payment. The sandbox's page takes one attempt, so its session
 * closes as failed; Stripe's page lets the shopper try another card on the
 * same session, which stays open with the reason noted.
 */
async function declined(db: Db, eventId: string, type: string, sessionId: string, reason: string): Promise<WebhookOutcome> {
  const [session] = await db.select({ provider: paymentSessions.provider }).from(paymentSessions).where(eq(paymentSessions.id, sessionId));
  if (session?.provider === 'sandbox') return closeSession(db, eventId, type, sessionId, 'failed', reason);
  const outcome = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, eventId, sessionId, type))) return 'duplicate' as const;
    await tx
      .update(paymentSessions)
      .set({ failureReason: reason })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')));
    return 'handled' as const;
  });
  if (outcome === 'handled') payments.inc({ outcome: 'declined' });
  return outcome;
}

/** A failed or expired session closes with its reason, releasing its promo code uses; its cart stays Active. A paid session stays paid. */
async function closeSession(db: Db, eventId: string, type: string, sessionId: string, status: 'failed' | 'expired', reason: string | null): Promise<WebhookOutcome> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, eventId, sessionId, type))) return 'duplicate' as const;
    const [known] = await tx.select({ cartId: paymentSessions.cartId }).from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    if (!known) return 'ignored' as const;
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, known.cartId)).for('update');
    const [session] = await tx.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!session || session.status !== 'open') return 'ignored' as const;
    await retireSession(tx, { cartId: known.cartId, sessionId, reason: reason ?? REASONS.timedOut });
    // Closed by the provider itself: nothing to tell it.
    await tx.update(paymentSessions).set({ status, providerClosedAt: new Date() }).where(eq(paymentSessions.id, sessionId));
    return 'handled' as const;
  });
  if (outcome === 'handled') payments.inc({ outcome: status });
  return outcome;
}
