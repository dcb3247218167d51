import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The HttpOnly cookie holding the guest's anonymous id: only its holder can read or change the cart. */
export const ANONYMOUS_COOKIE = 'cart_anonymous_id';
const NINETY_DAYS = 90 * 24 * 60 * 60;

export const anonymousIdOf = (c: Context) => getCookie(c, ANONYMOUS_COOKIE);

export function rememberAnonymousId(c: Context, anonymousId: string) {
  const host = new URL(c.req.url).hostname;
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  setCookie(c, ANONYMOUS_COOKIE, anonymousId, { httpOnly: true, sameSite: 'Lax', path: '/', secure: !local, maxAge: NINETY_DAYS });
}
