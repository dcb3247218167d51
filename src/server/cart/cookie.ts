import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HOST_COOKIE_ATTRIBUTES, hostCookie } from '../http/cookies';

/** The HttpOnly cookie holding the guest's anonymous id: only its holder can read or change the cart. */
export const ANONYMOUS_COOKIE = hostCookie('cart_anonymous_id');
const NINETY_DAYS = 90 * 24 * 60 * 60;

export const anonymousIdOf = (c: Context) => getCookie(c, ANONYMOUS_COOKIE);

export function rememberAnonymousId(c: Context, anonymousId: string) {
  setCookie(c, ANONYMOUS_COOKIE, anonymousId, { ...HOST_COOKIE_ATTRIBUTES, httpOnly: true, sameSite: 'Lax', maxAge: NINETY_DAYS });
}
