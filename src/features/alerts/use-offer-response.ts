import { useState } from 'react';
import { acceptOrder, rejectOrder } from '../account/api/orders';
import { errorMessage } from '../../lib/domain/errors';

/**
 * A florist's answer to an order offered to their store: accept, or reject
 * with the chosen reason code. `onDone` runs once the offer is answered, or
 * when `closedIsDone` and the offer had already closed (409: it ran out or
 * went to another store); any other failure is kept to show.
 */
export function useOfferResponse(orderId: string, onDone: () => void, { closedIsDone = false } = {}) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (call: () => ReturnType<typeof acceptOrder>) => {
    setSending(true);
    setFailure(null);
    const result = await call();
    setSending(false);
    if (result.ok || (closedIsDone && result.error.status === 409)) onDone();
    else setFailure(errorMessage(result.error));
  };
  return {
    reason,
    setReason,
    failure,
    sending,
    accept: () => send(() => acceptOrder(orderId)),
    reject: () => send(() => rejectOrder(orderId, Number(reason))),
  };
}
