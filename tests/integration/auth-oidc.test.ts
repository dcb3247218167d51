import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE } from '../support/people';
import { sessionClaims } from './auth-fixtures';
import { useTestApp } from './harness';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { readAs } from './read';

/** A stand-in OpenID Connect provider on this machine: its signing key, published as a JWKS over HTTP. */
const ISSUER = 'https://login.flowerline.example/';
const CLIENT_ID = 'wattle-and-bloom-storefront';
const t = useTestApp();
let jwksServer: Server;
let providerKey: CryptoKey;
let strangerKey: CryptoKey;
const saved = { ...process.env };

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  providerKey = privateKey;
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'provider-1', alg: 'RS256', use: 'sig' }] });
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AUTH_PROVIDER: 'oidc',
    OIDC_ISSUER: ISSUER,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`,
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => jwksServer?.close(resolve));
});

interface Claims {
  sub?: string;
  email?: string;
  roles?: unknown;
  [claim: string]: unknown;
}
async function idToken(claims: Claims, { key = providerKey, issuer = ISSUER, audience = CLIENT_ID, expires = '5m' } = {}) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'provider-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.sub ?? 'user-1')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);
}
const exchange = async (token: string, nonce?: string) => t.client().post('/api/auth/oidc/session', { idToken: token, ...(nonce ? { nonce } : {}) });

describe('sign-in through an external OpenID Connect provider', () => {
  it('turns a verified ID token into the same session, mapping roles, store key and customer id', async () => {
    const token = await idToken({
      sub: 'ops-42',
      email: 'Kate.Morgan@Example.com',
      given_name: 'Kate',
      family_name: 'Morgan',
      roles: 'florist floristowner',
      storeKey: 'VIC-002',
      customerId: 'crm-000042',
      nonce: 'n-1',
    });
    const client = t.client();
    const response = await client.post('/api/auth/oidc/session', { idToken: token, nonce: 'n-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'kate.morgan@example.com', name: 'Kate Morgan', role: 'floristowner', storeKey: 'VIC-002', customerId: 'crm-000042' });
    expect(sessionClaims(response)).toMatchObject({ roles: ['florist', 'floristowner'], storeKey: 'VIC-002', customerId: 'crm-000042' });
    expect((await client.get('/api/stores/VIC-002')).status).toBe(200);
    expect((await client.get('/api/stores/VIC-001')).status).toBe(403);
    // The same subject signs in again as the same person, whatever case the provider writes the store key in.
    const again = await exchange(await idToken({ sub: 'ops-42', email: 'kate.morgan@example.com', roles: ['florist', 'floristowner'], storeKey: 'vic-002' }));
    expect(await readAs(again, ProfileModel)).toMatchObject({ customerId: 'crm-000042', storeKey: 'VIC-002' });
  });

  it('refuses a token of another key, issuer or audience, an expired one and a wrong nonce', async () => {
    const claims = { email: 'someone@example.com', roles: ['customer'] };
    for (const token of [
      await idToken(claims, { key: strangerKey }),
      await idToken(claims, { issuer: 'https://elsewhere.example/' }),
      await idToken(claims, { audience: 'another-app' }),
      await idToken(claims, { expires: '-1m' }),
    ]) {
      const response = await exchange(token);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('__Host-wb_session=ey'))).toBe(false);
    }
    expect((await exchange(await idToken({ ...claims, nonce: 'expected' }), 'other')).status).toBe(401);
    expect((await exchange(await idToken({ email: 'norole@example.com', roles: ['admin'] }))).status).toBe(403);
    expect((await t.client().post('/api/auth/oidc/session', { idToken: 'short' })).status).toBe(422);
  });

  it('turns the built-in sign-in and registration off', async () => {
    const login = await t.client().post('/api/auth/login', { email: PEOPLE.customer.email, password: PEOPLE.customer.password });
    expect(login.status).toBe(404);
    expect((await t.client().post('/api/auth/register', {})).status).toBe(404);
  });

  it('does not exist without a provider configured', async () => {
    delete process.env.AUTH_PROVIDER;
    try {
      expect((await exchange(await idToken({ email: 'x@example.com', roles: ['customer'] }))).status).toBe(404);
      expect((await t.client().post('/api/auth/login', { email: PEOPLE.customer.email, password: PEOPLE.customer.password })).status).toBe(200);
    } finally {
      process.env.AUTH_PROVIDER = 'oidc';
    }
  });
});
