import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../components/FormField';
import { login } from '../../lib/api/auth';
import { loginSchema } from '../../lib/domain/auth';
import { useHydrated } from '../../stores/hydrated';
import { focusFirstError, useForm } from '../forms/use-form';
import { completeSignIn } from './session';
import { useReturnTo } from './useReturnTo';

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';

/** The sign-in form: email and password; wrong details, or too many attempts, are said under the form. */
export default function LoginForm() {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm(loginSchema, { email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const returnTo = useReturnTo();
  // Until hydrated the form cannot be sent (a plain submit would put the password in the address).
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.check();
    if (!data) {
      requestAnimationFrame(() => focusFirstError(ref.current));
      return;
    }
    setPending(true);
    const result = await login(data);
    if (result.ok) {
      await completeSignIn(result.data, returnTo);
      return;
    }
    setPending(false);
    if (result.error.body.errors) form.setErrors(result.error.body.errors);
    setFailure(result.error.message);
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label="Sign in" className="grid gap-4">
      <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" required type="password" autoComplete="current-password" {...form.field('password')} />
      {failure && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          {failure}
        </p>
      )}
      <button type="submit" disabled={pending || !hydrated} className={button}>
        {pending ? 'Signing in…' : 'Sign in'}
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
