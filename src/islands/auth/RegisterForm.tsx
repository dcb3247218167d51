import { TextField } from '../../components/FormField';
import { register } from '../../lib/api/auth';
import { PASSWORD_MIN_LENGTH } from '../../lib/domain/auth';
import { RegisterBodyModel } from '../../lib/api/contracts/auth';
import { useHydrated } from '../../stores/hydrated';
import { useForm, useFormSubmit } from '../forms/use-form';
import { completeSignIn } from './session';
import { useReturnTo } from './useReturnTo';

/** Create a customer account; the new customer is signed in and returns where they were. */
export default function RegisterForm() {
  const form = useForm(RegisterBodyModel, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const returnTo = useReturnTo();
  // Until hydrated the form cannot be sent (a plain submit would put the password in the address).
  const hydrated = useHydrated();
  const { ref, status, failure, submit } = useFormSubmit(form.check, form.setErrors, register, (session) => completeSignIn(session, returnTo));

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label="Create an account" className="grid gap-4 sm:grid-cols-2">
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
