import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { secureCookie } from './csrf';

/** The HttpOnly cookie holding the signed session token. */
export const SESSION_COOKIE = 'wb_session';
/**
 * A readable cookie with what the storefront shows of the signed-in user
 * (roles, email, customer id, store key, name). It grants nothing: every
 * call is decided by the session token.
 */
export const PROFILE_COOKIE = 'wb_profile';

export interface ProfileHint {
  roles: string[];
  email: string;
  customerId: string;
  storeKey: string | null;
  name: string;
}

export const sessionTokenOf = (c: Context) => getCookie(c, SESSION_COOKIE);

export function setSessionCookies(c: Context, token: string, expiresAt: Date, profile: ProfileHint) {
  const common = { path: '/', sameSite: 'Lax' as const, secure: secureCookie(c), expires: expiresAt };
  const hint: ProfileHint = { roles: profile.roles, email: profile.email, customerId: profile.customerId, storeKey: profile.storeKey, name: profile.name };
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, PROFILE_COOKIE, Buffer.from(JSON.stringify(hint)).toString('base64url'), common);
}

export function clearSessionCookies(c: Context) {
  const common = { path: '/', secure: secureCookie(c) };
  deleteCookie(c, SESSION_COOKIE, common);
  deleteCookie(c, PROFILE_COOKIE, common);
}
