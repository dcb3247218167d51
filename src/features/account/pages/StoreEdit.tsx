import { useState } from 'react';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { fetchStoreProfile } from '../api/network';
import { Loaded, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import { ChangeHistory } from './ChangeHistory';
import OwnerInvite from './OwnerInvite';
import { PauseOffers } from './network/PauseOffers';
import { StoreForm } from './network/StoreForm';

/**
 * One store of the network (?storeKey=) for Flowerline: its offers (pause
 * or resume), its details, delivery area and trading hours, the invitation
 * of its owner, and its history (Flowerline's changes, and its owner's and
 * staff's to its contact details, hours and alerts).
 */
export default function StoreEdit() {
  const [storeKey] = useState(() => new URLSearchParams(location.search).get('storeKey') ?? '');
  const { state, reload, setData } = useLoad((signal) => fetchStoreProfile(storeKey, signal), [storeKey]);
  return (
    <Panel
      actions={
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_PAGES.network.path} className={secondaryButton}>
            Back to the network
          </a>
          <a href={`${ACCOUNT_PAGES['member-details'].path}?storeKey=${encodeURIComponent(storeKey)}`} className={secondaryButton}>
            Alerts and people
          </a>
        </div>
      }
    >
      <Loaded state={state} reload={reload} label="Loading the store…">
        {(store) => (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="store-heading" className="grid content-start gap-4">
              <h2 id="store-heading" className="font-serif text-2xl text-plum">
                {store.name} <span className="text-base text-ink-muted">{store.storeKey}</span>
              </h2>
              <StoreForm key={store.storeKey} store={store} onSaved={setData} />
            </section>
            <div className="grid content-start gap-6">
              <PauseOffers store={store} onSaved={setData} />
              {store.owner ? (
                <section aria-labelledby="owner-heading" className="grid content-start gap-2">
                  <h2 id="owner-heading" className="font-serif text-xl text-plum">
                    Owner
                  </h2>
                  <p>
                    {store.owner.name} ({store.owner.email}) owns this store and invites its staff.
                  </p>
                </section>
              ) : (
                <OwnerInvite storeKey={store.storeKey} />
              )}
              <section aria-labelledby="history-heading" className="grid content-start gap-3">
                <h2 id="history-heading" className="font-serif text-xl text-plum">
                  Changes
                </h2>
                <ChangeHistory changes={store.changes} />
              </section>
            </div>
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
