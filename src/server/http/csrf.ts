import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { forbidden } from './problem';
import { serverSecret } from './secret';

export const CSRF_COOKIE = 'csrf_id';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sign = (id: string) => createHmac('sha256', serverSecret()).update(`csrf:${id}`).digest('base64url');

/** Cookies are Secure everywhere but on this machine (localhost, 127.0.0.1, ::1). */
export function secureCookie(c: Context) {
  const host = new URL(c.req.url).hostname;
  return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}

/** GET /api/csrf: a token bound to an HttpOnly cookie (made on first call). */
export function issueCsrfToken(c: Context) {
  let id = getCookie(c, CSRF_COOKIE);
  if (!id || !/^[\w-]{20,64}$/.test(id)) {
    id = randomBytes(24).toString('base64url');
    setCookie(c, CSRF_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookie(c) });
  }
  return { _csrfSecret: { value: sign(id) } };
}

function matches(id: string | undefined, token: unknown): boolean {
  if (!id || typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function tokenFromBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('json')) return undefined;
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body && typeof body === 'object' ? (body as Record<string, unknown>)._csrfSecret : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every mutating call must carry the token from GET /api/csrf, in the
 * x-csrf-token header or a `_csrfSecret` body field, matching the cookie.
 */
export function csrfProtection(exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const id = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (matches(id, header)) return next();
    const field = await tokenFromBody(c);
    const value = field && typeof field === 'object' ? (field as { value?: unknown }).value : field;
    if (matches(id, value)) return next();
    throw forbidden('A valid CSRF token is required: fetch one from GET /api/csrf and send it in the x-csrf-token header.', PROBLEM_TYPES.csrf);
  };
}
