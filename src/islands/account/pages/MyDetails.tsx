import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/FormField';
import { PhoneField } from '../../../components/PhoneField';
import { saveMyDetails } from '../../../lib/api/account';
import { fetchProfile } from '../../../lib/api/auth';
import { customerDetailsSchema } from '../../../lib/domain/account-forms';
import { $session } from '../../../stores/session';
import { sessionOf } from '../../auth/session';
import { focusFirstError, useForm } from '../../forms/use-form';
import { Failure, Loading, Panel, primaryButton, Saved } from '../ui';
import { useLoad } from '../useLoad';

/** My details (customers): name, email, mobile and phone, checked with the shared builders. */
export default function MyDetails() {
  const { state, reload } = useLoad(fetchProfile, []);
  if (state.status === 'loading') return <Loading rows={4} />;
  if (state.status === 'error') return <Failure message={state.message} onRetry={reload} />;
  const p = state.data;
  return <DetailsForm initial={{ firstName: p.firstName, lastName: p.lastName, email: p.email, mobile: p.mobile ?? '', phone: p.phone ?? '' }} />;
}

function DetailsForm({ initial }: { initial: Record<'firstName' | 'lastName' | 'email' | 'mobile' | 'phone', string> }) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm(customerDetailsSchema, initial);
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.check();
    if (!data) return requestAnimationFrame(() => focusFirstError(ref.current));
    setStatus('saving');
    const result = await saveMyDetails(data);
    if (result.ok) {
      $session.set(sessionOf(result.data));
      setStatus('saved');
      return;
    }
    setStatus('editing');
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
    else setFailure(result.error.message);
    requestAnimationFrame(() => focusFirstError(ref.current));
  };
  const phone = (name: 'mobile' | 'phone', label: string, required: boolean) => (
    <PhoneField label={label} required={required} name={name} value={form.values[name]} error={form.errors[name] || undefined} onChange={(v) => form.set(name, v)} onBlur={() => form.blur(name)} />
  );

  return (
    <Panel>
      <form ref={ref} noValidate onSubmit={submit} aria-label="My details" className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
        <TextField label="Email" required type="email" autoComplete="email" className="sm:col-span-2" {...form.field('email')} />
        {phone('mobile', 'Mobile', true)}
        {phone('phone', 'Phone', false)}
        <div className="grid gap-3 sm:col-span-2">
          {failure && <Failure message={failure} />}
          {status === 'saved' && <Saved>Your details have been saved.</Saved>}
          <div>
            <button type="submit" disabled={status === 'saving'} className={primaryButton}>
              {status === 'saving' ? 'Saving…' : 'Save my details'}
            </button>
          </div>
        </div>
      </form>
    </Panel>
  );
}
