import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { confirmEmailChange } from '../account/api/account';
import { confirmRegistration } from './api/auth';
import { LINK_UNKNOWN } from '../../lib/domain/auth';
import { useHydrated } from '../../stores/hydrated';
import { completeSignIn } from './session';

type Purpose = 'register' | 'email-change';
type State = { status: 'ready' | 'sending' } | { status: 'changed'; email: string } | { status: 'failed'; message: string };

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';
const TEXT: Record<Purpose, { intro: string; action: string; sending: string; again: { href: string; label: string } }> = {
  register: {
    intro: 'Confirm your email to finish creating your account. You will be signed in.',
    action: 'Confirm my email',
    sending: 'Confirming…',
    again: { href: '/register', label: 'Register again' },
  },
  'email-change': {
    intro: 'Confirm this address to make it the email of your account.',
    action: 'Use this email',
    sending: 'Confirming…',
    again: { href: '/myaccount/mydetails', label: 'Change your email again' },
  },
};

let taken: { token: string | null } | undefined;
/** The token of the emailed link, read once; the address bar then drops it (so it is not kept in history or sent on). */
function takeToken(): string | null {
  if (!taken) {
    const url = new URL(location.href);
    taken = { token: url.searchParams.get('token') };
    if (taken.token) {
      url.searchParams.delete('token');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return taken.token;
}
const never = () => () => {};

/**
 * The page an emailed link opens: one button sends the link's token (a
 * button, not on load, so mail scanners that open links do not use it up).
 * A registration signs the new customer in and goes to the account; an email
 * change says the new address. An expired or used link says so, with the way on.
 */
export default function ConfirmEmailLink({ purpose }: { purpose: Purpose }) {
  const hydrated = useHydrated();
  // undefined until read in the browser.
  const token = useSyncExternalStore<string | null | undefined>(never, takeToken, () => undefined);
  const [state, setState] = useState<State>({ status: 'ready' });
  const outcome = useRef<HTMLDivElement>(null);
  const text = TEXT[purpose];

  useEffect(() => {
    if (state.status === 'changed' || state.status === 'failed') outcome.current?.focus();
  }, [state.status]);

  const confirm = async () => {
    if (!token) return setState({ status: 'failed', message: LINK_UNKNOWN });
    setState({ status: 'sending' });
    if (purpose === 'register') {
      const result = await confirmRegistration(token);
      if (result.ok) return completeSignIn(result.data, '/myaccount');
      return setState({ status: 'failed', message: result.error.message });
    }
    const result = await confirmEmailChange(token);
    setState(result.ok ? { status: 'changed', email: result.data.email } : { status: 'failed', message: result.error.message });
  };

  if (state.status === 'changed')
    return (
      <div ref={outcome} role="status" tabIndex={-1} className="rounded-lg bg-sage-light px-4 py-5 text-ink focus:outline-none">
        <p>
          Your email is now <strong>{state.email}</strong>. Use it the next time you sign in.
        </p>
        <p className="mt-4">
          <a href="/myaccount/mydetails" className="font-semibold text-plum">
            Go to my details
          </a>
        </p>
      </div>
    );
  if (state.status === 'failed' || token === null)
    return (
      <div ref={outcome} role="alert" tabIndex={-1} className="rounded-lg bg-soft-pink px-4 py-5 text-alert-red focus:outline-none">
        <p>{state.status === 'failed' ? state.message : LINK_UNKNOWN}</p>
        <p className="mt-4 flex flex-wrap gap-4">
          <a href="/login" className="font-semibold text-plum">
            Sign in
          </a>
          <a href={text.again.href} className="font-semibold text-plum">
            {text.again.label}
          </a>
        </p>
      </div>
    );
  return (
    <div className="grid gap-4">
      <p className="text-ink-muted">{text.intro}</p>
      <button type="button" onClick={() => void confirm()} disabled={!hydrated || token === undefined || state.status === 'sending'} className={button}>
        {state.status === 'sending' ? text.sending : text.action}
      </button>
    </div>
  );
}
