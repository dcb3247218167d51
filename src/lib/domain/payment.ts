/**
 * What the shop says when a card payment does not go through (spec 001
 * section 8 leaves the prefix open): the provider's reason follows it, and
 * the shopper is told that nothing was charged and the cart is kept.
 */
export const PAYMENT_FAILED_PREFIX = "Your payment didn't go through";
export const PAYMENT_FAILED_REASSURANCE = 'You have not been charged, and your cart is just as you left it. Please try again or use another card.';

export function paymentFailedMessage(reason: string | null | undefined): string {
  const why = reason?.trim() || 'The card was not accepted.';
  return `${PAYMENT_FAILED_PREFIX}: ${why} ${PAYMENT_FAILED_REASSURANCE}`;
}

/** The confirmation page gives up waiting for the provider's confirmation after this long and says so. */
export const CONFIRMATION_WAIT_MS = 60_000;

/** How an order is paid: by card through the provider, or on account (spec 001 section 2.5). */
export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who is checking out, which decides how they may pay. */
export const CHECKOUT_USER_KINDS = ['guest', 'consumer', 'flowerline', 'florist', 'global'] as const;
/** The card and pay-later brands the payment step shows. */
export const PAYMENT_BADGES = ['mastercard', 'amex', 'zip', 'visa', 'paypal', 'afterpay'] as const;

/** Where a payment session is: the return page polls until it is paid and the order exists. */
export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;

/** Where a refund stands: waiting for Flowerline's approval, on its way to the provider, made, or failed (tried again). */
export const REFUND_STATUSES = ['requested', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
