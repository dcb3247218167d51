import { useState } from 'react';
import type { StoreProfile } from '../../../../lib/api/contracts/network';
import { saveStore } from '../../api/network';
import { Failure, primaryButton, Saved, secondaryButton } from '../../ui';
import { TakingOffersBadge } from './network-words';

/**
 * Pausing a store's offers, or resuming them. A paused store is offered no
 * order, and each order it has been offered and not answered passes on to
 * the next store at once.
 */
export function PauseOffers({ store, onSaved }: { store: StoreProfile; onSaved: (store: StoreProfile) => void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = async () => {
    setSending(true);
    setFailure(null);
    setDone(null);
    const pausing = store.takingOffers;
    const result = await saveStore(store.storeKey, { takingOffers: !pausing });
    setSending(false);
    if (!result.ok) return setFailure(result.error.message);
    setDone(
      pausing
        ? `Paused. ${store.openOffers === 1 ? 'Its open offer has' : store.openOffers ? `Its ${store.openOffers} open offers have` : 'Any open offer has'} passed on to the next store.`
        : 'Resumed: it is offered orders again.',
    );
    onSaved(result.data);
  };
  return (
    <section aria-labelledby="offers-heading" className="grid content-start gap-3 rounded-xl border border-plum/15 bg-white p-4">
      <h2 id="offers-heading" className="font-serif text-xl text-plum">
        Offers
      </h2>
      <p className="flex flex-wrap items-center gap-3">
        <TakingOffersBadge takingOffers={store.takingOffers} />
        <span>
          {store.openOffers} open {store.openOffers === 1 ? 'offer' : 'offers'}
        </span>
      </p>
      <p className="text-sm text-ink-muted">
        {store.takingOffers ? 'Pausing passes its open offers on to the next store and offers it nothing until it is resumed.' : 'While paused the store is offered no orders.'}
      </p>
      {failure && <Failure message={failure} />}
      {done && <Saved>{done}</Saved>}
      <div>
        <button type="button" disabled={sending} className={store.takingOffers ? secondaryButton : primaryButton} onClick={() => void toggle()}>
          {sending ? 'Saving…' : store.takingOffers ? 'Pause offers' : 'Resume offers'}
        </button>
      </div>
    </section>
  );
}
