import { fetchProfile } from './api/auth';
import { loginUrl } from '../../lib/api/client';
import { PROFILE_REFRESH_MS } from '../../lib/domain/constants';
import { dropCustomerCart } from '../cart/stores/cart';
import { $session, clearSession } from './stores/session';
import { sessionOf } from './session';

/**
 * GET /api/profile now and every 5 minutes, also while the tab is hidden.
 * An answer keeps the session store current; a refusal (an ended or expired
 * session) removes the stored cart and sends the browser to login. A network
 * failure is tried again at the next tick.
 */
export function startProfilePolling(): () => void {
  let stopped = false;
  const check = async () => {
    if (stopped || !$session.get()) return;
    const result = await fetchProfile();
    if (result.ok) {
      $session.set(sessionOf(result.data));
      return;
    }
    if (result.error.status === 0) return;
    stopped = true;
    dropCustomerCart();
    clearSession();
    location.assign(loginUrl());
  };
  void check();
  const timer = setInterval(() => void check(), PROFILE_REFRESH_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
