import { atom } from 'nanostores';
import type { OfferEnd } from '../../../lib/domain/offer-outcome';

/**
 * The store's offers that ended while this page was open, by order id, as
 * the alert stream tells them (for every florist, alerts on or off): a page
 * showing an order's Accept and Reject takes them away when its offer ends.
 */
export const $offerEnds = atom<Readonly<Record<string, OfferEnd>>>({});

export function offerEnded(orderId: string, end: OfferEnd): void {
  $offerEnds.set({ ...$offerEnds.get(), [orderId]: end });
}

/** The order is offered to the store again: its earlier end no longer holds. */
export function offerReopened(orderId: string): void {
  if (!(orderId in $offerEnds.get())) return;
  const { [orderId]: _ended, ...rest } = $offerEnds.get();
  $offerEnds.set(rest);
}

/** Orders this page is answering right now: the end of their offer is told by the answer itself, not the stream. */
const answering = new Set<string>();
export const isAnswering = (orderId: string) => answering.has(orderId);
export async function whileAnswering<T>(orderId: string, answer: () => Promise<T>): Promise<T> {
  answering.add(orderId);
  try {
    return await answer();
  } finally {
    answering.delete(orderId);
  }
}
