import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REFUSED, tooManyPasswordResetsText } from '../../src/lib/domain/auth';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PasswordResetAcceptedModel, PasswordResetDoneModel } from '../../src/lib/api/contracts/auth';
import { EMAILS_PER_RECIPIENT } from '../../src/server/auth/email-links';
import { PASSWORD_RESET_LIMITS, requestPasswordReset, resetPassword } from '../../src/server/auth/password-reset';
import { recordFailure, SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { emailOutbox } from '../../src/server/db/schema/email';
import { emailTokens, rateLimitEvents, signInFailures, users } from '../../src/server/db/schema/accounts';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, loginFrom, registerAndConfirm } from './auth-fixtures';
import { useTestApp, type ApiClient } from './harness';
import { readAs } from './read';

const t = useTestApp();

const LINK = /\/login\/reset\?token=[A-Za-z0-9_-]{43}(\s|$)/;
const NEW_PASSWORD = 'Waratah-Sunrise-2026';
const newPerson = (name = 'iris') => ({
  firstName: 'Iris',
  lastName: 'Nguyen',
  email: `${name}.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Kangaroo-Paw-Garden',
  confirmPassword: 'Kangaroo-Paw-Garden',
});
/** A confirmed customer of the test's own, signed in on the returned client. */
async function confirmedPerson(name?: string) {
  const person = newPerson(name);
  const client = t.client();
  await registerAndConfirm(t, client, person);
  return { person, client };
}
const ask = (client: ApiClient, body: unknown) => client.post('/api/auth/password-reset', body);
const confirm = (client: ApiClient, body: unknown) => client.post('/api/auth/password-reset/confirm', body);
const resetLinks = async (email: string) => (await emailsTo(t.database.db, email)).filter((e) => e.kind === 'password-reset');
const rows = async () => {
  const db = t.database.db;
  const [tokens] = await db.select({ n: count() }).from(emailTokens);
  const [outbox] = await db.select({ n: count() }).from(emailOutbox);
  const [events] = await db.select({ n: count() }).from(rateLimitEvents);
  const [failures] = await db.select({ n: count() }).from(signInFailures);
  const [people] = await db.select({ n: count() }).from(users);
  return { tokens: tokens!.n, outbox: outbox!.n, events: events!.n, failures: failures!.n, people: people!.n };
};

describe('asking for a password reset', () => {
  it('answers a registered email and an unknown one alike, and emails a link only to the account', async () => {
    const { person } = await confirmedPerson();
    const unknown = `nobody.${Math.random().toString(36).slice(2)}@example.com`;
    const [known, stranger] = [await ask(t.client(), { email: person.email }), await ask(t.client(), { email: unknown })];
    expect([known.status, stranger.status]).toEqual([202, 202]);
    const [a, b] = [await known.text(), await stranger.text()];
    expect(a).toBe(b);
    expect(PasswordResetAcceptedModel.parse(JSON.parse(a))).toEqual({ status: 'check-email' });
    expect(known.headers.get('content-type')).toBe(stranger.headers.get('content-type'));

    const [link] = await resetLinks(person.email);
    expect(link).toMatchObject({ subject: 'Reset your Wattle & Bloom password' });
    expect(link!.body).toMatch(LINK);
    expect(link!.body).toMatch(/within 60 minutes/);
    expect(await emailsTo(t.database.db, unknown)).toEqual([]);
  });

  it('takes similar time for a registered and an unknown email', async () => {
    const { person } = await confirmedPerson();
    const time = async (email: string) => {
      const started = performance.now();
      expect((await ask(t.client(), { email })).status).toBe(202);
      return performance.now() - started;
    };
    await time('warm.up@example.com');
    const known = (await time(person.email)) + (await time(PEOPLE.otherOwner.email));
    const unknown = (await time('no.one.1@example.com')) + (await time('no.one.2@example.com'));
    expect(unknown / known).toBeGreaterThan(0.8);
    expect(unknown / known).toBeLessThan(1.25);
  });

  it('sends nothing to an account whose email is not confirmed', async () => {
    const person = newPerson('unconfirmed');
    expect((await t.client().post('/api/auth/register', person)).status).toBe(202);
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    expect(await resetLinks(person.email)).toEqual([]);
  });

  it('refuses bad input with a 422 naming the field (the registration password rules), and writes nothing', async () => {
    const client = t.client();
    const before = await rows();
    const token = 'A'.repeat(43);
    for (const [path, body, field, message] of [
      ['', { email: 'not-an-email' }, 'email', 'Email is not valid'],
      ['', {}, 'email', 'Email is required'],
      ['/confirm', { token, password: 'short' }, 'password', 'Password must be at least 10 characters'],
      ['/confirm', { token, password: '' }, 'password', 'Password is required'],
      ['/confirm', { token, password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
      ['/confirm', { token }, 'password', 'Password is required'],
      ['/confirm', { token: 'not a token', password: NEW_PASSWORD }, 'token', 'token is not a token.'],
      ['/confirm', { password: NEW_PASSWORD }, 'token', 'token is required.'],
    ] as const) {
      const response = await client.post(`/api/auth/password-reset${path}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const problem = (await response.json()) as { type: string; errors: Record<string, string> };
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      expect(problem.errors[field]).toBe(message);
    }
    expect(await rows()).toEqual(before);
  });

  it(`takes ${PASSWORD_RESET_LIMITS.address.limit} requests an hour from one address (429 with Retry-After, nothing written)`, async () => {
    const client = t.client();
    const { person } = await confirmedPerson();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.address.limit; i++) expect((await ask(client, { email: `guess.${i}@example.com` })).status).toBe(202);
    const before = await rows();
    const held = await ask(client, { email: person.email });
    expect(held.status).toBe(429);
    const retryAfter = Number(held.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(PASSWORD_RESET_LIMITS.address.windowSeconds - 60);
    expect(await held.json()).toMatchObject({ type: PROBLEM_TYPES.rateLimited, detail: tooManyPasswordResetsText(retryAfter) });
    expect(await rows()).toEqual(before);
    expect(await resetLinks(person.email)).toEqual([]);
    // Another address is not held.
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    expect(await resetLinks(person.email)).toHaveLength(1);
  });

  it(`keeps to the per-recipient email limit (${EMAILS_PER_RECIPIENT.limit} an hour, every kind): past it, the same answer, no email and no link (a fixed clock)`, async () => {
    const db = t.database.db;
    const { person } = await confirmedPerson();
    const start = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i <= EMAILS_PER_RECIPIENT.limit; i++) await requestPasswordReset(db, { email: person.email }, { address: `198.51.100.${20 + i}` }, at(i));
    expect(await resetLinks(person.email)).toHaveLength(EMAILS_PER_RECIPIENT.limit);
    const tokens = await db.select({ n: count() }).from(emailTokens);
    const before = tokens[0]!.n;
    await requestPasswordReset(db, { email: person.email }, { address: '198.51.100.40' }, at(10));
    expect((await db.select({ n: count() }).from(emailTokens))[0]!.n).toBe(before);
    // An hour on, one goes again.
    await requestPasswordReset(db, { email: person.email }, { address: '198.51.100.41' }, at(61));
    expect(await resetLinks(person.email)).toHaveLength(EMAILS_PER_RECIPIENT.limit + 1);
  });
});

