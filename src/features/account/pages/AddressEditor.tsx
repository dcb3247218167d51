import { useRef, useState, type FormEvent } from 'react';
import { Checkbox, SelectField, TextField } from '../../../components/FormField';
import { PhoneField } from '../../../components/PhoneField';
import { addAddress, fetchAddress, saveAddress } from '../api/account';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { AddressBodyModel } from '../../../lib/api/contracts/addresses';
import { AUSTRALIAN_STATES } from '../../../lib/domain/constants';
import { useErrorFocus, useForm } from '../../../components/use-form';
import type { PanelProps } from '../panel-props';
import { Failure, Loading, Panel, primaryButton, secondaryButton } from '../ui';
import { useQuery } from '../../../lib/api/useQuery';

const STATES = AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }));
const EMPTY = { firstName: '', lastName: '', company: '', street: '', street2: '', suburb: '', state: '', postcode: '', phone: '' };

type Values = typeof EMPTY;

/** Add an address, or edit the one named by ?addressId=, then back to the address book. */
export default function AddressEditor({ page }: PanelProps) {
  const [addressId] = useState(() => (page === 'address-edit' ? new URLSearchParams(location.search).get('addressId') : null));
  const editing = page === 'address-edit';
  const address = useQuery(`address:${addressId}`, (signal) => fetchAddress(addressId!, signal), { enabled: editing && addressId !== null });

  if (!editing) return <AddressForm addressId={null} initial={EMPTY} initialDefault={false} />;
  if (!addressId) return <Failure message="Choose an address to edit from your address book." />;
  if (address.state.status === 'loading' || address.state.status === 'idle') return <Loading rows={4} />;
  if (address.state.status === 'error') return <Failure message={address.state.message} onRetry={address.reload} />;
  const a = address.state.data;
  const load = {
    values: {
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company ?? '',
      street: a.street,
      street2: a.street2 ?? '',
      suburb: a.suburb,
      state: a.state,
      postcode: a.postcode,
      phone: a.phone ?? '',
    },
    isDefault: a.isDefault,
  };
  return <AddressForm addressId={addressId} initial={load.values} initialDefault={load.isDefault} />;
}

function AddressForm({ addressId, initial, initialDefault }: { addressId: string | null; initial: Values; initialDefault: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const form = useForm(AddressBodyModel, initial);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.check();
    if (!checked) return focusError();
    setSaving(true);
    const body = { ...checked, isDefault };
    const result = addressId ? await saveAddress(addressId, body) : await addAddress(body);
    if (result.ok) return location.assign(ACCOUNT_PAGES.myaddressbook.path);
    setSaving(false);
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
    else setFailure(result.error.message);
    focusError();
  };

  return (
    <Panel>
      <form ref={ref} noValidate onSubmit={submit} aria-label={addressId ? 'Edit address' : 'Add address'} className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
        <TextField label="Company" autoComplete="organization" className="sm:col-span-2" {...form.field('company')} />
        <TextField label="Street address" required autoComplete="address-line1" className="sm:col-span-2" {...form.field('street')} />
        <TextField label="Apartment, suite or unit" autoComplete="address-line2" className="sm:col-span-2" {...form.field('street2')} />
        <TextField label="Suburb" required autoComplete="address-level2" {...form.field('suburb')} />
        <div className="grid grid-cols-2 gap-4">
          <SelectField label="State" required placeholder="Select" options={STATES} autoComplete="address-level1" {...form.field('state')} />
          <TextField label="Postcode" required inputMode="numeric" maxLength={4} autoComplete="postal-code" {...form.field('postcode')} />
        </div>
        <PhoneField label="Phone" name="phone" value={form.values.phone} error={form.errors.phone || undefined} onChange={(v) => form.set('phone', v)} onBlur={() => form.blur('phone')} />
        <div className="sm:col-span-2">
          <Checkbox label="Make this my default address" checked={isDefault} onChange={setIsDefault} name="isDefault" />
        </div>
        <div className="grid gap-3 sm:col-span-2">
          {failure && <Failure message={failure} />}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={saving} className={primaryButton}>
              {saving ? 'Saving…' : 'Save address'}
            </button>
            <a href={ACCOUNT_PAGES.myaddressbook.path} className={secondaryButton}>
              Cancel
            </a>
          </div>
        </div>
      </form>
    </Panel>
  );
}
