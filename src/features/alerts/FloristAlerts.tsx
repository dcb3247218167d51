import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { allowSound, playSoundTimes } from '../../components/toast-sounds';
import type { ToastSound } from '../../lib/domain/constants';
import { formatExpiry, REJECTION_CODES, REJECTION_REASONS } from '../../lib/domain/order-status';
import { offerEndedMessage, type OfferEnd } from '../../lib/domain/offer-outcome';
import { useOfferResponse } from './use-offer-response';
import { ACCOUNT_PAGES } from '../../lib/domain/account';
import { endOf, endOffer, markSeen, nextAlertState, offerKey, readSeen, repeatCount, type AlertMessage, type AlertState, type EndedOffer, type PendingOffer } from './alert-state';
import { isAnswering, offerEnded, offerReopened } from './stores/offer-ends';

interface Settings {
  orderAlerts: boolean;
  sound: ToastSound;
}

/** The order history, where the received orders are ("Review orders"). */
const ORDER_HISTORY = ACCOUNT_PAGES.mypreviousorders.path;
/** One offered order in the pop-up: its number and deadline, Accept, and Reject with a reason. */
function OfferRow({ offer, onDone, onClosed }: { offer: PendingOffer; onDone: (orderId: string) => void; onClosed: (offer: PendingOffer, end: OfferEnd, message: string) => void }) {
  const { reason, setReason, failure, sending, accept, reject } = useOfferResponse(offer.orderId, {
    onAnswered: () => onDone(offer.orderId),
    onClosed: (end, message) => onClosed(offer, end, message),
  });
  const reasonId = useId();
  return (
    <li className="py-3" data-testid="offered-order">
      <p className="font-semibold text-ink">
        <a href={`/myaccount/orders/${encodeURIComponent(offer.orderId)}`} className="text-plum">
          {offer.orderNumber}
        </a>
        {offer.expiresAt && <span className="block text-sm font-normal text-ink-muted">Answer by {formatExpiry(offer.expiresAt)}</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <button type="button" disabled={sending} onClick={() => void accept()} className="rounded-full bg-plum px-4 py-2 font-semibold text-white hover:bg-plum-dark disabled:opacity-60">
          Accept<span className="sr-only"> order {offer.orderNumber}</span>
        </button>
        <label htmlFor={reasonId} className="sr-only">
          Reason for rejecting order {offer.orderNumber}
        </label>
        <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} className="rounded-lg border border-ink/25 bg-white px-2 py-2 text-base">
          <option value="">Reason to reject…</option>
          {REJECTION_CODES.map((code) => (
            <option key={code} value={code}>
              {REJECTION_REASONS[code]}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={sending || !reason}
          onClick={() => void reject()}
          className="rounded-full border border-plum px-4 py-2 font-semibold text-plum hover:bg-soft-pink disabled:opacity-50"
        >
          Reject<span className="sr-only"> order {offer.orderNumber}</span>
        </button>
      </div>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-alert-red">
          {failure}
        </p>
      )}
    </li>
  );
}

/**
 * Order alerts for a signed-in florist, on every page (spec 001 section
 * 4.5): a background worker listens to the store's alert stream; a new
 * offer opens a pop-up with Accept and Reject and plays the store's sound
 * (6 times unless another count is stored); an offer that ends (run out,
 * taken back, or answered by someone else of the store) leaves the pop-up
 * and says how. Every florist's page hears the ends of the store's offers
 * (stores/offer-ends), alerts on or off.
 * Dismissing records the orders as seen. When the browser blocks sound,
 * 'Order Notification Missed' asks for it.
 */
export default function FloristAlerts() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [state, setState] = useState<AlertState>({ pending: [], ended: [] });
  const [soundBlocked, setSoundBlocked] = useState(false);
  const settingsRef = useRef<Settings | null>(null);
  const announced = useRef(new Set<string>());

  useEffect(() => {
    const worker = new Worker(new URL('./alerts-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ type: string } & Record<string, unknown>>) => {
      const message = event.data;
      if (message.type === 'start') {
        const next = { orderAlerts: message.orderAlerts === true, sound: message.sound as ToastSound };
        settingsRef.current = next;
        setSettings(next);
        return;
      }
      if (message.type === 'offered') offerReopened(String(message.orderId));
      if (message.type === 'expired' || message.type === 'answered') {
        // The florist's own answer on this page tells its outcome itself (a refusal says who answered first).
        if (isAnswering(String(message.orderId))) return;
        offerEnded(String(message.orderId), endOf(message as Partial<OfferEnd>));
      }
      if (!settingsRef.current?.orderAlerts || (message.type !== 'offered' && message.type !== 'expired' && message.type !== 'answered')) return;
      setState((current) => nextAlertState(current, message as unknown as AlertMessage, readSeen()));
    };
    worker.postMessage({ type: 'start' });
    return () => {
      worker.postMessage({ type: 'stop' });
      worker.terminate();
    };
  }, []);

  // A new offer in the pop-up rings, once per order.
  useEffect(() => {
    const fresh = state.pending.filter((offer) => !announced.current.has(offerKey(offer)));
    if (!fresh.length || !settings) return;
    for (const offer of fresh) announced.current.add(offerKey(offer));
    void playSoundTimes(settings.sound, repeatCount()).then((played) => setSoundBlocked(!played));
  }, [state.pending, settings]);

  // Marks the page as hearing the store's alert stream (its offers' ends reach the page from now on).
  const listening = settings && <span hidden data-order-alerts="listening" />;
  if (!settings?.orderAlerts) return listening ?? null;
  const done = (orderId: string) => {
    markSeen(state.pending.filter((offer) => offer.orderId === orderId).map(offerKey));
    setState((current) => ({ ...current, pending: current.pending.filter((offer) => offer.orderId !== orderId) }));
  };
  const closed = (offer: PendingOffer, end: OfferEnd, message: string) => {
    markSeen([offerKey(offer)]);
    offerEnded(offer.orderId, end);
    setState((current) => endOffer(current, offer.orderId, { orderNumber: offer.orderNumber, ...end, message: `Order ${offer.orderNumber}: ${message}` }));
  };
  const dismiss = () => {
    markSeen(state.pending.map(offerKey));
    setState({ pending: [], ended: [] });
  };
  const clearEnded = () => setState((current) => ({ ...current, ended: [] }));
  const numbersOf = (ended: EndedOffer[]) => ended.map((e) => e.orderNumber).join(', ');
  const expired = state.ended.filter((e) => e.outcome === 'expired' || e.outcome === 'withdrawn');
  const endedTitle = expired.length ? `Order ${numbersOf(expired)} expired for your store` : `Order ${numbersOf(state.ended)} already answered`;
  const numbers = state.pending.map((offer) => offer.orderNumber).join(', ');

  return (
    <>
      {listening}
      <Dialog open={state.pending.length > 0 || state.ended.length > 0} onClose={dismiss} role="alertdialog" title={state.pending.length ? `New order ${numbers}` : endedTitle}>
        {soundBlocked && state.pending.length > 0 && (
          // Inside the pop-up: the page behind a modal dialog takes no clicks.
          <div role="alert" className="mb-3 rounded-xl bg-ink px-4 py-3 text-white">
            <p className="font-semibold">Order Notification Missed</p>
            <p className="text-sm">Your browser blocked the alert sound. Allow sound so you never miss an order.</p>
            <button
              type="button"
              className="mt-2 rounded-full bg-white px-4 py-1.5 font-semibold text-ink"
              onClick={async () => {
                if (!(await allowSound())) return;
                setSoundBlocked(false);
                await playSoundTimes(settings.sound, 1);
              }}
            >
              Allow sound
            </button>
          </div>
        )}
        {state.ended.length > 0 && (
          <div role="status" className="mb-3 rounded-lg bg-soft-pink px-3 py-2 text-ink" data-testid="expired-orders">
            {state.pending.length > 0 && <p className="font-semibold">{endedTitle}</p>}
            <ul>
              {state.ended.map((ended) => (
                <li key={ended.orderNumber}>{ended.message ?? offerEndedMessage(ended.orderNumber, ended)}</li>
              ))}
            </ul>
            <button type="button" onClick={clearEnded} className="mt-1 text-sm font-semibold text-plum underline">
              OK
            </button>
          </div>
        )}
        {state.pending.length > 0 && (
          <>
            <p className="text-ink">Please accept or reject {state.pending.length === 1 ? 'this order' : 'these orders'} for your store.</p>
            <ul className="divide-y divide-plum/10">
              {state.pending.map((offer) => (
                <OfferRow key={offer.orderId} offer={offer} onDone={done} onClosed={closed} />
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap gap-4">
              <a href={ORDER_HISTORY} className="text-sm font-semibold text-plum underline" onClick={() => markSeen(state.pending.map(offerKey))}>
                Review orders
              </a>
              <button type="button" onClick={dismiss} className="text-sm font-semibold text-plum underline">
                Dismiss
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
