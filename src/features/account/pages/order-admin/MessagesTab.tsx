import { fetchOrderMessages } from '../../api/orders';
import { formatExpiry } from '../../../../lib/domain/order-status';
import { Empty, Loaded } from '../../ui';
import { useLoad } from '../../useLoad';

/** The messages tab: Flowerline's custom notes to the florist handling the order. */
export function MessagesTab({ orderId }: { orderId: string }) {
  const { state, reload } = useLoad((signal) => fetchOrderMessages(orderId, signal), [orderId]);
  return (
    <Loaded state={state} reload={reload} rows={2} label="Loading messages…">
      {(messages) =>
        messages.length === 0 ? (
          <Empty>No messages on this order.</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Messages">
            {messages.map((message) => (
              <li key={message.id} className="rounded-xl border border-plum/10 p-4">
                <p className="text-sm text-ink-muted">
                  From {message.from}, {formatExpiry(message.sentAt)}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink">{message.text}</p>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
