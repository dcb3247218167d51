import { fetchCart } from '../cart/api/cart';
import { fetchPaymentSession } from './api/checkout';
import { paymentFailedMessage } from '../../lib/domain/payment';
import type { PaymentSessionStatus } from '../../lib/api/contracts/checkout';

/**
 * What the shopper is told about a payment that made no order (docs/adr/0714):
 * one that was paid but is refunded (its cart had been ordered or had
 * changed meanwhile), or one the shop closed before it was paid. The words
 * and the way on depend on where the payment's cart stands now.
 */
export type CartStanding = { state: 'ordered'; orderId: string | null } | { state: 'active' } | { state: 'other' };

export interface OutcomeNotice {
  title: string;
  lines: string[];
  next: { href: string; label: string };
}

const CHECKOUT = { href: '/checkout', label: 'Back to checkout' };
const orderLink = (orderId: string | null) => (orderId ? { href: `/checkout/confirmation?order=${encodeURIComponent(orderId)}`, label: 'See your order' } : { href: '/', label: 'Continue shopping' });

/** A paid session whose money goes back: why it made no order, the refund, and what to do next. */
export function refundNotice(session: PaymentSessionStatus, cart: CartStanding): OutcomeNotice {
  const amount = (session.refund?.amount ?? session.amount).formattedPrice;
  const money =
    session.refund?.status === 'refunded'
      ? `Your payment of ${amount} has been refunded to your card.`
      : `Your payment of ${amount} is being refunded to your card. It can take a few business days to show on your statement.`;
  if (cart.state === 'ordered') {
    return {
      title: 'This cart had already been ordered',
      lines: ['So this payment did not make a second order.', money, 'Your order is placed: your confirmation email has its number.'],
      next: orderLink(cart.orderId),
    };
  }
  return {
    title: 'Your cart changed after this payment was started',
    lines: ['So this payment could not become your order.', money, 'Nothing is lost: check out again to pay for your cart as it is now.'],
    next: CHECKOUT,
  };
}

/** A session the shop closed before it was paid: why, that nothing was charged, and the way back to checkout. */
export function expiredNotice(session: PaymentSessionStatus, cart: CartStanding): OutcomeNotice {
  const why = session.failureReason ?? 'The payment session timed out.';
  if (cart.state === 'ordered') {
    return { title: 'This cart has already been ordered', lines: [`This payment was closed before it was made. ${why}`, 'Nothing was charged for it.'], next: orderLink(cart.orderId) };
  }
  return { title: 'This payment was closed before it was made', lines: [why, 'Nothing was charged. Check out again to pay for your cart as it is now.'], next: CHECKOUT };
}

/** The notice as one text, for the alert by the checkout's pay button. */
export const noticeText = (notice: OutcomeNotice) => [`${notice.title}.`, ...notice.lines].join(' ');

/** Where the payment's cart stands now; a cart that cannot be read counts as neither ordered nor open. */
export async function cartStanding(cartId: string, signal?: AbortSignal): Promise<CartStanding> {
  const cart = await fetchCart(cartId, signal);
  if (!cart.ok) return { state: 'other' };
  if (cart.data.cartState === 'Ordered') return { state: 'ordered', orderId: cart.data.orderId };
  return cart.data.cartState === 'Active' ? { state: 'active' } : { state: 'other' };
}

/** The notice of a session that made no order, paid and refunded or closed unpaid, as its cart stands now. */
export async function outcomeNotice(kind: 'refunded' | 'expired', session: PaymentSessionStatus, signal?: AbortSignal): Promise<OutcomeNotice> {
  const cart = await cartStanding(session.cartId, signal);
  return kind === 'refunded' ? refundNotice(session, cart) : expiredNotice(session, cart);
}

/** Which of those a session is, if either: paid with no order but a refund, or expired. */
export function unorderedKind(session: PaymentSessionStatus): 'refunded' | 'expired' | null {
  if (session.status === 'paid' && !session.orderId && session.refund) return 'refunded';
  return session.status === 'expired' ? 'expired' : null;
}

/**
 * What checkout says when the provider sends the shopper back with a
 * session (`?payment=failed&session=`): why a declined payment did not go
 * through, the notice of one that made no order, or, for one that did make
 * its order after all, the confirmation page to go to.
 */
export async function returnedPayment(sessionId: string, signal?: AbortSignal): Promise<{ kind: 'ordered'; href: string } | { kind: 'message'; text: string }> {
  const result = await fetchPaymentSession(sessionId, signal);
  if (!result.ok) return { kind: 'message', text: paymentFailedMessage(null) };
  const session = result.data;
  if (session.status === 'paid' && session.orderId) return { kind: 'ordered', href: `/checkout/confirmation?session=${encodeURIComponent(session.id)}` };
  const kind = unorderedKind(session);
  return { kind: 'message', text: kind ? noticeText(await outcomeNotice(kind, session, signal)) : paymentFailedMessage(session.failureReason) };
}
