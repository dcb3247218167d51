/** What reconciliation found wrong with a paid payment (a case's kind), in words. */
const CASE_KINDS: Record<string, string> = {
  unaccounted: 'Paid, with no order and no refund',
  'several-orders': 'Paid once, with more than one order',
  'order-and-refund': 'Both ordered and refunded',
  'refund-failing': 'Its refund keeps failing',
};

/** Why a refund was made (its cause), in words. */
const REFUND_CAUSES: Record<string, string> = {
  order: 'Requested on the order',
  'cart-ordered': 'The cart was already ordered',
  'session-closed': 'Paid after its checkout was closed',
  'amount-mismatch': 'Paid a different amount',
};

export const caseKindInWords = (kind: string) => CASE_KINDS[kind] ?? 'Needs a look';
export const refundCauseInWords = (cause: string) => REFUND_CAUSES[cause] ?? 'Refund';

/** A payment named by the end of its provider's id, where nothing else (an order) names it. */
export const shortPayment = (sessionId: string) => `Payment …${sessionId.slice(-6)}`;
