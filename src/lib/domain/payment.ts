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
