import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/FormField';
import { SubmitRow } from '../../components/SubmitRow';
import { PhoneField } from '../../components/PhoneField';
import { api, csrfToken } from '../../lib/api/client';
import { SMS_CONSENT_TEXT, SMS_CUSTOM_SOURCE, SMS_SUCCESS } from '../../lib/domain/validation-forms';
import { $session } from '../auth/stores/session';
import { useHydrated } from '../../stores/hydrated';
import { useForm } from '../../components/use-form';

const rules = () => import('./form-rules');

/**
 * SMS sign-up in two steps through our API to the marketing provider: the
 * profile, then the subscription job giving SMS marketing consent. The email
 * comes from ?email= or the signed-in shopper; it is asked for only when
 * neither has one.
 */
export default function SmsSignUp({ listId }: { listId: string }) {
  const session = useStore($session);
  const form = useForm(async () => (await rules()).SmsSignUpFieldsModel, { email: '', phoneNumber: '' });
  const hydrated = useHydrated();
  const email = hydrated ? (new URLSearchParams(location.search).get('email') ?? session?.email ?? '') : '';
  // The email from the address or the session, once the rules (loaded then) have passed it.
  const [passedEmail, setPassedEmail] = useState<string | null>(null);
  const known = !!email && passedEmail === email;
  const [status, setStatus] = useState<'editing' | 'sending' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (email) form.set('email', email);
    if (email)
      void rules().then(
        ({ SmsSignUpFieldsModel }) => SmsSignUpFieldsModel.shape.email.safeParse(email).success && setPassedEmail(email),
        () => undefined,
      );
    // Only when the email to use changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const loaded = await rules().catch(() => null);
    if (!loaded) return setFailure('Something went wrong: We could not reach the shop. Check your connection and try again.');
    await form.ready();
    const data = form.check();
    if (!data) return;
    setStatus('sending');
    const fail = (message: string) => {
      setStatus('editing');
      setFailure(`Something went wrong: ${message}`);
    };
    try {
      const _csrfSecret = await csrfToken();
      const profile = { email: data.email, phone_number: data.phoneNumber };
      const step1 = await api('/marketing/profiles', { method: 'POST', body: { type: 'profile', attributes: profile, _csrfSecret }, schema: loaded.MarketingCreatedModel });
      if (!step1.ok) return fail(step1.error.message);
      const step2 = await api('/marketing/subscription-jobs', {
        method: 'POST',
        body: { custom_source: SMS_CUSTOM_SOURCE, list_id: listId, profile, subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } }, _csrfSecret },
        schema: loaded.MarketingCreatedModel,
      });
      if (!step2.ok) return fail(step2.error.message);
      setStatus('done');
    } catch (error) {
      fail(error instanceof Error ? error.message : 'please try again');
    }
  };

  if (status === 'done') {
    return (
      <p role="status" className="rounded-xl bg-sage-light p-6 font-display text-2xl text-plum">
        {SMS_SUCCESS}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} onFocus={form.prepare} aria-label="SMS sign-up" className="space-y-4">
      {known ? (
        <p className="text-ink-muted">
          Signing up as <strong className="text-ink">{form.values.email}</strong>
        </p>
      ) : (
        <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      )}
      <PhoneField label="Phone number" required {...form.valueField('phoneNumber')} />
      <p className="text-sm text-ink-muted">{SMS_CONSENT_TEXT}</p>
      <SubmitRow sending={status === 'sending'} label="Sign up" sendingLabel="Signing up…" failure={failure} />
    </form>
  );
}
