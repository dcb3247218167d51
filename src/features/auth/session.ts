import type { Profile } from '../../lib/api/contracts/account';
import { safeReturnTo } from '../../lib/domain/auth';
import { adoptCustomerCart, dropCustomerCart } from '../cart/stores/cart';
import { $session, type Session } from './stores/session';

export const sessionOf = (profile: Profile): Session => ({
  roles: profile.roles,
  email: profile.email,
  customerId: profile.customerId,
  storeKey: profile.storeKey,
  name: profile.name,
});

/** After a successful sign-in or registration: the session, the cart, then back where the shopper was. */
export async function completeSignIn(profile: Profile, returnTo: string | null): Promise<void> {
  $session.set(sessionOf(profile));
  await adoptCustomerCart(profile.customerId);
  location.assign(safeReturnTo(returnTo));
}

/** Sign-out: the server ends the session (and drops its cookies); this browser forgets the signed-in cart. */
export async function signOut(): Promise<void> {
  const { logout } = await import('./api/auth');
  await logout();
  dropCustomerCart();
  // The answer removed the profile cookie; the page is left before the session store changes, so no island reacts to it.
  location.assign('/');
}
