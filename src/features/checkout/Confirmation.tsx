import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { RetryAlert } from '../../components/RetryAlert';
import type { ApiError } from '../../lib/api/client';
import { fetchOrder, fetchPaymentSession } from './api/checkout';
import { ACCOUNT_PAGES } from '../../lib/domain/account';
import type { Order } from '../../lib/api/contracts/checkout';
import { pushToDataLayer } from '../../lib/analytics/data-layer';
import { reportPurchaseOnce } from '../../lib/analytics/purchase';
import { formatDisplayDate } from '../../lib/domain/calendar-day';
import { CONFIRMATION_WAIT_MS, paymentFailedMessage } from '../../lib/domain/payment';
import { forgetCart } from '../cart/stores/cart';
import { useHydrated } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';
import { clearDraft } from './checkout-draft';
import FinancialSummaryList from '../../components/FinancialSummaryList';
import { outcomeNotice, type OutcomeNotice } from './payment-outcome';
import PaymentOutcomeNotice from './PaymentOutcomeNotice';
import { orderWait, waitOutcome } from './wait-for-order';
import { useQuery, type QueryState } from '../../lib/api/useQuery';

type View =
  | { status: 'waiting' }
  | { status: 'slow' }
  | { status: 'failed'; message: string; retry?: () => void }
  | { status: 'declined'; message: string }
  | { status: 'unordered'; notice: OutcomeNotice }
  | { status: 'done'; order: Order };

/**
 * The return page after payment (and after an order on account). The
 * order is made by the payment provider's confirmation, not by this page, so
 * the page polls the payment session until the order exists; then it shows
 * the order number and summary, offers guests an account, and reports the
 * purchase once. A payment that made no order (refunded because its cart
 * had been ordered or had changed, or closed before it was paid) is said
 * so, with the way on, instead of waiting for an order that will not come.
 */
