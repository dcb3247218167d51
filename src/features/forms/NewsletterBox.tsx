import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/FormField';
import { api } from '../../lib/api/client';
import { NEWSLETTER_SUCCESS } from '../../lib/domain/validation-forms';
import { useForm } from '../../components/use-form';

const rules = () => import('./form-rules');

/** The newsletter box: an email, then the confirmation or 'Something went wrong: {message}'. */
export default function NewsletterBox() {
  const form = useForm(async () => (await rules()).NewsletterBodyModel, { email: '' });
  const [status, setStatus] = useState<'editing' | 'sending' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const loaded = await rules().catch(() => null);
    if (!loaded) return setFailure(`Something went wrong: We could not reach the shop. Check your connection and try again.`);
    await form.ready();
    const data = form.check();
    if (!data) return;
    setStatus('sending');
    const result = await api('/newsletter-subscriptions', { method: 'POST', body: { email: data.email, newsletter: true }, schema: loaded.NewsletterReplyModel });
    if (result.ok) {
      setStatus('done');
      return;
    }
    setStatus('editing');
    setFailure(`Something went wrong: ${result.error.message}`);
  };

  if (status === 'done') {
    return (
      <p role="status" className="rounded-lg bg-white/70 px-4 py-3 font-semibold text-ink">
        {NEWSLETTER_SUCCESS}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Newsletter sign-up" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField label="Email" required type="email" autoComplete="email" placeholder="you@example.com" className="flex-1" {...form.field('email')} />
      <button type="submit" disabled={status === 'sending'} className="rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60 sm:mt-6">
        {status === 'sending' ? 'Subscribing…' : 'Subscribe'}
      </button>
      {failure && (
        <p role="alert" className="text-alert-red sm:basis-full">
          {failure}
        </p>
      )}
    </form>
  );
}
