import { TextField } from '../../components/FormField';
import type { LoginBody } from '../../lib/api/contracts/auth';
import { useHydrated } from '../../stores/hydrated';
import { useForm, useFormSubmit } from '../forms/use-form';
import { completeSignIn } from './session';
import { useReturnTo } from './useReturnTo';

/** The sign-in call and its rules, loaded when the form is first used rather than with the page. */
const authApi = () => import('../../lib/api/auth');
const rules = async () => (await import('../../lib/api/contracts/auth')).LoginBodyModel;
const login = async (body: LoginBody) => (await authApi()).login(body);

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';

/** The sign-in form: email and password; wrong details, or too many attempts, are said under the form. */
export default function LoginForm() {
  const form = useForm(rules, { email: '', password: '' });
  const returnTo = useReturnTo();
  // Until hydrated the form cannot be sent (a plain submit would put the password in the address).
  const hydrated = useHydrated();
  const { ref, status, failure, submit } = useFormSubmit(form.checkWhenReady, form.setErrors, login, (session) => completeSignIn(session, returnTo));

  return (
    <form ref={ref} noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Sign in" className="grid gap-4">
      <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" required type="password" autoComplete="current-password" {...form.field('password')} />
      {failure && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          {failure}
        </p>
      )}
      <button type="submit" disabled={status !== 'editing' || !hydrated} className={button}>
        {status === 'editing' ? 'Sign in' : 'Signing in…'}
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
