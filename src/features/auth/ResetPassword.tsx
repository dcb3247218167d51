import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { TextField } from '../../components/FormField';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_DONE, PASSWORD_RESET_SENT } from '../../lib/domain/auth';
import type { PasswordResetBody } from '../../lib/api/contracts/auth';
import { useHydrated } from '../../stores/hydrated';
import { useForm, useFormSubmit } from '../../components/use-form';
import { secondaryButton } from './sign-in-link';

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';
const authApi = () => import('./api/auth');
const contracts = () => import('../../lib/api/contracts/auth');

let taken: { token: string | null } | undefined;
/** The link's token, read once; the address bar then drops it (so it is not kept in history or sent on). */
function takeToken() {
  if (!taken) {
    const url = new URL(location.href);
    taken = { token: url.searchParams.get('token') };
    if (taken.token) {
      url.searchParams.delete('token');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return taken;
}
const never = () => () => {};

/** A message that takes focus when shown (what was asked for is replaced by it). */
function Outcome({ title, children, tone = 'done' }: { title?: string; children: ReactNode; tone?: 'done' | 'problem' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role={tone === 'done' ? 'status' : 'alert'}
      tabIndex={-1}
      className={`rounded-lg px-4 py-5 focus:outline-none ${tone === 'done' ? 'bg-sage-light text-ink' : 'bg-soft-pink text-alert-red'}`}
    >
      {title && <h2 className="font-display text-2xl text-plum">{title}</h2>}
      {children}
    </div>
  );
}

/** Asking for a reset link: the email, then "check your email" whatever the address. */
function RequestResetForm({ first }: { first: boolean }) {
  const form = useForm(async () => (await contracts()).PasswordResetBodyModel, { email: '' });
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { ref, status, failure, submit } = useFormSubmit(
    form.checkWhenReady,
    form.setErrors,
    async (body: PasswordResetBody) => (await authApi()).requestPasswordReset(body),
    () => setSentTo(form.values.email.trim()),
  );
  if (sentTo)
    return (
      <Outcome title={PASSWORD_RESET_SENT.title}>
        <p className="mt-2">{PASSWORD_RESET_SENT.text(sentTo)}</p>
      </Outcome>
    );
  return (
    <form ref={ref} noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Reset your password" className="grid gap-4">
      {first && <p className="text-ink-muted">Enter the email of your account and we will send you a link to set a new password.</p>}
      <TextField label="Email" required type="email" autoComplete="email" {...form.field('email')} />
      {failure && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          {failure}
        </p>
      )}
      <button type="submit" disabled={status !== 'editing' || !hydrated} className={first ? button : secondaryButton}>
        {status === 'editing' ? (first ? 'Email me a reset link' : 'Email me a new link') : 'Sending your link…'}
      </button>
    </form>
  );
}

/** Setting the new password with the link's token (the registration rules, errors under the field). */
function NewPasswordForm({ token, onRefused }: { token: string; onRefused: (message: string) => void }) {
  const form = useForm(async () => (await contracts()).PasswordResetConfirmBodyModel.pick({ password: true }), { password: '' });
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const { ref, status, failure, submit } = useFormSubmit(
    form.checkWhenReady,
    form.setErrors,
    async ({ password }: { password: string }) => {
      const result = await (await authApi()).resetPassword({ token, password });
      if (!result.ok && result.error.status === 410) onRefused(result.error.message);
      return result;
    },
    () => setDone(true),
  );
  if (done)
    return (
      <Outcome title="Password changed">
        <p className="mt-2">{PASSWORD_RESET_DONE}</p>
        <p className="mt-4">
          <a href="/login" className="font-semibold text-plum">
            Sign in
          </a>
        </p>
      </Outcome>
    );
  return (
    <form ref={ref} noValidate onSubmit={submit} onFocus={form.prepare} aria-label="Set a new password" className="grid gap-4">
      <TextField label="New password" required type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...form.field('password')} />
      {failure && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          {failure}
        </p>
      )}
      <button type="submit" disabled={status !== 'editing' || !hydrated} className={button}>
        {status === 'editing' ? 'Set new password' : 'Setting your password…'}
      </button>
    </form>
  );
}

/**
 * The "Forgot password?" page. Without a token it asks for the email to
 * send a reset link to; the emailed link opens it with a token, to set a new
 * password. Every session then ends and the person signs in with the new
 * password. A used, expired or unknown link says so, with a form to ask for
 * a new one.
 */
export default function ResetPassword() {
  // undefined until read in the browser.
  const params = useSyncExternalStore(never, takeToken, () => undefined);
  const [refused, setRefused] = useState<string | null>(null);
  if (params === undefined) return null;
  if (refused)
    return (
      <div className="grid gap-6">
        <Outcome tone="problem">
          <p>{refused}</p>
        </Outcome>
        <RequestResetForm first={false} />
      </div>
    );
  if (!params.token) return <RequestResetForm first />;
  return <NewPasswordForm token={params.token} onRefused={setRefused} />;
}
