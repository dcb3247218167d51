import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { LoginBodyModel, RegisterBodyModel } from '../../lib/api/contracts/auth';
import { clientAddress } from '../http/auth-address';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../http/auth-cookies';
import { secureCookie } from '../http/csrf';
import { signedInUser } from '../http/auth';
import { notFound, problemResponse } from '../http/problem';
import { parseBody } from '../http/validate';
import { registerCustomer, signIn, TooManyAttempts, type SignedIn } from './service';
import { oidcSettings } from './oidc';
import { revokeSession } from './session';
import { ANONYMOUS_COOKIE } from '../cart/cookie';

/** With AUTH_PROVIDER=oidc people sign in (and register) with the organisation's provider, not here. */
const builtInOnly: MiddlewareHandler = async (_c, next) => {
  if (oidcSettings()) throw notFound('Sign-in is handled by your organisation’s sign-in service.');
  return next();
};

/** The HttpOnly cart cookie of a signed-in shopper leaves with their session. */
const dropCartCookie = (c: Context) => deleteCookie(c, ANONYMOUS_COOKIE, { path: '/', secure: secureCookie(c) });
const meta = (c: Context) => ({ address: clientAddress(c), userAgent: c.req.header('user-agent') });

async function signedIn(c: Context, result: SignedIn, status: 200 | 201) {
  const { profile } = result;
  // Signing in again replaces the session this browser had.
  const previous = signedInUser(c);
  if (previous) {
    await revokeSession(c.var.db, previous.sessionId);
    dropCartCookie(c);
  }
  setSessionCookies(c, result.token, result.expiresAt, profile);
  return c.json(profile, status);
}

/**
 * Sign-in (public), registration of customers (public) and sign-out
 * (anyone; ends the session on the server and clears the cookies).
 */
export const authRoutes = new Hono()
  .use('/auth/register', builtInOnly)
  .use('/auth/login', builtInOnly)
  .post('/auth/register', async (c) => signedIn(c, await registerCustomer(c.var.db, await parseBody(c, RegisterBodyModel), meta(c)), 201))
  .post('/auth/login', async (c) => {
    const body = await parseBody(c, LoginBodyModel);
    try {
      return signedIn(c, await signIn(c.var.db, body, meta(c)), 200);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      c.header('Retry-After', String(error.retryAfter));
      return problemResponse(c, error);
    }
  })
  .post('/auth/logout', async (c) => {
    const user = signedInUser(c);
    if (user) await revokeSession(c.var.db, user.sessionId);
    // Signed-out browsers drop the signed-in cart.
    if (user || sessionTokenOf(c)) dropCartCookie(c);
    clearSessionCookies(c);
    return c.json({ signedOut: true });
  });
