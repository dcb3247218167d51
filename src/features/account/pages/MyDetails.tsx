import { TextField } from '../../../components/FormField';
import { PhoneField } from '../../../components/PhoneField';
import { saveMyDetails } from '../api/account';
import { fetchProfile } from '../../auth/api/auth';
import { MyDetailsBodyModel } from '../../../lib/api/contracts/my-details';
import { $session } from '../../auth/stores/session';
import { EMAIL_CHANGE_PENDING } from '../../../lib/domain/auth';
import { sessionOf } from '../../auth/session';
import { useState } from 'react';
import { useForm, useFormSubmit } from '../../../components/use-form';
import { Failure, Loading, Panel, SaveFooter } from '../ui';
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
  const form = useForm(MyDetailsBodyModel, initial);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { ref, status, failure, submit } = useFormSubmit(form.check, form.setErrors, saveMyDetails, (saved) => {
    $session.set(sessionOf(saved));
    setPendingEmail(saved.pendingEmail);
  });
  const phone = (name: 'mobile' | 'phone', label: string, required: boolean) => <PhoneField label={label} required={required} {...form.valueField(name)} />;

  return (
    <Panel>
      <form ref={ref} noValidate onSubmit={submit} aria-label="My details" className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
        <TextField label="Email" required type="email" autoComplete="email" className="sm:col-span-2" {...form.field('email')} />
        {phone('mobile', 'Mobile', true)}
        {phone('phone', 'Phone', false)}
        <div className="grid gap-3 sm:col-span-2">
          <SaveFooter
            failure={failure}
            saved={status === 'done' && `Your details have been saved.${pendingEmail ? ` ${EMAIL_CHANGE_PENDING(pendingEmail)}` : ''}`}
            sending={status === 'sending'}
            label="Save my details"
          />
        </div>
      </form>
    </Panel>
  );
}
