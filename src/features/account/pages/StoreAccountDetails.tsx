import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import { PhoneField } from '../../../components/PhoneField';
import { fetchStore, saveStore } from '../api/account';
import { type StoreDetails, StoreDetailsBodyModel, type TradingDay } from '../../../lib/api/contracts/stores';
import { formatPhone } from '../../../lib/domain/phone';
import { validate } from '../../../lib/domain/validation';
import { useErrorFocus } from '../../../components/use-form';
import type { PanelProps } from '../panel-props';
import { Failure, Loading, Panel, SaveFooter } from '../ui';
import { useLoad } from '../useLoad';
import StoreSummary from './StoreSummary';
import TradingHours from './TradingHours';

/** Florist account details: the store's contact details and trading hours; the owner changes them, staff read them. */
export default function StoreAccountDetails({ role, session }: PanelProps) {
  const storeKey = session.storeKey ?? '';
  const { state, reload } = useLoad((signal) => fetchStore(storeKey, signal), [storeKey]);
  if (state.status === 'loading') return <Loading rows={5} />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  return <StoreForm store={state.data} readOnly={role !== 'floristowner'} />;
}

function StoreForm({ store, readOnly }: { store: StoreDetails; readOnly: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const [phone, setPhone] = useState(store.phone);
  const [email, setEmail] = useState(store.email);
  const [days, setDays] = useState<TradingDay[]>(store.tradingHours as TradingDay[]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(StoreDetailsBodyModel, { phone, email, tradingHours: days });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusError();
    }
    setErrors({});
    setStatus('saving');
    const result = await saveStore(store.storeKey, checked.data);
    if (result.ok) {
      setDays(result.data.tradingHours as TradingDay[]);
      setStatus('saved');
      return;
    }
    setStatus('editing');
    if (result.error.body.errors) setErrors(result.error.body.errors);
    else setFailure(result.error.message);
    focusError();
  };

  return (
    <Panel intro={readOnly ? 'Only the store owner can change these details.' : 'Keep your contact details and trading hours up to date so orders reach you when you are open.'}>
      <StoreSummary store={store} />
      <form ref={ref} noValidate onSubmit={submit} aria-label="Store details" className="mt-6 grid max-w-3xl gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {readOnly ? (
            <TextField label="Phone" value={formatPhone(phone)} disabled readOnly />
          ) : (
            <PhoneField label="Phone" required name="phone" value={phone} error={errors.phone} onChange={setPhone} />
          )}
          <TextField label="Email" required type="email" value={email} error={errors.email} disabled={readOnly} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <TradingHours days={days} errors={errors} readOnly={readOnly} onChange={setDays} />
        {errors.tradingHours && <p className="text-sm text-alert-red">{errors.tradingHours}</p>}
        {readOnly ? (
          failure && <Failure message={failure} />
        ) : (
          <SaveFooter failure={failure} saved={status === 'saved' && 'Your store details have been saved.'} sending={status === 'saving'} label="Save store details" />
        )}
      </form>
    </Panel>
  );
}
