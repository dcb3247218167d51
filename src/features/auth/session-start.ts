import { $session } from './stores/session';

/** Loaded on every page: the profile check is fetched and started only when someone is signed in (never on the sign-in pages). */
export function startSessionChecks(): void {
  if (!$session.get() || /^\/(login|register)(\/|$)/.test(location.pathname)) return;
  void import('./profile-poller').then(({ startProfilePolling }) => startProfilePolling());
}
