import { describe, expect, it } from 'vitest';
import { EMAIL_UNVERIFIED, INVALID_CREDENTIALS, LINK_EXPIRED, LINK_UNKNOWN, LINK_USED } from '../../src/lib/domain/auth';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { RegisterAcceptedModel, RegisterBodyModel } from '../../src/lib/api/contracts/auth';
import { recordFailure, recordSuccess, retryAfterSeconds, SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { registerCustomer, registrationLimit, signIn } from '../../src/server/auth/service';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, loginFrom, registerAndConfirm, sessionClaims } from './auth-fixtures';
import { useTestApp } from './harness';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { readAs } from './read';

const t = useTestApp();

const newCustomer = (overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword', string>> = {}) => ({
  firstName: 'Chloe',
  lastName: 'Papadopoulos',
  email: `chloe.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Correct-Horse-Battery',
  confirmPassword: 'Correct-Horse-Battery',
  ...overrides,
});

describe('register', () => {
  it('answers a new email and a registered one alike, and sends a link or a notice', async () => {
    const fresh = newCustomer();
    const known = newCustomer({ email: PEOPLE.customer.email, firstName: 'Mallory' });
    const [a, b] = [await t.client().post('/api/auth/register', fresh), await t.client().post('/api/auth/register', known)];
    expect([a.status, b.status]).toEqual([202, 202]);
    const [bodyA, bodyB] = [await a.text(), await b.text()];
    expect(bodyA).toBe(bodyB);
    expect(RegisterAcceptedModel.parse(JSON.parse(bodyA))).toEqual({ status: 'check-email' });
    expect(a.headers.get('content-type')).toBe(b.headers.get('content-type'));
    // Neither answer signs anyone in.
    for (const response of [a, b]) expect(response.headers.getSetCookie().some((c) => c.startsWith('wb_session='))).toBe(false);

    const [link] = await emailsTo(t.database.db, fresh.email);
    expect(link).toMatchObject({ kind: 'register-confirm', subject: 'Confirm your email for Wattle & Bloom' });
    expect(link!.body).toMatch(/\/register\/confirm\?token=[A-Za-z0-9_-]{43}/);
    const [notice] = await emailsTo(t.database.db, PEOPLE.customer.email);
    expect(notice).toMatchObject({ kind: 'register-existing' });
    expect(notice!.body).toMatch(/Someone tried to create/);
    expect(notice!.body).toMatch(/sign in/);
    expect(notice!.body).not.toMatch(/token=/);
    // The registered account is untouched: same name, same password.
    const owner = await t.client().post('/api/auth/login', { email: PEOPLE.customer.email, password: PEOPLE.customer.password });
    expect(owner.status).toBe(200);
    expect((await readAs(owner, ProfileModel)).firstName).toBe(PEOPLE.customer.firstName);
  });

  it('takes similar time for a new and a registered email', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await t.client().post('/api/auth/register', newCustomer({ email }))).status).toBe(202);
      return performance.now() - started;
    };
    await time(newCustomer().email);
    const known = (await time(PEOPLE.flowerline.email)) + (await time(PEOPLE.floristowner.email));
    const fresh = (await time(newCustomer().email)) + (await time(newCustomer().email));
    // Both hash the password and answer no sooner than the same floor; a registered email writes less.
    expect(fresh / known).toBeGreaterThan(0.8);
    expect(fresh / known).toBeLessThan(1.25);
  });

  it('confirms through the emailed link: the customer is signed in with HttpOnly SameSite cookies', async () => {
    const client = t.client();
    const body = newCustomer();
    expect((await client.post('/api/auth/register', body)).status).toBe(202);
    // Until confirmed, the right password is told to confirm (and gets a new link); a wrong one is a plain 401.
    const early = await t.client().post('/api/auth/login', { email: body.email, password: body.password });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ type: PROBLEM_TYPES.emailUnverified, detail: EMAIL_UNVERIFIED });
    expect((await emailsTo(t.database.db, body.email)).filter((e) => e.kind === 'register-confirm')).toHaveLength(2);
    const wrong = await t.client().post('/api/auth/login', { email: body.email, password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { detail: string }).detail).toBe(INVALID_CREDENTIALS);

    const [, first] = await emailsTo(t.database.db, body.email);
    const response = await client.post('/api/auth/register/confirm', { token: linkToken(first) });
    expect(response.status).toBe(200);
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
    expect((await t.client().post('/api/auth/login', { email: body.email, password: body.password })).status).toBe(200);
  });

  it('refuses a used, an expired and an unknown link with a 410 saying which, and a malformed one naming the field', async () => {
    const body = newCustomer();
    expect((await t.client().post('/api/auth/register', body)).status).toBe(202);
    const token = linkToken((await emailsTo(t.database.db, body.email))[0]);
    expect((await t.client().post('/api/auth/register/confirm', { token })).status).toBe(200);
    const again = await t.client().post('/api/auth/register/confirm', { token });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: LINK_USED });

    // Registered 25 hours ago (a fixed clock): the link has expired, and the account stays unconfirmed.
    const late = newCustomer();
    const past = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await registerCustomer(t.database.db, RegisterBodyModel.parse(late), { address: '198.51.100.200' }, past);
    const expired = await t.client().post('/api/auth/register/confirm', { token: linkToken((await emailsTo(t.database.db, late.email))[0]) });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: LINK_EXPIRED });
    expect((await t.client().post('/api/auth/login', { email: late.email, password: late.password })).status).toBe(403);

    const unknown = await t.client().post('/api/auth/register/confirm', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: LINK_UNKNOWN });
    const malformed = await t.client().post('/api/auth/register/confirm', { token: 'not a token' });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { errors: Record<string, string> }).errors.token).toBe('token is not a token.');
  });

  it('gives each link the password chosen with it, and the first link used wins', async () => {
    const email = newCustomer().email;
    expect((await t.client().post('/api/auth/register', newCustomer({ email }))).status).toBe(202);
    expect((await t.client().post('/api/auth/register', newCustomer({ email, password: 'Second-Password-22', confirmPassword: 'Second-Password-22' }))).status).toBe(202);
    const [second, first] = await emailsTo(t.database.db, email);
    expect((await t.client().post('/api/auth/register/confirm', { token: linkToken(first) })).status).toBe(200);
    expect((await t.client().post('/api/auth/register/confirm', { token: linkToken(second) })).status).toBe(410);
    expect((await t.client().post('/api/auth/login', { email, password: 'Second-Password-22' })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password: 'Correct-Horse-Battery' })).status).toBe(200);
  });

  it(`takes at most ${registrationLimit().limit} registrations an hour from one address (429 with Retry-After)`, async () => {
    const client = t.client();
    for (let i = 0; i < registrationLimit().limit; i++) expect((await client.post('/api/auth/register', newCustomer())).status).toBe(202);
    const blocked = await client.post('/api/auth/register', newCustomer());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(registrationLimit().windowSeconds - 60);
    expect(await blocked.json()).toMatchObject({ type: PROBLEM_TYPES.rateLimited, detail: expect.stringMatching(/Too many registrations/) });
    // Registered and new emails are limited alike; other addresses are not affected.
    expect((await client.post('/api/auth/register', newCustomer({ email: PEOPLE.customer.email }))).status).toBe(429);
    expect((await t.client().post('/api/auth/register', newCustomer())).status).toBe(202);
  });

  it('frees a registration an hour after the oldest (a fixed clock)', async () => {
    const db = t.database.db;
    const meta = { address: '198.51.100.201' };
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < registrationLimit().limit; i++) await registerCustomer(db, RegisterBodyModel.parse(newCustomer()), meta, at(i));
    await expect(registerCustomer(db, RegisterBodyModel.parse(newCustomer()), meta, at(59))).rejects.toMatchObject({ status: 429, retryAfter: 60 });
    await expect(registerCustomer(db, RegisterBodyModel.parse(newCustomer()), meta, at(60))).resolves.toBeUndefined();
  });

  it('refuses bad fields with a 422 naming them', async () => {
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
    const time = async (email: string, address: string) => {
      const started = performance.now();
      await loginFrom(t.app, address, email, 'Not-The-Password-2');
      return performance.now() - started;
    };
    await time('warm.up@example.com', '198.51.100.70');
    // Interleaved, one attempt per person and address, and the medians compared: a busy machine slows both sides alike.
    const people = [PEOPLE.flowerline, PEOPLE.floristowner, PEOPLE.florist, PEOPLE.otherOwner, PEOPLE.editor];
    const known: number[] = [];
    const unknown: number[] = [];
    for (const round of [0, 1]) {
      for (const [i, person] of people.entries()) {
        known.push(await time(person.email, `198.51.100.${71 + i + 20 * round}`));
        unknown.push(await time(`no.such.person.${i}@example.com`, `198.51.100.${81 + i + 20 * round}`));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both verify an argon2id hash; without the decoy an unknown email answers in about a tenth of the time,
    // so a third is far from it, and leaves room for a machine others are loading.
    expect(median(unknown) / median(known)).toBeGreaterThan(1 / 3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
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
  const wrongFrom = (address: string, email: string) => loginFrom(t.app, address, email, 'Wrong-Password-99');

  it('lets the owner in from an address that has not failed, after wrong passwords from five others', async () => {
    const { email, password } = PEOPLE.florist;
    for (let i = 1; i <= 6; i++) expect((await wrongFrom(`203.0.113.${i}`, email)).status).toBe(401);
    expect((await loginFrom(t.app, '203.0.113.50', email, password)).status).toBe(200);
  });

  it(`slows one address guessing one account: ${SIGN_IN_LIMITS.pair.freeFailures} free failures, then a wait (429 with Retry-After), even for the right password`, async () => {
    const { email, password } = PEOPLE.otherOwner;
    const address = '203.0.113.60';
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeFailures; i++) expect((await wrongFrom(address, email)).status).toBe(401);
    const held = await loginFrom(t.app, address, email, password);
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('1');
    expect(await held.json()).toMatchObject({ type: PROBLEM_TYPES.rateLimited, detail: 'Too many sign-in attempts. Please wait 1 second and try again.' });
    // The owner elsewhere is not held.
    expect((await loginFrom(t.app, '203.0.113.61', email, password)).status).toBe(200);
  });

  it('doubles the wait after each further failure of the pair, up to 15 minutes (a fixed clock)', async () => {
    const db = t.database.db;
    const keys = { account: 'pair.clock@example.com', address: '203.0.113.70' };
    let now = new Date('2030-02-01T00:00:00Z');
    const waits: number[] = [];
    for (let failures = 1; failures <= 14; failures++) {
      await recordFailure(db, keys, now);
      const wait = await retryAfterSeconds(db, keys, now);
      waits.push(wait);
      now = new Date(now.getTime() + wait * 1000);
      expect(await retryAfterSeconds(db, keys, now)).toBe(0);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // A day later the pair starts afresh; a success clears it at once.
    await recordFailure(db, keys, now);
    expect(await retryAfterSeconds(db, keys, new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000))).toBe(0);
    await recordSuccess(db, keys, now);
    expect(await retryAfterSeconds(db, keys, now)).toBe(0);
  });

  it(`slows an account past ${SIGN_IN_LIMITS.account.limit} failures in an hour from all addresses for a second, not the hour; addresses it signed in from are not slowed (a fixed clock)`, async () => {
    const db = t.database.db;
    const { email, password } = newCustomer();
    await registerAndConfirm(t, t.client(), newCustomer({ email }));
    const now = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await signIn(db, { email, password }, { address: '198.51.100.90' }, new Date(now.getTime() - 60 * 60 * 1000));
    for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) await recordFailure(db, { account: email, address: `10.1.${Math.floor(i / 200)}.${i % 200}` }, new Date(now.getTime() - i * 1000));
    // The owner at a new address waits one second after the last failure (it used to be the rest of the hour).
    await expect(signIn(db, { email, password }, { address: '198.51.100.91' }, now)).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    expect(await retryAfterSeconds(db, { account: email, address: '198.51.100.91' }, now)).toBe(SIGN_IN_LIMITS.account.firstWaitSeconds);
    // The owner at an address they signed in from is not slowed at all.
    await expect(signIn(db, { email, password }, { address: '198.51.100.90' }, now)).resolves.toMatchObject({ profile: { email } });
    // A second later anyone with the password gets in.
    await expect(signIn(db, { email, password }, { address: '198.51.100.91' }, new Date(now.getTime() + 1000))).resolves.toMatchObject({ profile: { email } });
  });

  it('limits one address trying many accounts, and an unknown email is limited like a real one', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < SIGN_IN_LIMITS.address.limit; i++) expect((await loginFrom(t.app, address, `guess${i}@example.com`, 'Guess-Password-1')).status).toBe(401);
    const blocked = await loginFrom(t.app, address, PEOPLE.customer.email, PEOPLE.customer.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(SIGN_IN_LIMITS.address.windowSeconds - 60);
    // The same person from another address still gets in.
    expect((await loginFrom(t.app, '192.0.2.11', PEOPLE.customer.email, PEOPLE.customer.password)).status).toBe(200);
  });

  it('throttles an unknown email exactly like a registered one', async () => {
    const answers = [];
    for (const [email, address] of [
      [PEOPLE.flowerline.email, '192.0.2.20'],
      ['no.one.at.all@example.com', '192.0.2.21'],
    ] as const) {
      for (let i = 0; i < SIGN_IN_LIMITS.pair.freeFailures; i++) expect((await wrongFrom(address, email)).status).toBe(401);
      const held = await wrongFrom(address, email);
      answers.push({ status: held.status, retryAfter: held.headers.get('Retry-After'), body: await held.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(429);
  });
});

describe('update password', () => {
  it('needs the current password, then ends the other sessions and takes the new one', async () => {
    const email = `mei.${Math.random().toString(36).slice(2)}@example.com`;
    const first = t.client();
    await registerAndConfirm(t, first, newCustomer({ email }));
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
