import { useId, useState } from 'react';
import type { Order } from '../../../../lib/api/contracts/checkout';
import type { AuditEntry } from '../../../../lib/api/contracts/order-admin';
import { fetchAuditLog } from '../../api/orders';
import { ORDER_ACTION_RULES, type OrderAction } from '../../../../lib/domain/order-actions';
import { formatExpiry } from '../../../../lib/domain/order-status';
import { Empty, Loaded, Saved } from '../../ui';
import { useLoad } from '../../useLoad';
import { ActionForm } from './ActionForm';
import { RefundsSection } from './RefundsSection';

type FormAction = Exclude<OrderAction, 'resolve-query' | 'approve-refund'>;

/** What an entry's detail says in words: the changed values, amounts and stores. */
function describe(entry: AuditEntry): string {
  const d = entry.detail;
  const parts: string[] = [];
  if (typeof d.totalBefore === 'string') parts.push(`total ${d.totalBefore} → ${d.totalAfter}`);
  if (typeof d.amount === 'string') parts.push(`amount ${d.amount}`);
  if (typeof d.storeKey === 'string' && entry.action === 'manual-allocation') parts.push(`to ${d.storeKey}`);
  if (typeof d.fromStore === 'string') parts.push(`from ${d.fromStore}`);
  if (entry.action === 'edit-delivery-date') parts.push(`${d.from} → ${d.to}`);
  if (d.changed && typeof d.changed === 'object') {
    for (const [field, change] of Object.entries(d.changed as Record<string, { from: unknown; to: unknown }>)) parts.push(`${field}: ${change.from ?? '—'} → ${change.to ?? '—'}`);
  }
  return [entry.subject, entry.text, ...parts].filter(Boolean).join(' · ');
}

function AuditLog({ orderId, round }: { orderId: string; round: number }) {
  const { state, reload } = useLoad((signal) => fetchAuditLog(orderId, signal), [orderId, round]);
  return (
    <section aria-labelledby="audit-log-heading" className="mt-6">
      <h3 id="audit-log-heading" className="mb-2 font-display text-lg text-plum">
        Audit log
      </h3>
      <Loaded state={state} reload={reload} rows={3} label="Loading the audit log…">
        {(log) =>
          log.length === 0 ? (
            <Empty>No admin actions on this order yet.</Empty>
          ) : (
            <ol className="divide-y divide-plum/10" aria-label="Audit log">
              {log.map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="font-semibold text-ink">
                    {entry.label}{' '}
                    <span className="font-normal text-ink-muted">
                      by {entry.actorName}
                      {entry.actorStoreKey ? ` (${entry.actorStoreKey})` : ''}, {formatExpiry(entry.createdAt)}
                    </span>
                  </p>
                  <p className="text-sm break-words text-ink">{describe(entry)}</p>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </section>
  );
}

/** The admin tab: the actions this person may take on the order now, its refunds (Flowerline, `refunds`), and the order's audit log. */
export function AdminTab({ order, refunds = false, onChanged }: { order: Order; refunds?: boolean; onChanged: (order: Order) => void }) {
  const offered = order.actions.filter((a): a is FormAction => a !== 'resolve-query' && a !== 'approve-refund');
  const [action, setAction] = useState<FormAction | ''>('');
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const selectId = useId();
  const finished = (updated: Order, taken: FormAction) => {
    setDone(`${ORDER_ACTION_RULES[taken].label}: saved.`);
    setAction('');
    setRound(round + 1);
    onChanged(updated);
  };
  const approved = (updated: Order) => {
    setRound(round + 1);
    onChanged(updated);
  };
  return (
    <div>
      {offered.length === 0 ? (
        <Empty>No admin actions are open on this order.</Empty>
      ) : (
        <div className="grid gap-4">
          <div className="grid max-w-xl gap-1">
            <label htmlFor={selectId} className="font-semibold text-ink">
              Action
            </label>
            <select
              id={selectId}
              value={action}
              onChange={(event) => {
                setDone(null);
                setAction(event.target.value as FormAction | '');
              }}
              className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base"
            >
              <option value="">Choose an action</option>
              {offered.map((a) => (
                <option key={a} value={a}>
                  {ORDER_ACTION_RULES[a].label}
                </option>
              ))}
            </select>
          </div>
          {done && <Saved>{done}</Saved>}
          {action && <ActionForm key={action} action={action} order={order} onDone={finished} />}
        </div>
      )}
      {refunds && <RefundsSection order={order} round={round} onApproved={approved} />}
      <AuditLog orderId={order.orderId} round={round} />
    </div>
  );
}
