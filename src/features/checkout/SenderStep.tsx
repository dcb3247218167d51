import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../components/FormField';
import { PhoneField } from '../../components/PhoneField';
import { useErrorFocus, useForm } from '../../components/use-form';
import type { SenderValues } from './checkout-draft';
import { RULES_UNAVAILABLE } from './checkout-errors';

// The sender's rules (full zod) load when the form is first focused or sent.
const loadRules = async () => (await import('../../lib/api/contracts/checkout-sender')).SenderModel;

/** Step "sender details": who orders; the confirmation goes to this email. */
export default function SenderStep({
  initial,
  serverErrors,
  onChange,
  onDone,
}: {
  initial: SenderValues;
  serverErrors: Record<string, string>;
  onChange: (values: SenderValues) => void;
  onDone: (values: SenderValues) => void;
}) {
  const form = useForm(loadRules, initial);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);
  const [failure, setFailure] = useState<string | null>(null);
  const { setErrors } = form;
  useEffect(() => {
    if (Object.keys(serverErrors).length) {
      setErrors(serverErrors);
      focusError();
    }
  }, [serverErrors, setErrors, focusError]);
  useEffect(() => onChange(form.values), [form.values, onChange]);
  return (
    <form
      ref={ref}
      noValidate
      aria-label="Your details"
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
      <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Email" required type="email" autoComplete="email" hint="We send your order confirmation here." {...form.field('email')} />
      <PhoneField label="Mobile" required {...form.valueField('mobile')} />
      <div className="sm:col-span-2">
        {failure && (
          <p role="alert" className="mb-3 rounded-md bg-soft-pink px-4 py-3 text-alert-red">
            {failure}
          </p>
        )}
        <button type="submit" className="rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark">
          Continue to delivery
        </button>
      </div>
    </form>
  );
}
