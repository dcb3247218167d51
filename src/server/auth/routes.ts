import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { retireSessionsOfCustomer } from '../payments/retire';
import { deleteCookie } from 'hono/cookie';
import { EmailLinkBodyModel, LoginBodyModel, PasswordResetBodyModel, PasswordResetConfirmBodyModel, RegisterBodyModel, SignInLinkBodyModel } from '../../lib/api/contracts/auth';
import { clientAddress } from '../http/auth-address';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../http/auth-cookies';
import { HOST_COOKIE_ATTRIBUTES } from '../http/cookies';
import { signedInUser } from '../http/auth';
import { notFound, problemResponse } from '../http/problem';
import { parseBody } from '../http/validate';
import { confirmRegistration, registerCustomer, signIn, TooManyAttempts, type SignedIn } from './service';
import { oidcSettings } from './oidc';
import { revokeSession } from './session';
import { requestSignInLink, signInWithLink } from './sign-in-link';
import { requestPasswordReset, resetPassword } from './password-reset';
import { ANONYMOUS_COOKIE } from '../cart/cookie';

/** With AUTH_PROVIDER=oidc people sign in (and register) with the organisation's provider, not here. */
const builtInOnly: MiddlewareHandler = async (_c, next) => {
  if (oidcSettings()) throw notFound('Sign-in is handled by your organisation’s sign-in service.');
  return next();
};

/** The HttpOnly cart cookie of a signed-in shopper leaves with their session. */
const dropCartCookie = (c: Context) => deleteCookie(c, ANONYMOUS_COOKIE, HOST_COOKIE_ATTRIBUTES);
const meta = (c: Context) => ({ address: clientAddress(c), userAgent: c.req.header('user-agent') });

async function signedIn(c: Context, result: SignedIn, status: 200) {
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
 * Registering answers no sooner than this after the request came: a new
 * email writes a little more than a registered one (an account, a token), and
 * the floor keeps that difference out of the answer's timing. Asking for a
 * sign-in link keeps the same floor: only a registered email gets a token and
 * an email.
 */
export const REGISTRATION_ANSWER_MS = 250;
const answerNoSoonerThan = async (started: number, ms: number) => {
  const left = started + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
};

/** A throttled call answers 429 with Retry-After; anything else goes on to the error handler. */
async function throttled(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    c.header('Retry-After', String(error.retryAfter));
    return problemResponse(c, error);
  }
}

/**
 * Sign-in (public), registration of customers and its confirmation link
 * (public), sign-in through an emailed link (public) and sign-out (anyone;
 * ends the session on the server and clears the cookies).
 */
export const authRoutes = new Hono()
  .use('/auth/register', builtInOnly)
  .use('/auth/register/*', builtInOnly)
  .use('/auth/login', builtInOnly)
  .use('/auth/sign-in-link', builtInOnly)
  .use('/auth/sign-in-link/*', builtInOnly)
  .use('/auth/password-reset', builtInOnly)
  .use('/auth/password-reset/*', builtInOnly)
  .post('/auth/register', async (c) => {
    const started = performance.now();
    const body = await parseBody(c, RegisterBodyModel);
    return throttled(c, async () => {
      await registerCustomer(c.var.db, body, meta(c));
      await answerNoSoonerThan(started, REGISTRATION_ANSWER_MS);
      return c.json({ status: 'check-email' as const }, 202);
    });
  })
  .post('/auth/register/confirm', async (c) => {
    const { token } = await parseBody(c, EmailLinkBodyModel);
    return signedIn(c, await confirmRegistration(c.var.db, token, meta(c)), 200);
  })
  .post('/auth/login', async (c) => {
    const body = await parseBody(c, LoginBodyModel);
    return throttled(c, async () => signedIn(c, await signIn(c.var.db, body, meta(c)), 200));
  })
  .post('/auth/sign-in-link', async (c) => {
    const started = performance.now();
    const body = await parseBody(c, SignInLinkBodyModel);
    return throttled(c, async () => {
      await requestSignInLink(c.var.db, body, meta(c));
      await answerNoSoonerThan(started, REGISTRATION_ANSWER_MS);
      return c.json({ status: 'check-email' as const }, 202);
    });
  })
  .post('/auth/sign-in-link/confirm', async (c) => {
    const { token } = await parseBody(c, EmailLinkBodyModel);
    return signedIn(c, await signInWithLink(c.var.db, token, meta(c)), 200);
  })
  .post('/auth/password-reset', async (c) => {
    const started = performance.now();
    const body = await parseBody(c, PasswordResetBodyModel);
    return throttled(c, async () => {
      await requestPasswordReset(c.var.db, body, meta(c));
      await answerNoSoonerThan(started, REGISTRATION_ANSWER_MS);
      return c.json({ status: 'check-email' as const }, 202);
    });
  })
  // Every session of the person ends, this browser's too (its cookies go): they sign in with the new password.
  .post('/auth/password-reset/confirm', async (c) => {
    const body = await parseBody(c, PasswordResetConfirmBodyModel);
    const userId = await resetPassword(c.var.db, body, meta(c));
    if (signedInUser(c)?.userId === userId) {
      dropCartCookie(c);
      clearSessionCookies(c);
    }
    return c.json({ status: 'password-changed' as const });
  })
  .post('/auth/logout', async (c) => {
    const user = signedInUser(c);
    if (user) await revokeSession(c.var.db, user.sessionId);
    if (user) await retireSessionsOfCustomer(c.var.db, user.customerId);
    // Signed-out browsers drop the signed-in cart.
    if (user || sessionTokenOf(c)) dropCartCookie(c);
    clearSessionCookies(c);
    return c.json({ signedOut: true });
  });
