import { useSyncExternalStore } from 'react';
import { safeReturnTo } from '../../lib/domain/auth';

const never = () => () => {};
const fromAddress = () => {
  const given = new URLSearchParams(location.search).get('returnTo');
  return given ? safeReturnTo(given) : null;
};

/** The returnTo of the page's address, checked (same-site paths only); null until read in the browser. */
export function useReturnTo(): string | null {
  return useSyncExternalStore(never, fromAddress, () => null);
}
