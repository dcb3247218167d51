import { z } from 'zod';
import type { OfferEnd } from '../../lib/domain/offer-outcome';
import { ALERT_POLL_LIMIT, ALERT_REPEAT_DEFAULT } from '../../lib/domain/order-status';

/** Offers the florist has seen (dismissed or answered), by `offerKey`, kept under this key, the newest ALERT_POLL_LIMIT of them. */
export const SEEN_ALERTS_KEY = 'order-alerts-seen';
/** The stored number of times an alert's sound repeats. */
export const ALERT_REPEAT_KEY = 'order-alert-repeat';

const SeenModel = z.array(z.string().max(150)).max(ALERT_POLL_LIMIT);

export function readSeen(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const parsed = SeenModel.safeParse(JSON.parse(storage.getItem(SEEN_ALERTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Records ids as seen, keeping only the newest ALERT_POLL_LIMIT (the poll never returns more, so nothing alerts twice). */
export function markSeen(ids: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const next = [...readSeen(storage).filter((id) => !ids.includes(id)), ...ids].slice(-ALERT_POLL_LIMIT);
  try {
    storage.setItem(SEEN_ALERTS_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: dismissing still closes the pop-up.
  }
  return next;
}

export function repeatCount(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const stored = Number(storage.getItem(ALERT_REPEAT_KEY));
  return Number.isInteger(stored) && stored >= 1 && stored <= 20 ? stored : ALERT_REPEAT_DEFAULT;
}

export interface PendingOffer {
  orderId: string;
  orderNumber: string;
  expiresAt: string | null;
}

/**
 * What identifies one offer: the order and when the offer runs out. An
 * order offered to the store again later (allocated back by hand) is a new
 * offer, and alerts again.
 */
export const offerKey = (offer: { orderId: string; expiresAt: string | null }) => (offer.expiresAt ? `${offer.orderId}@${offer.expiresAt}` : offer.orderId);

/** An offer in the pop-up that ended before this florist answered it. */
export interface EndedOffer extends OfferEnd {
  orderNumber: string;
  /** Words of the shop's own for it (why an answer was refused), else offerEndedMessage's. */
  message?: string;
}

export interface AlertState {
  /** Offers awaiting the florist's answer, shown in the pop-up. */
  pending: PendingOffer[];
  /** Offers that ended for this store while in the pop-up, each shown once with how it ended. */
  ended: EndedOffer[];
}

export type AlertMessage =
  { type: 'offered'; orderId: string; orderNumber: string; expiresAt: string | null } | ({ type: 'expired' | 'answered'; orderId: string; orderNumber: string } & Partial<OfferEnd>);

/** How an ended offer's message says it ended (an expired event without an outcome ran out or was taken away). */
export const endOf = (message: Partial<OfferEnd>): OfferEnd => ({ outcome: message.outcome ?? 'expired', by: message.by ?? null });

/** The pop-ups after an event: a new offer joins the pending ones unless seen or past; an ended one leaves them and is announced with how it ended. */
export function nextAlertState(state: AlertState, message: AlertMessage, seen: readonly string[], now = Date.now()): AlertState {
  if (message.type === 'offered') {
    const over = message.expiresAt !== null && Date.parse(message.expiresAt) <= now;
    if (over || seen.includes(offerKey(message)) || state.pending.some((offer) => offer.orderId === message.orderId)) return state;
    return { ...state, pending: [...state.pending, { orderId: message.orderId, orderNumber: message.orderNumber, expiresAt: message.expiresAt }] };
  }
  return endOffer(state, message.orderId, { orderNumber: message.orderNumber, ...endOf(message) });
}

/** The pop-ups once an offer ended: it leaves the pending ones and, if it was among them, is announced once. */
export function endOffer(state: AlertState, orderId: string, ended: EndedOffer): AlertState {
  const wasPending = state.pending.some((offer) => offer.orderId === orderId);
  return {
    pending: state.pending.filter((offer) => offer.orderId !== orderId),
    ended: wasPending && !state.ended.some((e) => e.orderNumber === ended.orderNumber) ? [...state.ended, ended] : state.ended,
  };
}
