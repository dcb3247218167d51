import { Icon } from '../../components/Icon';
import { useClientStore } from '../../stores/hydrated';
import { $session } from './stores/session';

/** The header's account button; the account home sends guests to sign in. Filled once someone is signed in. */
export default function AccountLink({ className = '' }: { className?: string }) {
  const session = useClientStore($session, null);
  return (
    <a href="/myaccount" aria-label="My account" title={session ? `Signed in as ${session.name ?? session.email ?? 'you'}` : 'Sign in or create an account'} className={className}>
      <Icon name="user" className={`h-6 w-6 ${session ? 'fill-plum/15' : ''}`} />
    </a>
  );
}
