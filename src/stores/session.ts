import { atom } from 'nanostores';
import { z } from 'zod';

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

/**
 * The readable cookie the API sets at sign-in (the session token itself is
 * HttpOnly); a `__Host-` cookie, so it is Secure, on Path=/ and has no Domain.
 */
export const PROFILE_COOKIE = '__Host-wb_profile';

const HintModel = z.object({
  roles: z.array(z.string()),
  email: z.string().nullish(),
  customerId: z.string().nullish(),
  storeKey: z.string().nullish(),
  name: z.string().nullish(),
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
    const parsed = HintModel.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** null until someone signs in; in the browser it starts from the profile cookie. */
export const $session = atom<Session | null>(typeof document === 'undefined' ? null : sessionFromCookies(document.cookie));

/** Forgets the signed-in user in this page (the server ends the session on sign-out). */
export function clearSession() {
  if (typeof document !== 'undefined') document.cookie = `${PROFILE_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
  $session.set(null);
}
