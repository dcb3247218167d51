import { atom } from 'nanostores';
import { optional, shape, text, textList } from '../../../stores/stored-shape';
import { PROFILE_COOKIE, wakeIslands } from '../../../stores/wake';

/**
 * The signed-in user as far as the storefront needs it: the roles claim,
 * email, commerce customer id, store key (florists) and name. It decides
 * what islands show, never what the API allows.
 */
export interface Session {
  roles: string[];
  email?: string | null;
  customerId?: string | null;
  storeKey?: string | null;
  name?: string | null;
}

/** The readable cookie the API sets at sign-in (the session token itself is HttpOnly). */
export { PROFILE_COOKIE };

const readHint = shape<Session>({
  roles: textList,
  email: optional(text(), true),
  customerId: optional(text(), true),
  storeKey: optional(text(), true),
  name: optional(text(), true),
});

/** The session described by a cookie header, or null (absent, or not ours). */
export function sessionFromCookies(cookieHeader: string): Session | null {
  const entry = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${PROFILE_COOKIE}=`));
  if (!entry) return null;
  try {
    const base64 = entry
      .slice(PROFILE_COOKIE.length + 1)
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    return readHint(JSON.parse(json)) ?? null;
  } catch {
    return null;
  }
}

/** null until someone signs in; in the browser it starts from the profile cookie. */
export const $session = atom<Session | null>(typeof document === 'undefined' ? null : sessionFromCookies(document.cookie));
// The header's account, wishlist and alert islands sleep until someone signs in.
$session.listen(() => wakeIslands('session'));

/** Forgets the signed-in user in this page (the server ends the session on sign-out). */
export function clearSession() {
  if (typeof document !== 'undefined') document.cookie = `${PROFILE_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
  $session.set(null);
}
