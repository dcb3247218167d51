import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TextField } from '../../components/FormField';
import { signInWithLink } from './api/auth';
import { safeReturnTo, SIGN_IN_LINK_REFUSED } from '../../lib/domain/auth';
import { useHydrated } from '../../stores/hydrated';
import { useErrorFocus } from '../../components/use-form';
import { completeSignIn } from './session';
import { secondaryButton, SignInLinkSent, useSignInLinkRequest } from './sign-in-link';

type State = { status: 'ready' | 'sending' } | { status: 'failed'; message: string };
interface LinkParams {
  token: string | null;
  returnTo: string | null;
}

const button = 'w-full rounded-full bg-plum px-6 py-3 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';

let taken: LinkParams | undefined;
/** The link's token and returnTo, read once; the address bar then drops the token (so it is not kept in history or sent on). */
function takeParams(): LinkParams {
  if (!taken) {
    const url = new URL(location.href);
    const returnTo = url.searchParams.get('returnTo');
    taken = { token: url.searchParams.get('token'), returnTo: returnTo ? safeReturnTo(returnTo) : null };
    if (taken.token) {
      url.searchParams.delete('token');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return taken;
}
const never = () => () => {};

/** Asking again, where a link did not work: the email, and "Email me a new link". */
function NewLinkForm({ returnTo }: { returnTo: string | null }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const link = useSignInLinkRequest(returnTo);
  const form = useRef<HTMLFormElement>(null);
  const focusError = useErrorFocus(form);

  if (link.state.status === 'sent') return <SignInLinkSent email={link.state.email} />;
  return (
    <form
      ref={form}
      noValidate
      aria-label="Email me a new sign-in link"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void link.request(email).then((errors) => {
          setError(errors?.email);
          if (errors) focusError();
        });
      }}
    >
      <TextField label="Email" required type="email" autoComplete="email" name="email" value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
      {link.state.status === 'failed' && (
        <p role="alert" className="rounded-lg bg-soft-pink px-4 py-3 text-alert-red">
          {link.state.message}
        </p>
      )}
      <button type="submit" disabled={link.state.status === 'sending'} className={secondaryButton}>
        {link.state.status === 'sending' ? 'Sending your link…' : 'Email me a new link'}
      </button>
    </form>
  );
}

/**
 * The page an emailed sign-in link opens: one button sends the link's token
 * (a button, not on load, so mail scanners that open links do not use it
 * up), then the person is signed in and goes to the link's returnTo or the
 * account. An expired, used or unknown link says so, with a form to get a
 * new one and the way to sign in with a password.
 */
export default function SignInWithLink() {
  const hydrated = useHydrated();
  // undefined until read in the browser.
  const params = useSyncExternalStore<LinkParams | undefined>(never, takeParams, () => undefined);
  const [state, setState] = useState<State>({ status: 'ready' });
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'failed') outcome.current?.focus();
  }, [state.status]);

  const signIn = async () => {
    if (!params?.token) return setState({ status: 'failed', message: SIGN_IN_LINK_REFUSED.unknown });
    setState({ status: 'sending' });
    const result = await signInWithLink(params.token);
    if (result.ok) return completeSignIn(result.data, params.returnTo);
    setState({ status: 'failed', message: result.error.message });
  };

  if (state.status === 'failed' || params?.token === null) {
    const returnTo = params?.returnTo ?? null;
    return (
      <div className="grid gap-6">
        <div ref={outcome} role="alert" tabIndex={-1} className="rounded-lg bg-soft-pink px-4 py-5 text-alert-red focus:outline-none">
          <p>{state.status === 'failed' ? state.message : SIGN_IN_LINK_REFUSED.unknown}</p>
        </div>
        <NewLinkForm returnTo={returnTo} />
        <p className="text-center text-ink-muted">
          Know your password?{' '}
          <a href={`/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`} className="font-semibold text-plum">
            Sign in with it
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-ink-muted">This link signs you in to your account. It works once.</p>
      <button type="button" onClick={() => void signIn()} disabled={!hydrated || params === undefined || state.status === 'sending'} className={button}>
        {state.status === 'sending' ? 'Signing in…' : 'Sign in'}
      </button>
    </div>
  );
}
