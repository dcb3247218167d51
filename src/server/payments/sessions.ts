import { eq } from 'drizzle-orm';
import type { PaymentSessionStatus } from '../../lib/api/contracts/checkout';
import { price, type CurrencyCode } from '../../lib/domain/money';
import { ownedCart } from '../cart/queries';
import { orders, paymentRefunds, paymentSessions } from '../db/schema/index';
import type { RefundStatus } from '../../lib/domain/payment';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/problem';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

const SESSION_ID = /^cs_[A-Za-z0-9_-]{8,200}$/;
const NOT_FOUND = 'We could not find this payment.';

/** A payment session by id; 404 for an id of the wrong shape or none. */
export async function findSession(ctx: Pick<RequestContext, 'db'>, sessionId: string): Promise<PaymentSessionRow> {
  const [session] = SESSION_ID.test(sessionId) ? await ctx.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).limit(1) : [];
  if (!session) throw notFound(NOT_FOUND);
  return session;
}

/** The session a cart is bound to, while the shop has not closed it (it may have timed out meanwhile); null otherwise. */
export async function openSessionOf(db: Pick<RequestContext['db'], 'select'>, sessionId: string): Promise<Pick<PaymentSessionRow, 'id' | 'expiresAt' | 'promoCodeIds'> | null> {
  const [session] = await db
    .select({ id: paymentSessions.id, status: paymentSessions.status, expiresAt: paymentSessions.expiresAt, promoCodeIds: paymentSessions.promoCodeIds })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, sessionId));
  return session?.status === 'open' ? session : null;
}

/** An open session past its expiry counts as expired (the provider takes no payment for it any more). */
export const sessionStatus = (session: PaymentSessionRow, now: Date): PaymentSessionStatus['status'] =>
  session.status === 'open' && session.expiresAt.getTime() <= now.getTime() ? 'expired' : (session.status as PaymentSessionStatus['status']);

/**
 * GET /api/payments/sessions/{id}: what the return page polls, for the
 * holder of the session's cart only (anyone else gets the 404 of a session
 * that does not exist). Reading it never makes an order.
 */
export async function paymentSessionStatus(ctx: RequestContext, { sessionId }: { sessionId: string }): Promise<PaymentSessionStatus> {
  const session = await findSession(ctx, sessionId);
  await ownedCart(ctx.db, session.cartId, ctx.anonymousId).catch(() => {
    throw notFound(NOT_FOUND);
  });
  const [order] = session.orderId ? await ctx.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, session.orderId)) : [];
  const [refund] = session.status === 'paid' && !session.orderId ? await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, session.id)) : [];
  return {
    id: session.id,
    status: sessionStatus(session, ctx.shopper.now),
    orderId: session.orderId,
    orderNumber: order?.orderNumber ?? null,
    failureReason: session.failureReason,
    cartId: session.cartId,
    amount: price(session.amountCents, session.currencyCode as CurrencyCode),
    refund: refund ? { status: refund.status as RefundStatus, amount: price(refund.amountCents, refund.currencyCode as CurrencyCode) } : null,
  };
}
