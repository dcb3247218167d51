import { useEffect, useState } from 'react';
import { safeReturnTo } from '../../lib/domain/auth';

/** The returnTo of the page's address, checked (same-site paths only); null until read in the browser. */
export function useReturnTo(): string | null {
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    const given = new URLSearchParams(location.search).get('returnTo');
    setReturnTo(given ? safeReturnTo(given) : null);
  }, []);
  return returnTo;
}
