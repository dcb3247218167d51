import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { TextField } from '../../components/FormField';
import { useErrorFocus } from '../../components/use-form';
import { PASSWORD_MIN_LENGTH } from '../../lib/domain/auth';
import { useHydrated } from '../../stores/hydrated';
import { acceptOwnerInvite, previewOwnerInvite } from './api/owner-invite';
import { completeSignIn } from './session';
import type { OwnerInvitePreview } from '../../lib/api/contracts/owner-invites';

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';
const NO_TOKEN = 'This invitation link is not valid. Please check that you opened the whole link from the email.';
const ACCOUNT_HOME = '/myaccount';

let taken: string | null | undefined;
/** The link's token, read once; the address bar then drops it (so it is not kept in history or sent on). */
function takeToken(): string | null {
  if (taken === undefined) {
    const url = new URL(location.href);
    taken = url.searchParams.get('token');
    if (taken) {
      url.searchParams.delete('token');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return taken;
}
const never = () => () => {};

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ok'; invite: OwnerInvitePreview };

/**
 * The page an invitation opens (head office's to own a store, or an owner's
 * to join its staff): the store's name and the role; a new person chooses a
 * password and is signed in as the store's owner or staff. An email that has
 * an account is asked to sign in with it first (the link never sets its
 * password), then accepts with one button.
 */
export default function AcceptOwnerInvite() {
  const hydrated = useHydrated();
  const token = useSyncExternalStore<string | null | undefined>(never, takeToken, () => undefined);
  const [loaded, setLoad] = useState<Load>({ status: 'loading' });
  const load: Load = token === null ? { status: 'failed', message: NO_TOKEN } : loaded;
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(form);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void previewOwnerInvite(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(result.ok ? { status: 'ok', invite: result.data } : { status: 'failed', message: result.error.message });
    });
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (load.status === 'failed' || failure) outcome.current?.focus();
  }, [load.status, failure]);

  if (load.status === 'loading') return <p aria-live="polite">Loading your invitation…</p>;
  if (load.status === 'failed')
    return (
      <div className="grid gap-6">
        <div ref={outcome} role="alert" tabIndex={-1} className="rounded-lg bg-soft-pink px-4 py-5 text-alert-red focus:outline-none">
          <p>{load.message}</p>
        </div>
        <p className="text-center text-ink-muted">
          Already set up?{' '}
          <a href="/login" className="font-semibold text-plum">
            Sign in
          </a>
        </p>
      </div>
    );

  const { invite } = load;
  const staff = invite.role === 'florist';
  const accept = async (body: { token: string; password?: string; confirmPassword?: string }) => {
    setFailure(null);
    setSending(true);
    const result = await acceptOwnerInvite(body);
    setSending(false);
    if (result.ok) return completeSignIn(result.data, ACCOUNT_HOME);
    if (result.error.body.errors) {
      setErrors(result.error.body.errors);
      focusError();
    } else setFailure(result.error.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (values.password.length < PASSWORD_MIN_LENGTH) typed.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (!values.confirmPassword) typed.confirmPassword = 'Confirm password is required';
    else if (values.confirmPassword !== values.password) typed.confirmPassword = 'Passwords do not match';
    setErrors(typed);
    if (Object.keys(typed).length) return focusError();
    void accept({ token: token!, ...values });
  };

  const failed = failure && (
    <div ref={outcome} role="alert" tabIndex={-1} className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red focus:outline-none">
      <p>{failure}</p>
    </div>
  );

  return (
    <div className="grid gap-4">
      {staff ? (
        <p>
          Hello {invite.firstName}, <strong>{invite.storeName}</strong> invites you to join as staff, to receive and answer its orders.
        </p>
      ) : (
        <p>
          Hello {invite.firstName}, Flowerline has invited you to be the owner of <strong>{invite.storeName}</strong>.
        </p>
      )}
      {invite.hasAccount ? (
        <>
          <p className="text-ink-muted">
            {invite.email} already has an account. If you are not signed in with it,{' '}
            <a href={`/login?returnTo=${encodeURIComponent(`/invite?token=${token}`)}`} className="font-semibold text-plum">
              sign in with it
            </a>{' '}
            first, then accept.
          </p>
          {failed}
          <button type="button" className={button} disabled={!hydrated || sending} onClick={() => void accept({ token: token! })}>
            {sending ? 'Accepting…' : staff ? `Join ${invite.storeName} as staff` : `Become the owner of ${invite.storeName}`}
          </button>
        </>
      ) : (
        <form ref={form} noValidate onSubmit={submit} aria-label={staff ? 'Set up your staff account' : 'Set up your owner account'} className="grid gap-4">
          <p className="text-ink-muted">Your account’s email is {invite.email}. Choose a password to finish.</p>
          <TextField
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            name="password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={values.password}
            error={errors.password}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          />
          <TextField
            label="Confirm password"
            required
            type="password"
            autoComplete="new-password"
            name="confirmPassword"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
          />
          {failed}
          <button type="submit" className={button} disabled={!hydrated || sending}>
            {sending ? 'Setting up…' : 'Set password and sign in'}
          </button>
        </form>
      )}
    </div>
  );
}
