import { Hono } from 'hono';
import { IdTokenBodyModel } from '../../lib/api/contracts/auth';
import { clientAddress } from '../http/auth-address';
import { setSessionCookies } from '../http/auth-cookies';
import { notFound } from '../http/problem';
import { parseBody } from '../http/validate';
import { oidcSettings, signInWithIdToken } from './oidc';

/**
 * POST /api/auth/oidc/session (public, only with AUTH_PROVIDER=oidc): an ID
 * token from the organisation's OpenID Connect provider becomes the shop's
 * session cookie. Without the provider configured it does not exist (404).
 */
export const oidcRoutes = new Hono().post('/auth/oidc/session', async (c) => {
  const settings = oidcSettings();
  if (!settings) throw notFound('Sign-in through an external provider is not set up.');
  const { idToken, nonce } = await parseBody(c, IdTokenBodyModel);
  const result = await signInWithIdToken(c.var, { settings, idToken, nonce, meta: { address: clientAddress(c), userAgent: c.req.header('user-agent') } });
  const { profile } = result;
  setSessionCookies(c, result.token, result.expiresAt, profile);
  return c.json(profile);
});
