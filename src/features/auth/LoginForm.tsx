import { useState } from 'react';
import { TextField } from '../../components/FormField';
import type { LoginBody } from '../../lib/api/contracts/auth';
import { useHydrated } from '../../stores/hydrated';
import { useErrorFocus, useForm, useFormSubmit } from '../../components/use-form';
import { completeSignIn } from './session';
import { secondaryButton, SignInLinkSent, useSignInLinkRequest } from './sign-in-link';
import { useReturnTo } from './useReturnTo';

/** The sign-in call and its rules, loaded when the form is first used rather than with the page. */
const authApi = () => import('./api/auth');
const rules = async () => (await import('../../lib/api/contracts/auth')).LoginBodyModel;

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';

/**
 * The sign-in form: email and password; wrong details, or too many attempts,
 * are said under the form. Beside it, "Email me a sign-in link" sends a
 * single-use link to the email typed (docs/adr/0715): offered always, and
 * put forward when sign-in is being slowed down (429). "Forgot password?"
 * leads to the page that emails a link to set a new one.
 */
export default function LoginForm() {
  const form = useForm(rules, { email: '', password: '' });
  const returnTo = useReturnTo();
  // Until hydrated the form cannot be sent (a plain submit would put the password in the address).
  const hydrated = useHydrated();
  const [slowed, setSlowed] = useState(false);
  const login = async (body: LoginBody) => {
    const result = await (await authApi()).login(body);
    setSlowed(!result.ok && result.error.status === 429);
    return result;
  };
  const { ref, status, failure, submit } = useFormSubmit(form.checkWhenReady, form.setErrors, login, (session) => completeSignIn(session, returnTo));
  const link = useSignInLinkRequest(returnTo);
  const focusError = useErrorFocus(ref);
  const emailLink = async () => {
    const errors = await link.request(form.values.email);
    if (!errors) return;
    form.setErrors({ ...form.errors, email: errors.email ?? '' });
    focusError();
  };

  if (link.state.status === 'sent')
    return (
      <SignInLinkSent email={link.state.email}>
        <p className="mt-4">
          <button type="button" onClick={link.reset} className="font-semibold text-plum underline">
            Sign in with your password instead
          </button>
        </p>
      </SignInLinkSent>
    );

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        link.reset();
        void submit(event);
      }}
      onFocus={form.prepare}
      aria-label="Sign in"
      className="grid gap-4"
    >
      <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" required type="password" autoComplete="current-password" {...form.field('password')} />
      <p className="-mt-2 text-right">
        <a href="/login/reset" className="font-semibold text-plum">
          Forgot password?
        </a>
      </p>
      {(failure || link.state.status === 'failed') && (
        <div role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          <p>{link.state.status === 'failed' ? link.state.message : failure}</p>
          {slowed && link.state.status !== 'failed' && <p className="mt-2 text-ink">No need to wait: we can email you a link that signs you in at once.</p>}
        </div>
      )}
      <button type="submit" disabled={status !== 'editing' || !hydrated} className={slowed ? secondaryButton : button}>
        {status === 'editing' ? 'Sign in' : 'Signing in…'}
      </button>
      <button type="button" onClick={() => void emailLink()} disabled={link.state.status === 'sending' || !hydrated} className={slowed ? button : secondaryButton}>
        {link.state.status === 'sending' ? 'Sending your link…' : 'Email me a sign-in link'}
      </button>
      <p className="text-center text-ink-muted">
        New to Wattle &amp; Bloom?{' '}
        <a href={`/register${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-plum">
          Create an account
        </a>
      </p>
    </form>
  );
}
