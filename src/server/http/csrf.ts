import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { verifySessionToken } from '../auth/session';
import { signedInUser } from './auth';
import { sessionTokenOf } from './auth-cookies';
import { HOST_COOKIE_ATTRIBUTES, hostCookie } from './cookies';
import { forbidden } from './problem';
import { jsonBodyOf, sendsJson } from './validate';
import { serverSecret } from './secret';

/** A guest's random id, the anchor of a guest's tokens (HttpOnly). */
export const CSRF_COOKIE = hostCookie('csrf_id');
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUEST_ID = /^[\w-]{20,64}$/;
/** `<random>.<HMAC>`: 16 random bytes and a SHA-256 HMAC, both base64url. */
const TOKEN = /^([\w-]{22})\.([\w-]{43})$/;

/** What a token is bound to: the signed-in session, or a guest's id cookie. */
interface Binding {
  kind: 'session' | 'guest';
  id: string;
}

/**
 * OWASP's signed double-submit token: an HMAC, with the server secret, of the
 * binding and a random value, so a token is good only for the session (or the
 * guest) it was handed to.
 */
const sign = (binding: Binding, random: string) => createHmac('sha256', serverSecret()).update(`csrf:v2:${binding.kind}:${binding.id}:${random}`).digest('base64url');

function newToken(binding: Binding): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${sign(binding, random)}`;
}

function matches(binding: Binding | undefined, token: unknown): boolean {
  if (!binding || typeof token !== 'string') return false;
  const parts = TOKEN.exec(token);
  if (!parts) return false;
  const expected = Buffer.from(sign(binding, parts[1]!));
  const given = Buffer.from(parts[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const guestIdOf = (c: Context) => {
  const id = getCookie(c, CSRF_COOKIE);
  return id && GUEST_ID.test(id) ? id : undefined;
};

/**
 * GET /api/csrf: a token for the caller as they are now. Signed in (an open
 * session, checked by `authenticate`), it is bound to the session; a guest's
 * is bound to an HttpOnly id cookie, made on first call.
 */
export function issueCsrfToken(c: Context) {
  const user = signedInUser(c);
  if (user) return { _csrfSecret: { value: newToken({ kind: 'session', id: user.sessionId }) } };
  let id = guestIdOf(c);
  if (!id) {
    id = randomBytes(24).toString('base64url');
    setCookie(c, CSRF_COOKIE, id, { ...HOST_COOKIE_ATTRIBUTES, httpOnly: true, sameSite: 'Lax' });
  }
  return { _csrfSecret: { value: newToken({ kind: 'guest', id }) } };
}

/**
 * The binding a mutating request must match: the session of a session token
 * this server signed (its signature and expiry are checked here, before the
 * database is opened), else the guest id cookie. A session that was ended
 * is dropped by `authenticate`, which also clears its cookie, so the next
 * token fetched is a guest's.
 */
async function bindingOf(c: Context): Promise<Binding | undefined> {
  const sessionToken = sessionTokenOf(c);
  const claims = sessionToken ? await verifySessionToken(sessionToken) : null;
  if (claims) return { kind: 'session', id: claims.sid };
  const id = guestIdOf(c);
  return id ? { kind: 'guest', id } : undefined;
}

async function tokenFromBody(c: Context): Promise<unknown> {
  if (!sendsJson(c)) return undefined;
  const body = await jsonBodyOf(c);
  return body.parsed && body.value && typeof body.value === 'object' ? (body.value as Record<string, unknown>)._csrfSecret : undefined;
}

/**
 * Every mutating call must carry a token from GET /api/csrf, in the
 * x-csrf-token header or a `_csrfSecret` body field, made for the caller's
 * current session (or, for a guest, their id cookie). After signing in or
 * out the browser fetches a new one.
 */
export function csrfProtection(exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path) || (await csrfTokenMatches(c))) return next();
    throw forbidden('A valid CSRF token is required: fetch one from GET /api/csrf and send it in the x-csrf-token header.', PROBLEM_TYPES.csrf);
  };
}

/** Whether the request carries a CSRF token made for its caller (for routes exempt from the middleware that check it themselves). */
export async function csrfTokenMatches(c: Context): Promise<boolean> {
  const binding = await bindingOf(c);
  if (matches(binding, c.req.header(CSRF_HEADER))) return true;
  const field = await tokenFromBody(c);
  const value = field && typeof field === 'object' ? (field as { value?: unknown }).value : field;
  return matches(binding, value);
}
