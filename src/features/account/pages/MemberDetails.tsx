import { useState } from 'react';
import { fetchNotificationSettings, fetchStore, listStoreUsers } from '../api/account';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { chosenSound, tradingDayWords } from '../../../lib/domain/account-forms';
import type { PanelProps } from '../panel-props';
import { Failure, Loading, Panel, secondaryButton } from '../ui';
import { useLoad } from '../useLoad';
import StoreSummary from './StoreSummary';
import UsersTable from './UsersTable';
import OwnerInvite from './OwnerInvite';

/** One member store (?storeKey=): details, trading hours, alert settings and, for Flowerline and the owner, its people. */
export default function MemberDetails({ role, session }: PanelProps) {
  const [storeKey] = useState(() => new URLSearchParams(location.search).get('storeKey') ?? session.storeKey ?? '');
  const store = useLoad((signal) => fetchStore(storeKey, signal), [storeKey]);
  const settings = useLoad((signal) => fetchNotificationSettings(storeKey, signal), [storeKey]);
  const seesUsers = role === 'flowerline' || role === 'floristowner';
  const users = useLoad((signal) => (seesUsers ? listStoreUsers(storeKey, {}, signal) : Promise.resolve({ ok: true as const, status: 200, data: { results: [], total: 0 } })), [storeKey, seesUsers]);
  const back = (
    <div className="flex flex-wrap gap-3">
      <a href={ACCOUNT_PAGES.members.path} className={secondaryButton}>
        Back to members
      </a>
      {role === 'flowerline' && (
        <a href={`${ACCOUNT_PAGES['store-edit'].path}?storeKey=${encodeURIComponent(storeKey)}`} className={secondaryButton}>
          Change or pause this store
        </a>
      )}
    </div>
  );

  if (store.state.status === 'loading') return <Loading rows={5} />;
  if (store.state.status === 'error') return <Failure message={store.state.message} onRetry={store.reload} />;
  const data = store.state.data;
  return (
    <Panel actions={back}>
      <StoreSummary store={data} />
      <h2 className="mt-8 font-display text-2xl text-plum">Trading hours</h2>
      <dl className="mt-3 grid max-w-md grid-cols-[8rem_1fr] gap-y-1">
        {data.tradingHours.map((day) => (
          <div key={day.Day} className="contents">
            <dt className="font-medium">{day.Day}</dt>
            <dd>{tradingDayWords(day)}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 font-display text-2xl text-plum">Order alerts</h2>
      {settings.state.status === 'ok' ? (
        <p className="mt-2">{settings.state.data.account.orderAlerts ? `On, with the ${chosenSound(settings.state.data.account.alertType)} sound.` : 'Off.'}</p>
      ) : settings.state.status === 'error' ? (
        <Failure message={settings.state.message} />
      ) : (
        <Loading rows={1} />
      )}
      {seesUsers && (
        <>
          <h2 className="mt-8 font-display text-2xl text-plum">People</h2>
          <div className="mt-3">
            {users.state.status === 'ok' ? (
              <UsersTable users={users.state.data.results} caption={`People of ${data.name}`} />
            ) : users.state.status === 'error' ? (
              <Failure message={users.state.message} />
            ) : (
              <Loading rows={2} />
            )}
          </div>
        </>
      )}
      {role === 'flowerline' && <OwnerInvite storeKey={storeKey} />}
    </Panel>
  );
}
