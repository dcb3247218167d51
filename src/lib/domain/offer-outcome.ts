/**
 * How an offer of an order to a store ends, and the words its staff read
 * when it has: answered by one of them (accepted or rejected), run out, or
 * withdrawn by Flowerline.
 */
export const OFFER_OUTCOMES = ['accepted', 'rejected', 'expired', 'withdrawn'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** An ended offer: how it ended and, when one of the store's staff answered it, their name. */
export interface OfferEnd {
  outcome: OfferOutcome;
  by: string | null;
}

/** What the store's staff are told once the offer of order `orderNumber` has ended. */
export function offerEndedMessage(orderNumber: string, { outcome, by }: OfferEnd): string {
  switch (outcome) {
    case 'accepted':
      return `Order ${orderNumber} was accepted by ${by ?? 'your store'}.`;
    case 'rejected':
      return `Order ${orderNumber} was rejected by ${by ?? 'your store'}, so it is no longer offered to your store.`;
    case 'expired':
      return `The time to answer order ${orderNumber} ran out: it has been assigned to another florist.`;
    case 'withdrawn':
      return `Flowerline took order ${orderNumber} back from your store.`;
  }
}

/** Why an answer to an offer that has already ended is refused (the 409's words). */
export function offerClosedMessage({ outcome, by }: OfferEnd): string {
  switch (outcome) {
    case 'accepted':
    case 'rejected':
      return by ? `This order was already answered by ${by}, who ${outcome} it.` : `This order was already ${outcome} by your store.`;
    case 'expired':
      return 'The time to answer this order has run out, so it has been offered to another florist.';
    case 'withdrawn':
      return 'This order was withdrawn from your store by Flowerline.';
  }
}
