import { useState } from 'react';
import { ToastSoundPicker } from '../../../components/Toast';
import { fetchNotificationSettings, saveNotificationSettings } from '../api/account';
import type { StoreNotificationSettings } from '../../../lib/api/contracts/stores';
import { alertTypeMap, chosenSound } from '../../../lib/domain/account-forms';
import type { ToastSound } from '../../../lib/domain/constants';
import type { PanelProps } from '../panel-props';
import { Failure, Loading, Panel, primaryButton, Saved } from '../ui';
import { useLoad } from '../useLoad';

/** Florist notification settings: new-order alerts on or off, and the alert sound (dog, cat, cymbal, doorbell, mute). */
export default function NotificationSettings({ session }: PanelProps) {
  const storeKey = session.storeKey ?? '';
  const { state, reload } = useLoad((signal) => fetchNotificationSettings(storeKey, signal), [storeKey]);
  if (state.status === 'loading') return <Loading rows={2} />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  return <SettingsForm initial={state.data} />;
}

function SettingsForm({ initial }: { initial: StoreNotificationSettings }) {
  const [orderAlerts, setOrderAlerts] = useState(initial.account.orderAlerts);
  const [sound, setSound] = useState<ToastSound>(chosenSound(initial.account.alertType));
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    setStatus('saving');
    const result = await saveNotificationSettings(initial.storeKey, { account: { orderAlerts, alertType: alertTypeMap(sound) } });
    setStatus(result.ok ? 'saved' : 'editing');
    if (!result.ok) setFailure(result.error.message);
  };

  return (
    <Panel intro={`New-order alerts for store ${initial.storeKey}: a pop-up and a sound when an order is waiting for your answer.`}>
      <div className="grid max-w-xl gap-6">
        <label className="grid grid-cols-[1fr_auto] items-center gap-x-4 rounded-xl border border-plum/15 p-4">
          <span className="font-semibold text-ink">Order alerts</span>
          <span className="col-start-1 text-sm text-ink-muted">{orderAlerts ? 'On: you are alerted to new orders.' : 'Off: no pop-ups or sounds.'}</span>
          <input
            type="checkbox"
            role="switch"
            checked={orderAlerts}
            onChange={(e) => {
              setOrderAlerts(e.target.checked);
              setStatus('editing');
            }}
            className="col-start-2 row-span-2 row-start-1 h-6 w-6 accent-plum"
          />
        </label>
        <ToastSoundPicker
          value={sound}
          onChange={(next) => {
            setSound(next);
            setStatus('editing');
          }}
        />
        {failure && <Failure message={failure} />}
        {status === 'saved' && <Saved>Your notification settings have been saved.</Saved>}
        <div>
          <button type="button" disabled={status === 'saving'} onClick={() => void save()} className={primaryButton}>
            {status === 'saving' ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </div>
    </Panel>
  );
}
