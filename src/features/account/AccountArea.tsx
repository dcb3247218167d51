import { Suspense, useEffect } from 'react';
import { NOT_AVAILABLE_TEXT, NOT_AVAILABLE_TITLE, canSeeAccountPage, type AccountPageId } from '../../lib/domain/account';
import { loginPath } from '../../lib/domain/auth';
import { deriveRole, type SignedInRole } from '../../lib/domain/roles';
import { useClientStore, useHydrated } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';
import AccountNav from './AccountNav';
import { PANELS } from './panels';
import { Loading } from './ui';

/**
 * The account area on every /myaccount page: signed-out visitors go to
 * sign in (and come back here); a role the page is not for sees that it is
 * not available (the API refuses its data too); everyone else gets their
 * tabs and the page's panel, loaded on demand.
 */
export default function AccountArea({ page }: { page: AccountPageId }) {
  const hydrated = useHydrated();
  const session = useClientStore($session, null);
  const signedOut = hydrated && !session;

  useEffect(() => {
    if (signedOut) location.replace(loginPath(`${location.pathname}${location.search}`));
  }, [signedOut]);

  if (!hydrated || !session) return <Loading label={signedOut ? 'Taking you to sign in…' : 'Loading your account…'} />;
  const role = deriveRole(session.roles) as SignedInRole;
  const Panel = PANELS[page];
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <AccountNav role={role} page={page} />
      <div className="min-w-0 flex-1">
        {canSeeAccountPage(role, page) ? (
          <Suspense fallback={<Loading />}>
            <Panel page={page} role={role} session={session} />
          </Suspense>
        ) : (
          <div role="alert" className="rounded-xl border border-plum/20 bg-cream p-6">
            <h2 className="font-display text-2xl text-plum">{NOT_AVAILABLE_TITLE}</h2>
            <p className="mt-2 text-ink">{NOT_AVAILABLE_TEXT}</p>
            <a href="/myaccount" className="mt-4 inline-block font-semibold text-plum">
              Go to my account
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
