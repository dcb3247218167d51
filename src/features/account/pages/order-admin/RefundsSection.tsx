import { useState } from 'react';
import { Dialog } from '../../../../components/Dialog';
import type { Order } from '../../../../lib/api/contracts/checkout';
import type { OrderRefund } from '../../../../lib/api/contracts/order-admin';
import { fetchOrderRefunds, takeOrderAction } from '../../api/orders';
import { formatExpiry } from '../../../../lib/domain/order-status';
import { RefundBadge } from '../../RefundBadge';
import { Empty, Failure, Loaded, primaryButton, Saved, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';

function RefundItem({ refund, onApprove }: { refund: OrderRefund; onApprove: (() => void) | null }) {
  return (
    <li className="rounded-xl border border-plum/10 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{refund.amount.formattedPrice}</p>
        <RefundBadge status={refund.status} />
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-ink">{refund.reason}</p>
      <p className="mt-1 text-sm text-ink-muted">
        Requested {formatExpiry(refund.requestedAt)}
        {refund.refundedAt && <>, refunded {formatExpiry(refund.refundedAt)}</>}
      </p>
      {refund.failure && <p className="mt-1 text-sm break-words text-alert-red">The last attempt failed: {refund.failure}</p>}
      {onApprove && (
        <button type="button" onClick={onApprove} aria-label={`Approve refund of ${refund.amount.formattedPrice}`} className={`mt-3 ${secondaryButton}`}>
          Approve refund
        </button>
      )}
    </li>
  );
}

/**
 * The order's refunds (Flowerline): amount, reason, where each stands and
 * when it was requested and made. One waiting for approval is approved
 * here, after a confirmation; the payment provider then makes it, and the
 * list and the order are read again.
 */
export function RefundsSection({ order, round, onApproved }: { order: Order; round: number; onApproved: (order: Order) => void }) {
  const { state, reload } = useLoad((signal) => fetchOrderRefunds(order.orderId, signal), [order.orderId, round]);
  const [confirming, setConfirming] = useState<OrderRefund | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const mayApprove = order.actions.includes('approve-refund');

  const approve = async () => {
    if (!confirming) return;
    setBusy(true);
    setFailure(null);
    setSaved(null);
    const result = await takeOrderAction(order.orderId, 'approve-refund', { refundId: confirming.refundId });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return setFailure(result.error.message);
    setSaved(`The refund of ${confirming.amount.formattedPrice} is approved.`);
    onApproved(result.data);
  };

  return (
    <section aria-labelledby="refunds-heading" className="mt-6">
      <h3 id="refunds-heading" className="mb-2 font-display text-lg text-plum">
        Refunds
      </h3>
      {(failure || saved) && <div className="mb-3">{failure ? <Failure message={failure} /> : <Saved>{saved}</Saved>}</div>}
      <Loaded state={state} reload={reload} rows={2} label="Loading the refunds…">
        {(refunds) =>
          refunds.length === 0 ? (
            <Empty>No refunds on this order.</Empty>
          ) : (
            <ul className="grid gap-3" aria-label="Refunds">
              {refunds.map((refund) => (
                <RefundItem key={refund.refundId} refund={refund} onApprove={mayApprove && refund.status === 'requested' ? () => setConfirming(refund) : null} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        size="sm"
        title="Approve this refund?"
        footer={
          <>
            <button type="button" onClick={() => setConfirming(null)} className={secondaryButton}>
              Not now
            </button>
            <button type="button" disabled={busy} onClick={() => void approve()} className={primaryButton}>
              {busy ? 'Approving…' : 'Approve refund'}
            </button>
          </>
        }
      >
        <p>{confirming?.amount.formattedPrice} goes back to the customer through the payment provider. This cannot be undone.</p>
      </Dialog>
    </section>
  );
}
