import { useRef, useState, type FormEvent } from 'react';
import { SelectField, TextArea, TextField } from '../../components/FormField';
import { SubmitRow } from '../../components/SubmitRow';
import { PhoneField } from '../../components/PhoneField';
import { api } from '../../lib/api/client';
import { AUSTRALIAN_STATES } from '../../lib/domain/constants';
import { ENQUIRY_SUCCESS, ENQUIRY_SUCCESS_DETAIL } from '../../lib/domain/validation-forms';
import { useErrorFocus, useForm } from '../../components/use-form';

const rules = () => import('./form-rules');
const STATES = AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }));
const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '', postcode: '', suburb: '', state: '', description: '' };

/** The enquiry form: checked here and by the API, then a thank-you, or the error in red under the form. */
export default function EnquiryForm() {
  const form = useForm(async () => (await rules()).EnquiryFieldsModel, EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<'editing' | 'sending' | { message: string; detail: string }>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(ref);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const loaded = await rules().catch(() => null);
    if (!loaded) return setFailure('We could not reach the shop. Check your connection and try again.');
    await form.ready();
    const data = form.check();
    if (!data) return focusError();
    setStatus('sending');
    const result = await api('/enquiries', { method: 'POST', body: { ...data, country: honeypot || null, pagePath: location.pathname }, schema: loaded.EnquiryReplyModel });
    if (result.ok) {
      setStatus({ message: result.data.message || ENQUIRY_SUCCESS, detail: result.data.detail ?? ENQUIRY_SUCCESS_DETAIL });
      return;
    }
    setStatus('editing');
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
    setFailure(result.error.message);
  };

  if (typeof status === 'object') {
    return (
      <div role="status" className="rounded-xl bg-sage-light p-6">
        <h3 className="font-display text-2xl text-plum">{status.message}</h3>
        <p className="mt-2">{status.detail}</p>
      </div>
    );
  }

  return (
    <form ref={ref} noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Enquiry form" className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      <PhoneField label="Phone number" required {...form.valueField('phoneNumber')} />
      <TextField label="Suburb" required autoComplete="address-level2" {...form.field('suburb')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Postcode" required inputMode="numeric" maxLength={4} autoComplete="postal-code" {...form.field('postcode')} />
        <SelectField label="State" required placeholder="Select" options={STATES} autoComplete="address-level1" {...form.field('state')} />
      </div>
      <TextArea label="How can we help?" required className="sm:col-span-2" maxLength={2000} {...form.field('description')} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Country
          <input type="text" name="country" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </div>
      <SubmitRow sending={status === 'sending'} label="Send enquiry" sendingLabel="Sending…" failure={failure} className="sm:col-span-2" />
    </form>
  );
}
