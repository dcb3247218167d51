import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789';
});

const claims = { sub: 'user-1', sid: 'session-1', roles: ['florist'], customerId: 'cust-1', storeKey: 'VIC-001' };

describe('session token', () => {
  it('carries the roles, customer id and store key, signed with HMAC', async () => {
    const { signSessionToken, verifySessionToken } = await import('../../src/server/auth/session');
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signSessionToken(claims, expiresAt);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await verifySessionToken(token)).toEqual({ ...claims, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) });
  });

  it('refuses a changed claim, a foreign signature, an unsigned token and an expired one', async () => {
    const { signSessionToken, verifySessionToken } = await import('../../src/server/auth/session');
    const token = await signSessionToken(claims, new Date(Date.now() + 60_000));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['flowerline'] })).toString('base64url');
    expect(await verifySessionToken(`${header}.${promoted}.${signature}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifySessionToken(`${none}.${payload}.`)).toBeNull();
    expect(await verifySessionToken(`${header}.${payload}.${signature.slice(0, -2)}xx`)).toBeNull();
    expect(await verifySessionToken(await signSessionToken(claims, new Date(Date.now() - 1000)))).toBeNull();
    expect(await verifySessionToken('not a token')).toBeNull();
  });
});
