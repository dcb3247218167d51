import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import FinancialSummaryList from '../../../components/FinancialSummaryList';
import { StatusBadge } from '../../../components/StatusBadge';
import { fetchOrder } from '../../checkout/api/checkout';
import type { Order } from '../../../lib/api/contracts/checkout';
import { fetchAllocationHistory } from '../api/orders';
import { useOfferResponse } from '../../alerts/use-offer-response';
import { $offerEnds } from '../../alerts/stores/offer-ends';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { offerEndedMessage, type OfferEnd } from '../../../lib/domain/offer-outcome';
import { formatDisplayDate } from '../../../lib/domain/calendar-day';
import { formatExpiry, REJECTION_CODES, REJECTION_REASONS } from '../../../lib/domain/order-status';
import { isFloristGroup } from '../../../lib/domain/roles';
import { DataTable } from '../DataTable';
import { Tabs } from '../Tabs';
import { AdminTab } from './order-admin/AdminTab';
import { CasesTab } from './order-admin/CasesTab';
import { MessagesTab } from './order-admin/MessagesTab';
import type { PanelProps } from '../panel-props';
import { Empty, Loaded, Panel, primaryButton, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';

const orderIdOfPath = () => decodeURIComponent(location.pathname.replace(/^\/myaccount\/orders\/?/, '').replace(/\/$/, ''));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-plum/10 p-4" aria-label={title}>
      <h2 className="mb-2 font-display text-xl text-plum">{title}</h2>
      {children}
    </section>
  );
}

/** How the store's offer of the order ended while the page was open, in words. */
interface Ended {
  end: OfferEnd;
  text: string;
}

/** Says how the offer ended; takes the focus when it had none left (the controls it replaces had it). */
function OfferEndedNotice({ ended }: { ended: Ended }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus();
  }, [ended]);
  return (
    <div ref={ref} tabIndex={-1} role="status" data-testid="offer-ended" className="rounded-xl bg-soft-pink px-4 py-3 text-ink">
      <p>{ended.text}</p>
      {ended.end.outcome !== 'accepted' && (
        <a href={ACCOUNT_PAGES.mypreviousorders.path} className="mt-1 inline-block font-semibold text-plum underline">
          Back to your orders
        </a>
      )}
    </div>
  );
}

