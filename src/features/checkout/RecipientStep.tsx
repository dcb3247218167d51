import { useEffect, useRef, useState } from 'react';
import { TextArea, TextField } from '../../components/FormField';
import { PhoneField } from '../../components/PhoneField';
import type { Address } from '../../lib/api/contracts/addresses';
import { DELIVERY_INSTRUCTIONS_MAX } from '../../lib/domain/constants';
import { useErrorFocus, useForm } from '../../components/use-form';
import type { RecipientValues } from './checkout-draft';
import { RULES_UNAVAILABLE } from './checkout-errors';
import { useQuery } from '../../lib/api/useQuery';

const loadRules = async () => (await import('./checkout-rules')).RecipientFormModel;

/**
 * Step "recipient details". The suburb is the cart's delivery suburb and
 * cannot be changed here (the products were checked for it); signed-in
 * customers can fill the form from their address book and keep a new
 * address in it.
 */
export default function RecipientStep({
  initial,
  destination,
  serverErrors,
  customer,
  saveAddress,
  onSaveAddress,
  onChangeDestination,
  onChange,
  onDone,
}: {
  initial: RecipientValues;
  /** "Kew, VIC, 3101" or the overseas country. */
  destination: string;
  serverErrors: Record<string, string>;
  /** A signed-in customer, who has an address book. */
  customer: boolean;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  onChangeDestination: () => void;
  onChange: (values: RecipientValues) => void;
  onDone: (values: RecipientValues) => void;
}) {
  const form = useForm(loadRules, initial);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const { setErrors, setMany } = form;
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (Object.keys(serverErrors).length) {
      setErrors(serverErrors);
      focusError();
    }
  }, [serverErrors, setErrors, focusError]);
  useEffect(() => onChange(form.values), [form.values, onChange]);
  // The account API comes with the address book, for signed-in customers only; without it, the form is typed in.
  const book = useQuery('address-book', async (signal) => (await import('../account/api/account')).listAddresses(signal), { enabled: customer });
  const addresses: Address[] | null = book.state.status === 'ok' ? book.state.data.results : null;

  const choose = (addressId: string) => {
    const address = addresses?.find((a) => a.addressId === addressId);
    if (!address) return;
    setMany({ firstName: address.firstName, lastName: address.lastName, company: address.company ?? '', street: address.street, street2: address.street2 ?? '', phone: address.phone ?? '' });
  };

  return (
    <form
      ref={ref}
      noValidate
      aria-label="Delivery details"
      className="grid gap-4 sm:grid-cols-2"
      onFocus={form.prepare}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        void form.checkWhenReady().then(
          (data) => (data ? onDone(form.values) : focusError()),
          () => setFailure(RULES_UNAVAILABLE),
        );
      }}
    >
      {addresses && addresses.length > 0 && (
        <div className="sm:col-span-2">
          <label htmlFor="address-book" className="block text-sm font-semibold text-ink">
            Choose from your address book
          </label>
          <select id="address-book" defaultValue="" onChange={(event) => choose(event.target.value)} className="mt-1 block w-full rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-base">
            <option value="">A new address</option>
            {addresses.map((address) => (
              <option key={address.addressId} value={address.addressId}>
                {address.firstName} {address.lastName}, {address.street}, {address.suburb}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField label="Recipient's first name" required autoComplete="off" {...form.field('firstName')} />
      <TextField label="Recipient's last name" required autoComplete="off" {...form.field('lastName')} />
      <TextField label="Company" autoComplete="off" className="sm:col-span-2" {...form.field('company')} />
      <TextField label="Street address" required autoComplete="off" className="sm:col-span-2" {...form.field('street')} />
      <TextField label="Apartment, suite or unit" autoComplete="off" className="sm:col-span-2" {...form.field('street2')} />
      <div className="sm:col-span-2">
        <p className="text-sm font-semibold text-ink">Suburb</p>
        <p className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink/15 bg-cream px-3 py-2.5" data-testid="checkout-destination">
          <span>{destination}</span>
          <button type="button" onClick={onChangeDestination} className="text-sm font-semibold text-plum underline">
            Change delivery location
          </button>
        </p>
        <p className="mt-1 text-sm text-ink-muted">Your products were checked for delivery here. To deliver elsewhere, change the location in your cart.</p>
      </div>
      <PhoneField label="Recipient's phone" required className="sm:col-span-2" {...form.valueField('phone')} />
      <TextArea
        label="Delivery instructions"
        className="sm:col-span-2"
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        hint="For example: leave at the back door, or call on arrival."
        {...form.field('deliveryInstructions')}
      />
      {customer && (
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={saveAddress} onChange={(event) => onSaveAddress(event.target.checked)} className="h-5 w-5 accent-plum" />
          Save this address to my address book
        </label>
      )}
      <div className="sm:col-span-2">
        {failure && (
          <p role="alert" className="mb-3 rounded-md bg-soft-pink px-4 py-3 text-alert-red">
            {failure}
          </p>
        )}
        <button type="submit" className="rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark">
          Continue to payment
        </button>
      </div>
    </form>
  );
}
