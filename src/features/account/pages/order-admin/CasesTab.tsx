import { useState } from 'react';
import { TextArea } from '../../../../components/FormField';
import type { Order } from '../../../../lib/api/contracts/checkout';
import { ORDER_ACTION_BODIES, type OrderCase } from '../../../../lib/api/contracts/order-admin';
import { fetchOrderCases, takeOrderAction } from '../../api/orders';
import { formatExpiry } from '../../../../lib/domain/order-status';
import { StatusBadge } from '../../../../components/StatusBadge';
import { useForm, useFormSubmit } from '../../../../components/use-form';
import { Empty, Failure, Loaded, secondaryButton } from '../../ui';
import { useLoad } from '../../useLoad';

function Resolve({ order, found, onDone }: { order: Order; found: OrderCase; onDone: (order: Order) => void }) {
  const form = useForm(ORDER_ACTION_BODIES['resolve-query'], { caseId: found.caseId, resolution: '' });
  const { ref, status, failure, submit } = useFormSubmit(form.check, form.setErrors, (body) => takeOrderAction(order.orderId, 'resolve-query', body), onDone);
  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label={`Resolve ${found.subject}`} className="mt-2 grid max-w-xl gap-2">
      <TextArea label="Resolution" required {...form.field('resolution')} />
      {failure && <Failure message={failure} />}
      <div>
        <button type="submit" className={secondaryButton} disabled={status === 'sending'}>
          {status === 'sending' ? 'Saving…' : 'Resolve query'}
        </button>
      </div>
    </form>
  );
}

/** The cases tab: the queries raised on the order, open or resolved; Flowerline resolves them. */
export function CasesTab({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [round, setRound] = useState(0);
  const { state, reload } = useLoad((signal) => fetchOrderCases(order.orderId, signal), [order.orderId, round]);
  const mayResolve = order.actions.includes('resolve-query');
  return (
    <Loaded state={state} reload={reload} rows={2} label="Loading cases…">
      {(cases) =>
        cases.length === 0 ? (
          <Empty>No queries have been raised on this order.</Empty>
        ) : (
          <ul className="grid gap-3" aria-label="Cases">
            {cases.map((found) => (
              <li key={found.caseId} className="rounded-xl border border-plum/10 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-ink">{found.subject}</p>
                  <StatusBadge status={found.resolvedAt ? 'Complete' : 'Open'} />
                </div>
                <p className="text-sm text-ink-muted">
                  Raised by {found.raisedBy}, {formatExpiry(found.raisedAt)}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink">{found.text}</p>
                {found.resolvedAt ? (
                  <p className="mt-2 text-sm text-ink">
                    Resolved by {found.resolvedBy}, {formatExpiry(found.resolvedAt)}: {found.resolution}
                  </p>
                ) : (
                  mayResolve && (
                    <Resolve
                      order={order}
                      found={found}
                      onDone={(updated) => {
                        setRound(round + 1);
                        onChanged(updated);
                      }}
                    />
                  )
                )}
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
