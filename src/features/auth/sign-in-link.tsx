import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SIGN_IN_LINK_SENT } from '../../lib/domain/auth';
import { validate } from '../../lib/domain/validation-result';

export type LinkRequest = { status: 'idle' | 'sending' } | { status: 'sent'; email: string } | { status: 'failed'; message: string };

const OFFLINE = 'We could not reach the shop. Check your connection and try again.';

/**
 * Asking for an emailed sign-in link (POST /api/auth/sign-in-link). The rules
 * and the call load when first used. `request` answers the field errors when
 * the email is not one (nothing is sent), else null; the outcome is `state`.
 */
export function useSignInLinkRequest(returnTo: string | null) {
  const [state, setState] = useState<LinkRequest>({ status: 'idle' });
  const request = async (email: string): Promise<Record<string, string> | null> => {
    setState({ status: 'sending' });
    try {
      const [{ SignInLinkBodyModel }, api] = await Promise.all([import('../../lib/api/contracts/auth'), import('./api/auth')]);
      const checked = validate(SignInLinkBodyModel, returnTo ? { email, returnTo } : { email });
      if (!checked.ok) {
        setState({ status: 'idle' });
        return checked.errors;
      }
      const result = await api.requestSignInLink(checked.data);
      if (result.ok) setState({ status: 'sent', email: checked.data.email });
      else if (result.error.body.errors) {
        setState({ status: 'idle' });
        return result.error.body.errors;
      } else setState({ status: 'failed', message: result.error.message });
    } catch {
      setState({ status: 'failed', message: OFFLINE });
    }
    return null;
  };
  return { state, request, reset: () => setState({ status: 'idle' }) };
}

/** "Check your email", said in place of what asked for the link, and given focus. */
export function SignInLinkSent({ email, children }: { email: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} aria-labelledby="sign-in-link-sent" className="rounded-lg bg-sage-light px-4 py-5 text-ink focus:outline-none">
      <h2 id="sign-in-link-sent" className="font-display text-2xl text-plum">
        {SIGN_IN_LINK_SENT.title}
      </h2>
      <p className="mt-2">{SIGN_IN_LINK_SENT.text(email)}</p>
      {children}
    </div>
  );
}

export const secondaryButton = 'w-full rounded-full border border-plum px-6 py-3 font-semibold text-plum hover:bg-soft-pink disabled:opacity-60';