export default function Confirmation() {
  const session = useStore($session);
  const hydrated = useHydrated();
  const [{ sessionId, orderParam }] = useState(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : location.search);
    return { sessionId: params.get('session'), orderParam: params.get('order') };
  });

  // The payment session, polled until the provider's confirmation has made its order (or the payment ended otherwise).
  const waiting = !orderParam && sessionId !== null;
  const wait = useQuery(waiting ? `session:${sessionId}` : null, (signal) => fetchPaymentSession(sessionId!, signal), { poll: orderWait(sessionId ?? '', CONFIRMATION_WAIT_MS) });
  const outcome = waiting ? waitOutcome(sessionId, answerOf(wait.state), wait.gaveUp) : null;

  // Then the order it made (or the one named by ?order=), once its id exists.
  const orderId = orderParam ?? (outcome?.kind === 'paid' ? outcome.orderId : null);
  const ordered = useQuery(`order:${orderId}`, (signal) => fetchOrder(orderId!, signal), { enabled: orderId !== null });
  const placed = ordered.state.status === 'ok' ? ordered.state.data : null;
  useEffect(() => {
    if (!placed) return;
    clearDraft();
    forgetCart();
    reportPurchaseOnce(placed, (entry) => pushToDataLayer(entry));
  }, [placed]);

  // Or, for a payment that made no order, where its cart stands now.
  const unordered = outcome?.kind === 'refunded' || outcome?.kind === 'expired' ? outcome : null;
  const notice = useQuery(`notice:${unordered?.session.id}`, async (signal) => ({ ok: true, data: await outcomeNotice(unordered!.kind, unordered!.session, signal), status: 200 }), {
    enabled: unordered !== null,
  });

  const view: View = !hydrated
    ? { status: 'waiting' }
    : !orderId && !waiting
      ? { status: 'failed', message: 'We could not find this order. Check the link in your confirmation email.' }
      : outcome?.kind === 'declined'
        ? { status: 'declined', message: paymentFailedMessage(outcome.reason) }
        : outcome?.kind === 'gave-up'
          ? { status: 'failed', message: outcome.message, retry: wait.reload }
          : notice.state.status === 'ok'
            ? { status: 'unordered', notice: notice.state.data }
            : placed
              ? { status: 'done', order: placed }
              : ordered.state.status === 'error'
                ? { status: 'failed', message: ordered.state.message, retry: ordered.state.error.isRetryable ? ordered.reload : undefined }
                : { status: wait.slow ? 'slow' : 'waiting' };

  if (view.status === 'waiting' || view.status === 'slow') {
    return (
      <section aria-busy="true" className="mx-auto max-w-xl py-10 text-center" role="status">
        <div className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-plum/20 border-t-plum" aria-hidden="true" />
        <p className="mt-4 text-lg text-ink">Confirming your payment…</p>
        {view.status === 'slow' && <p className="mt-2 text-ink-muted">This is taking longer than usual. Please keep this page open; there is no need to pay again.</p>}
      </section>
    );
  }
  if (view.status === 'declined') {
    return (
      <section className="mx-auto max-w-xl py-10 text-center">
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-ink">
          {view.message}
        </p>
        <a href="/checkout" className="mt-6 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark">
          Back to checkout
        </a>
      </section>
    );
  }
  if (view.status === 'unordered') return <PaymentOutcomeNotice notice={view.notice} />;
  if (view.status === 'failed') {
    return <RetryAlert message={view.message} onRetry={view.retry} />;
  }
  const { order } = view;
  const guest = order.placedByGuest && session === null;
  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto grid max-w-3xl gap-6">
      <div className="rounded-2xl bg-sage-light p-6 text-center">
        <h1 id="confirmation-heading" className="font-display text-3xl text-plum md:text-4xl">
          Thank you for your order
        </h1>
        <p className="mt-2 text-lg">
          Your order number is <strong data-testid="order-number">{order.orderNumber}</strong>.
        </p>
        <p className="mt-1 text-ink-muted">
          We have sent a confirmation to {order.sender.email}. {order.paymentStatus === 'Balance Due' ? 'The balance is due on your account.' : 'Your payment has been received.'}
        </p>
      </div>
      <div className="rounded-2xl border border-plum/10 bg-white p-4 md:p-6">
        <h2 className="font-display text-2xl text-plum">Delivery</h2>
        <p className="mt-2">
          To {order.recipient.firstName} {order.recipient.lastName}, {order.recipient.street}
          {order.recipient.street2 ? `, ${order.recipient.street2}` : ''}
          {order.recipient.suburb ? `, ${order.recipient.suburb} ${order.recipient.state ?? ''} ${order.recipient.postcode ?? ''}` : `, ${order.recipient.country}`} on{' '}
          {formatDisplayDate(order.deliveryDate)}
        </p>
        <ul className="mt-4 divide-y divide-plum/10" aria-label="Products in your order">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                {line.name}
                {line.variantLabel ? ` (${line.variantLabel})` : ''}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                {line.addons.map((addon) => (
                  <span key={addon.name} className="block text-sm text-ink-muted">
                    + {addon.name} × {addon.quantity}
                  </span>
                ))}
              </span>
              <span>{line.totalPrice.formattedPrice}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <FinancialSummaryList lines={order.financialSummary} />
        </div>
      </div>
      {guest && (
        <div className="rounded-2xl border border-plum/20 bg-white p-6 text-center">
          <h2 className="font-display text-2xl text-plum">Save your details for next time</h2>
          <p className="mt-2 text-ink-muted">Create an account to track this order, keep an address book and check out faster.</p>
          <a href={`/register?email=${encodeURIComponent(order.sender.email)}`} className="mt-4 inline-block rounded-full bg-plum px-6 py-3 font-semibold text-white no-underline hover:bg-plum-dark">
            Create an account
          </a>
        </div>
      )}
      <p className="flex flex-wrap justify-center gap-6 text-center">
        {session !== null && (
          <a href={ACCOUNT_PAGES.mypreviousorders.path} className="font-semibold text-plum underline">
            View All Orders
          </a>
        )}
        <a href="/" className="font-semibold text-plum underline">
          Continue shopping
        </a>
      </p>
    </section>
  );
}

/** The poll's answer in the hook's state: none while loading. */
function answerOf<T>(state: QueryState<T>): { ok: true; data: T } | { ok: false; error: ApiError } | null {
  return state.status === 'ok' ? { ok: true, data: state.data } : state.status === 'error' ? { ok: false, error: state.error } : null;
}
