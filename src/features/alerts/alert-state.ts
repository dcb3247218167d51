import { z } from 'zod';
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

export interface AlertState {
  /** Offers awaiting the florist's answer, shown in the pop-up. */
  pending: PendingOffer[];
  /** Order numbers whose offer ended for this store, shown once. */
  expired: string[];
}

export type AlertMessage = { type: 'offered'; orderId: string; orderNumber: string; expiresAt: string | null } | { type: 'expired'; orderId: string; orderNumber: string };

/** The pop-ups after an event: a new offer joins the pending ones unless seen or past; an ended one leaves them and is announced. */
export function nextAlertState(state: AlertState, message: AlertMessage, seen: readonly string[], now = Date.now()): AlertState {
  if (message.type === 'offered') {
    const over = message.expiresAt !== null && Date.parse(message.expiresAt) <= now;
    if (over || seen.includes(offerKey(message)) || state.pending.some((offer) => offer.orderId === message.orderId)) return state;
    return { ...state, pending: [...state.pending, { orderId: message.orderId, orderNumber: message.orderNumber, expiresAt: message.expiresAt }] };
  }
  const wasPending = state.pending.some((offer) => offer.orderId === message.orderId);
  return {
    pending: state.pending.filter((offer) => offer.orderId !== message.orderId),
    expired: wasPending && !state.expired.includes(message.orderNumber) ? [...state.expired, message.orderNumber] : state.expired,
  };
}
