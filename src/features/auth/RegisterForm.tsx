import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../components/FormField';
import { CHECK_EMAIL, PASSWORD_MIN_LENGTH } from '../../lib/domain/auth';
import type { RegisterBody } from '../../lib/api/contracts/auth';
import { useHydrated } from '../../stores/hydrated';
import { useForm, useFormSubmit } from '../../components/use-form';
import { useReturnTo } from './useReturnTo';

/**
 * Create a customer account. The answer is always "check your email" (a
 * link to confirm a new address, or a notice to an address's owner), said in
 * place of the form and given focus.
 */
export default function RegisterForm() {
  const form = useForm(async () => (await import('../../lib/api/contracts/auth')).RegisterBodyModel, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const returnTo = useReturnTo();
  // Until hydrated the form cannot be sent (a plain submit would put the password in the address).
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { ref, status, failure, submit } = useFormSubmit(
    form.checkWhenReady,
    form.setErrors,
    async (body: RegisterBody) => (await import('./api/auth')).register(body),
    () => setSentTo(form.values.email.trim()),
  );
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  if (sentTo)
    return (
      <div ref={done} role="status" tabIndex={-1} aria-labelledby="register-check-email" className="rounded-lg bg-sage-light px-4 py-5 text-ink focus:outline-none">
        <h2 id="register-check-email" className="font-display text-2xl text-plum">
          {CHECK_EMAIL.title}
        </h2>
        <p className="mt-2">
          We have sent a message to <strong>{sentTo}</strong>.
        </p>
        <p className="mt-2 text-ink-muted">{CHECK_EMAIL.text}</p>
        <p className="mt-4">
          <a href={`/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-plum">
            Go to sign in
          </a>
        </p>
      </div>
    );

  return (
    <form ref={ref} noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Create an account" className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Email" required type="email" autoComplete="email" className="sm:col-span-2" {...form.field('email')} />
      <TextField label="Password" required type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...form.field('password')} />
      <TextField label="Confirm password" required type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      {failure && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={status !== 'editing' || !hydrated} className="w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60">
          {status === 'editing' ? 'Create account' : 'Creating your account…'}
        </button>
        <p className="mt-4 text-center text-ink-muted">
          Already have an account?{' '}
          <a href={`/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-plum">
            Sign in
          </a>
        </p>
      </div>
    </form>
  );
}