/** The offered store's answer: Accept, or Reject with a reason from the spec's list. */
function RespondToOffer({ order, onEnded }: { order: Order; onEnded: (ended: Ended) => void }) {
  const { reason, setReason, failure, sending, accept, reject } = useOfferResponse(order.orderId, {
    onAnswered: (end) =>
      onEnded({ end, text: end.outcome === 'accepted' ? `You accepted order ${order.orderNumber}.` : `You rejected order ${order.orderNumber}, so it is no longer offered to your store.` }),
    onClosed: (end, message) => onEnded({ end, text: message }),
  });
  const reasonId = useId();
  return (
    <Section title="Offered to your store">
      {order.allocationExpireDateTime && <p className="mb-3 text-ink">Please answer by {formatExpiry(order.allocationExpireDateTime)}.</p>}
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={primaryButton} disabled={sending} onClick={() => void accept()}>
          Accept order
        </button>
        <div className="grid gap-1">
          <label htmlFor={reasonId} className="text-sm font-semibold text-ink">
            Reason for rejecting
          </label>
          <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} className="rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base">
            <option value="">Choose a reason</option>
            {REJECTION_CODES.map((code) => (
              <option key={code} value={code}>
                {REJECTION_REASONS[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={secondaryButton} disabled={sending || !reason} onClick={() => void reject()}>
          Reject order
        </button>
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-alert-red">
          {failure}
        </p>
      )}
    </Section>
  );
}

/** Each offer of the order in turn (Flowerline and the stores it was offered to). */
function Allocations({ orderId }: { orderId: string }) {
  const { state, reload } = useLoad((signal) => fetchAllocationHistory(orderId, signal), [orderId]);
  return (
    <Section title="Allocations">
      <Loaded state={state} reload={reload} rows={2} label="Loading allocations…">
        {(history) =>
          history.length === 0 ? (
            <Empty>Not offered to a florist yet.</Empty>
          ) : (
            <DataTable
              caption="Allocations"
              rows={history}
              rowKey={(row) => String(row.attempt)}
              minWidth="lg:min-w-[32rem]"
              columns={[
                { header: '#', cell: (row) => row.attempt },
                { header: 'Store', cell: (row) => row.allocatedStoreKey },
                { header: 'How', cell: (row) => (row.method === 'manual' ? 'by hand' : row.method === 'partner' ? 'partner' : 'by the network') },
                { header: 'Offered', cell: (row) => formatExpiry(row.offeredAt) },
                { header: 'Outcome', cell: (row) => (row.responseReason ? `${row.outcome}: ${row.responseReason.text}` : row.outcome) },
              ]}
            />
          )
        }
      </Loaded>
    </Section>
  );
}

type TabId = 'details' | 'cases' | 'admin' | 'allocations' | 'messages';

/** The order's details: delivery, items and the summary (florists read the product value only). */
function Details({ order, florist }: { order: Order; florist: boolean }) {
  return (
    <div className="grid gap-4">
      <Section title="Delivery">
        <p className="font-semibold text-ink">{formatDisplayDate(order.deliveryDate)}</p>
        <address className="not-italic text-ink">
          {order.recipient.firstName} {order.recipient.lastName}
          {order.recipient.company && <>, {order.recipient.company}</>}
          <br />
          {order.recipient.street}
          {order.recipient.street2 && <>, {order.recipient.street2}</>}
          <br />
          {[order.recipient.suburb, order.recipient.state, order.recipient.postcode].filter(Boolean).join(' ')}
          {order.isInternational && <> ({order.recipient.country}, overseas)</>}
        </address>
        {order.deliveryInstructions && <p className="mt-2 text-ink-muted">Instructions: {order.deliveryInstructions}</p>}
      </Section>
      <Section title="Items">
        <ul className="divide-y divide-plum/10">
          {order.lines.map((line) => (
            <li key={line.id} className="py-2">
              <p className="font-semibold text-ink">
                {line.quantity} × {line.name}
                {line.variantLabel && <span className="font-normal text-ink-muted"> ({line.variantLabel})</span>}
              </p>
              {line.addons.map((addon) => (
                <p key={addon.name} className="text-sm text-ink-muted">
                  + {addon.quantity} × {addon.name}
                </p>
              ))}
              {line.adjustments.map((adjustment) => (
                <p key={adjustment.name} className="text-sm text-ink-muted">
                  + {adjustment.name} ({adjustment.money.formattedPrice})
                </p>
              ))}
              <p className="text-sm text-ink">{line.noCardMessage ? 'No card message' : line.cardMessage ? `Card: “${line.cardMessage}”` : ''}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Summary">
        {florist ? (
          <>
            <p className="text-ink">
              Total product value (incl. GST): <span className="font-semibold">{order.productValue.formattedPrice}</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">The delivery fee is paid to your store directly.</p>
          </>
        ) : (
          <FinancialSummaryList lines={order.financialSummary} />
        )}
      </Section>
    </div>
  );
}

/**
 * An order's page (spec 001 sections 2.2 and 4.6): its status, and the tabs
 * order details, cases, admin, allocations and messages as the reader's
 * part in the order allows. Customers read the details; Flowerline and the
 * stores handling the order get the admin records too (docs/adr/0510). The
 * offered store accepts or rejects it here; when its offer ends meanwhile
 * (answered by someone else of the store, run out, taken back) the controls
 * give way to words saying so, and an order the store may no longer read
 * leaves the page.
 */
export default function OrderDetails({ role, session }: PanelProps) {
  const orderId = orderIdOfPath();
  const [tab, setTab] = useState<TabId>('details');
  // The end of the store's offer of this order, as the alert stream tells it, unless the florist's own answer already did.
  const heard = useStore($offerEnds)[orderId];
  const [own, setOwn] = useState<Ended | null>(null);
  // Accepted by the store: the order loads again, now accepted.
  const accepted = (own?.end ?? heard)?.outcome === 'accepted';
  const { state, reload, setData } = useLoad((signal) => fetchOrder(orderId, signal), [orderId, accepted]);
  if (!orderId) return <Empty>Choose an order from your order list to see its details here.</Empty>;
  const florist = isFloristGroup(role);
  const changed = (order: Order) => setData(order);
  return (
    <Panel>
      <Loaded state={state} reload={reload} rows={5} label="Loading the order…">
        {(order) => {
          const ended = own ?? (heard ? { end: heard, text: offerEndedMessage(order.orderNumber, heard) } : null);
          if (ended && ended.end.outcome !== 'accepted') {
            // The store may no longer read the order: only its number and how the offer ended stay.
            return (
              <div className="grid gap-4">
                <p className="font-display text-2xl text-plum" data-testid="order-number">
                  {order.orderNumber}
                </p>
                <OfferEndedNotice ended={ended} />
              </div>
            );
          }
          const offeredToMe = florist && order.workflowStatus === 'Awaiting Store Response' && !!session.storeKey && order.allocatedStoreKey === session.storeKey;
          const network = order.actions.length > 0;
          const tabs: { id: TabId; label: string }[] = [
            { id: 'details', label: 'Order details' },
            ...(network
              ? [
                  { id: 'cases' as const, label: order.openCases ? `Cases (${order.openCases})` : 'Cases' },
                  { id: 'admin' as const, label: 'Admin' },
                ]
              : []),
            ...(role !== 'customer' ? [{ id: 'allocations' as const, label: 'Allocations' }] : []),
            ...(network ? [{ id: 'messages' as const, label: 'Messages' }] : []),
          ];
          const shown = tabs.some((t) => t.id === tab) ? tab : 'details';
          return (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-display text-2xl text-plum" data-testid="order-number">
                  {order.orderNumber}
                </p>
                {[order.status, order.workflowStatus, order.paymentStatus]
                  .filter((s): s is string => !!s)
                  .map((status) => (
                    <StatusBadge key={status} status={status} />
                  ))}
                {order.deliveredAt && <StatusBadge status="Delivered" />}
                <p className="w-full text-sm text-ink-muted">Placed {formatExpiry(order.createdAt)}</p>
              </div>
              {ended ? <OfferEndedNotice ended={ended} /> : offeredToMe && <RespondToOffer order={order} onEnded={setOwn} />}
              {tabs.length === 1 ? (
                <Details order={order} florist={florist} />
              ) : (
                <Tabs label="Order" tabs={tabs} selected={shown} onSelect={setTab}>
                  {shown === 'details' && <Details order={order} florist={florist} />}
                  {shown === 'cases' && <CasesTab order={order} onChanged={changed} />}
                  {shown === 'admin' && <AdminTab order={order} refunds={role === 'flowerline'} onChanged={changed} />}
                  {shown === 'allocations' && <Allocations key={`${accepted}-${order.allocatedStoreKey}-${order.workflowStatus}`} orderId={order.orderId} />}
                  {shown === 'messages' && <MessagesTab orderId={order.orderId} />}
                </Tabs>
              )}
            </div>
          );
        }}
      </Loaded>
    </Panel>
  );
}
