import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HOST_COOKIE_ATTRIBUTES, hostCookie } from './cookies';

/** The HttpOnly cookie holding the signed session token. */
export const SESSION_COOKIE = hostCookie('wb_session');
/**
 * A readable cookie with what the storefront shows of the signed-in user
 * (roles, email, customer id, store key, name). It grants nothing: every
 * call is decided by the session token. src/features/auth/stores/session.ts reads it.
 */
export const PROFILE_COOKIE = hostCookie('wb_profile');

export interface ProfileHint {
  roles: string[];
  email: string;
  customerId: string;
  storeKey: string | null;
  name: string;
}

export const sessionTokenOf = (c: Context) => getCookie(c, SESSION_COOKIE);

export function setSessionCookies(c: Context, token: string, expiresAt: Date, profile: ProfileHint) {
  const common = { ...HOST_COOKIE_ATTRIBUTES, sameSite: 'Lax' as const, expires: expiresAt };
  const hint: ProfileHint = { roles: profile.roles, email: profile.email, customerId: profile.customerId, storeKey: profile.storeKey, name: profile.name };
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, PROFILE_COOKIE, Buffer.from(JSON.stringify(hint)).toString('base64url'), common);
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, SESSION_COOKIE, HOST_COOKIE_ATTRIBUTES);
  deleteCookie(c, PROFILE_COOKIE, HOST_COOKIE_ATTRIBUTES);
}
