import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../../src/lib/domain/auth';
import { SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { PEOPLE } from '../support/people';
import { loginFrom, sessionClaims } from './auth-fixtures';
import { useTestApp } from './harness';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { readAs } from './read';

const t = useTestApp();

const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Chloe',
  lastName: 'Papadopoulos',
  email: `chloe.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Correct-Horse-Battery',
  confirmPassword: 'Correct-Horse-Battery',
  ...overrides,
});

describe('register', () => {
  it('creates a customer, signs them in with HttpOnly SameSite cookies and answers the profile', async () => {
    const client = t.client();
    const body = newCustomer();
    const response = await client.post('/api/auth/register', body);
    expect(response.status).toBe(201);
    const profile = await readAs(response, ProfileModel);
    expect(profile).toMatchObject({ email: body.email, role: 'customer', roles: ['customer'], storeKey: null });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Host-wb_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session, 'a __Host- cookie is Secure, on this machine too').toMatch(/; Secure/);
    const hint = cookies.find((c) => c.startsWith('__Host-wb_profile='))!;
    expect(hint).not.toMatch(/HttpOnly/);
    const me = await client.get('/api/profile');
    expect(me.status).toBe(200);
    expect((await readAs(me, ProfileModel)).customerId).toBe(profile.customerId);
  });

  it('refuses a taken email and bad fields with a 422 naming them', async () => {
    const taken = await t.client().post('/api/auth/register', newCustomer({ email: PEOPLE.customer.email }));
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: Record<string, string> }).errors.email).toMatch(/already exists/);
    const bad = await t.client().post('/api/auth/register', newCustomer({ firstName: 'Chl0e', email: 'not-an-email', password: 'short', confirmPassword: 'different' }));
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({ firstName: 'First name is not valid', email: 'Email is not valid', password: 'Password must be at least 10 characters' });
  });
});

describe('sign in and out', () => {
  it('puts the roles list, the customer id and, for florists, the store key in the signed token', async () => {
    const customer = await t.client().post('/api/auth/login', { email: PEOPLE.customer.email, password: PEOPLE.customer.password });
    expect(customer.status).toBe(200);
    expect(sessionClaims(customer)).toMatchObject({ roles: ['customer'], customerId: PEOPLE.customer.customerId, storeKey: null });
    const owner = await t.client().post('/api/auth/login', { email: PEOPLE.floristowner.email.toUpperCase(), password: PEOPLE.floristowner.password });
    expect(owner.status).toBe(200);
    expect(sessionClaims(owner)).toMatchObject({ roles: ['florist', 'floristowner'], storeKey: 'VIC-001' });
    expect(typeof sessionClaims(owner).exp).toBe('number');
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const wrong = await t.client().post('/api/auth/login', { email: PEOPLE.otherCustomer.email, password: 'Not-The-Password-1' });
    const unknown = await t.client().post('/api/auth/login', { email: 'nobody.here@example.com', password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [(await wrong.json()) as Record<string, unknown>, (await unknown.json()) as Record<string, unknown>];
    expect(a).toEqual(b);
    expect(a.detail).toBe(INVALID_CREDENTIALS);
  });

  it('takes similar time for a wrong password and an unknown email', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await loginFrom(t.app, '198.51.100.77', email, 'Not-The-Password-2');
      return performance.now() - started;
    };
    await time('warm.up@example.com');
    const known = (await time(PEOPLE.flowerline.email)) + (await time(PEOPLE.flowerline.email));
    const unknown = (await time('no.such.person@example.com')) + (await time('no.such.person@example.com'));
    // Both verify an argon2id hash; without the decoy an unknown email would answer in a fraction of the time.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it('signing out revokes the session on the server: the old token no longer works', async () => {
    const client = t.client();
    const login = await client.post('/api/auth/login', { email: PEOPLE.otherCustomer.email, password: PEOPLE.otherCustomer.password });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-wb_session='))!
      .split(';')[0]!;
    const withOldToken = () => t.app.fetch(new Request('http://localhost/api/profile', { headers: { cookie } }));
    expect((await withOldToken()).status).toBe(200);
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().some((c) => c.startsWith('__Host-wb_session=;'))).toBe(true);
    expect((await client.get('/api/profile')).status).toBe(401);
    // A copy of the token kept elsewhere is refused too: the session ended on the server.
    expect((await withOldToken()).status).toBe(401);
  });

  it('marks the cookies Secure outside localhost too', async () => {
    const csrf = await t.app.fetch(new Request('https://shop.example.com.au/api/csrf'));
    const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
    const token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    const response = await t.app.fetch(
      new Request('https://shop.example.com.au/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
        body: JSON.stringify({ email: PEOPLE.flowerline.email, password: PEOPLE.flowerline.password }),
      }),
    );
    expect(response.status).toBe(200);
    for (const set of response.headers.getSetCookie()) expect(set).toMatch(/Secure/);
  });
});

describe('brute-force protection', () => {
  it(`answers 429 with Retry-After after ${SIGN_IN_LIMITS.account.limit} failures for one account, even with the right password`, async () => {
    const { email, password } = PEOPLE.florist;
    for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) expect((await loginFrom(t.app, `203.0.113.${i + 1}`, email, 'Wrong-Password-99')).status).toBe(401);
    const blocked = await loginFrom(t.app, '203.0.113.50', email, password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.windowSeconds);
    expect(((await blocked.json()) as { detail: string }).detail).toMatch(/Too many sign-in attempts/);
    // Another account is not affected.
    expect((await loginFrom(t.app, '203.0.113.50', PEOPLE.otherOwner.email, PEOPLE.otherOwner.password)).status).toBe(200);
  });

  it('limits one address trying many accounts, and an unknown email is limited like a real one', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < SIGN_IN_LIMITS.address.limit; i++) expect((await loginFrom(t.app, address, `guess${i}@example.com`, 'Guess-Password-1')).status).toBe(401);
    const blocked = await loginFrom(t.app, address, PEOPLE.customer.email, PEOPLE.customer.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same person from another address still gets in.
    expect((await loginFrom(t.app, '192.0.2.11', PEOPLE.customer.email, PEOPLE.customer.password)).status).toBe(200);
  });
});

describe('update password', () => {
  it('needs the current password, then ends the other sessions and takes the new one', async () => {
    const email = `mei.${Math.random().toString(36).slice(2)}@example.com`;
    const first = t.client();
    expect((await first.post('/api/auth/register', newCustomer({ email }))).status).toBe(201);
    const second = t.client();
    expect((await second.post('/api/auth/login', { email, password: 'Correct-Horse-Battery' })).status).toBe(200);
    const wrong = await first.put('/api/account/password', { currentPassword: 'Not-It-At-All', newPassword: 'Fresh-Wattle-Blossom', confirmPassword: 'Fresh-Wattle-Blossom' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors.currentPassword).toBe('Current password is not correct');
    const same = await first.put('/api/account/password', { currentPassword: 'Correct-Horse-Battery', newPassword: 'Correct-Horse-Battery', confirmPassword: 'Correct-Horse-Battery' });
    expect(((await same.json()) as { errors: Record<string, string> }).errors.newPassword).toBe('New password cannot be the same as Current password');
    const changed = await first.put('/api/account/password', { currentPassword: 'Correct-Horse-Battery', newPassword: 'Fresh-Wattle-Blossom', confirmPassword: 'Fresh-Wattle-Blossom' });
    expect(changed.status).toBe(200);
    expect((await first.get('/api/profile')).status).toBe(200);
    expect((await second.get('/api/profile')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password: 'Correct-Horse-Battery' })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password: 'Fresh-Wattle-Blossom' })).status).toBe(200);
  });
});
