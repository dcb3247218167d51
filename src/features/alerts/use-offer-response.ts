import { useState } from 'react';
import { acceptOrder, rejectOrder } from '../account/api/orders';
import { errorMessage } from '../../lib/domain/errors';
import { whileAnswering } from './stores/offer-ends';
import { OFFER_OUTCOMES, type OfferEnd, type OfferOutcome } from '../../lib/domain/offer-outcome';

/** How the refused answer's offer had ended, as the 409 says (`outcome`, `answeredBy`). */
function endOfConflict(body: unknown): OfferEnd {
  const { outcome, answeredBy } = (body ?? {}) as { outcome?: unknown; answeredBy?: unknown };
  return {
    outcome: OFFER_OUTCOMES.includes(outcome as OfferOutcome) ? (outcome as OfferOutcome) : 'expired',
    by: typeof answeredBy === 'string' ? answeredBy : null,
  };
}

export interface OfferResponseHandlers {
  /** The florist's own answer was taken. */
  onAnswered: (end: OfferEnd) => void;
  /** The offer had already ended (409): how, and the words saying so. */
  onClosed: (end: OfferEnd, message: string) => void;
}

/**
 * A florist's answer to an order offered to their store: accept, or reject
 * with the chosen reason code. An answer to an offer that has already ended
 * (answered by someone else of the store, run out or withdrawn) is handed
 * to `onClosed` with the server's words; any other failure is kept to show.
 */
export function useOfferResponse(orderId: string, { onAnswered, onClosed }: OfferResponseHandlers) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (outcome: 'accepted' | 'rejected', call: () => ReturnType<typeof acceptOrder>) => {
    setSending(true);
    setFailure(null);
    const result = await whileAnswering(orderId, call);
    setSending(false);
    if (result.ok) onAnswered({ outcome, by: null });
    else if (result.error.status === 409) onClosed(endOfConflict(result.error.body), errorMessage(result.error));
    else setFailure(errorMessage(result.error));
  };
  return {
    reason,
    setReason,
    failure,
    sending,
    accept: () => send('accepted', () => acceptOrder(orderId)),
    reject: () => send('rejected', () => rejectOrder(orderId, Number(reason))),
  };
}