describe('setting a new password with the link', () => {
  it('sets the password, signs every session out, uses up the other links and tells the owner', async () => {
    const { person, client: first } = await confirmedPerson();
    const second = t.client();
    expect((await second.post('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    expect((await first.get('/api/profile')).status).toBe(200);

    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    const [newer, older] = (await resetLinks(person.email)).map(linkToken);
    const done = await confirm(first, { token: newer, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await readAs(done, PasswordResetDoneModel)).toEqual({ status: 'password-changed' });
    // This browser is signed out too (its cookies cleared), and so is every other.
    expect(done.headers.getSetCookie().some((c) => c.startsWith('__Host-wb_session=;'))).toBe(true);
    for (const client of [first, second]) expect((await client.get('/api/profile')).status).toBe(401);

    expect((await t.client().post('/api/auth/login', { email: person.email, password: person.password })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email: person.email, password: NEW_PASSWORD })).status).toBe(200);

    const [notice] = (await emailsTo(t.database.db, person.email)).filter((e) => e.kind === 'password-changed');
    expect(notice).toMatchObject({ subject: 'Your Wattle & Bloom password was changed' });
    expect(notice!.body).toMatch(/signed out/);

    for (const token of [newer, older]) {
      const again = await confirm(t.client(), { token, password: 'Another-Password-99' });
      expect(again.status).toBe(410);
      expect(await again.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: PASSWORD_RESET_REFUSED.used });
    }
    const unknown = await confirm(t.client(), { token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: PASSWORD_RESET_REFUSED.unknown });
  });

  it('expires an hour after it was sent (a fixed clock)', async () => {
    const db = t.database.db;
    const { person } = await confirmedPerson();
    const sentAt = new Date(Date.now() - 60 * 60 * 1000 - 1000);
    await requestPasswordReset(db, { email: person.email }, { address: '198.51.100.50' }, sentAt);
    const late = await confirm(t.client(), { token: linkToken((await resetLinks(person.email))[0]), password: NEW_PASSWORD });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: PASSWORD_RESET_REFUSED.expired });
    expect((await t.client().post('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
    // A second before the end it still works.
    await requestPasswordReset(db, { email: person.email }, { address: '198.51.100.51' }, sentAt);
    const [fresh] = await resetLinks(person.email);
    await expect(resetPassword(db, { token: linkToken(fresh), password: NEW_PASSWORD }, { address: '198.51.100.51' }, new Date(sentAt.getTime() + 60 * 60 * 1000 - 1000))).resolves.toEqual(
      expect.any(String),
    );
  });

  it("forgets the sign-in throttle's failures of the pair, as a sign-in link does", async () => {
    const { person } = await confirmedPerson();
    const client = t.client();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeFailures; i++) expect((await loginFrom(t.app, client.address, person.email, 'Not-My-Password-1')).status).toBe(401);
    for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) await recordFailure(t.database.db, { account: person.email, address: `10.4.${Math.floor(i / 250)}.${i % 250}` });
    expect((await loginFrom(t.app, client.address, person.email, person.password)).status).toBe(429);

    expect((await ask(client, { email: person.email })).status).toBe(202);
    expect((await confirm(client, { token: linkToken((await resetLinks(person.email))[0]), password: NEW_PASSWORD })).status).toBe(200);
    expect((await loginFrom(t.app, client.address, person.email, NEW_PASSWORD)).status).toBe(200);
  });
});
