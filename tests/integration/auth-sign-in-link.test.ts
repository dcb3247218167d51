import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_REFUSED, tooManySignInLinksText } from '../../src/lib/domain/auth';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { SignInLinkAcceptedModel } from '../../src/lib/api/contracts/auth';
import { recordFailure, SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { requestSignInLink, signInWithLink, SIGN_IN_LINK_LIMITS } from '../../src/server/auth/sign-in-link';
import { emailOutbox } from '../../src/server/db/schema/email';
import { emailTokens, rateLimitEvents, signInFailures } from '../../src/server/db/schema/accounts';
import { PEOPLE } from '../support/people';
import { emailsTo, linkToken, loginFrom, registerAndConfirm } from './auth-fixtures';
import { useTestApp, type ApiClient } from './harness';
import { readAs } from './read';

const t = useTestApp();

const LINK = /\/login\/link\?token=[A-Za-z0-9_-]{43}(&|$|\s)/;
const newPerson = (name = 'ruby') => ({
  firstName: 'Ruby',
  lastName: 'Okafor',
  email: `${name}.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Kangaroo-Paw-Garden',
  confirmPassword: 'Kangaroo-Paw-Garden',
});
/** A confirmed customer of the test's own (tests that use links up never share a person). */
async function confirmedPerson(name?: string) {
  const person = newPerson(name);
  await registerAndConfirm(t, t.client(), person);
  return person;
}
const ask = (client: ApiClient, body: unknown) => client.post('/api/auth/sign-in-link', body);
const signInLinks = async (email: string) => (await emailsTo(t.database.db, email)).filter((e) => e.kind === 'sign-in-link');
const rows = async () => {
  const db = t.database.db;
  const [tokens] = await db.select({ n: count() }).from(emailTokens);
  const [outbox] = await db.select({ n: count() }).from(emailOutbox);
  const [events] = await db.select({ n: count() }).from(rateLimitEvents);
  const [failures] = await db.select({ n: count() }).from(signInFailures);
  return { tokens: tokens!.n, outbox: outbox!.n, events: events!.n, failures: failures!.n };
};

describe('asking for a sign-in link', () => {
  it('answers a registered email and an unknown one alike, and emails a link only to the account', async () => {
    const person = await confirmedPerson();
    const unknown = `nobody.${Math.random().toString(36).slice(2)}@example.com`;
    const [known, stranger] = [await ask(t.client(), { email: person.email }), await ask(t.client(), { email: unknown })];
    expect([known.status, stranger.status]).toEqual([202, 202]);
    const [a, b] = [await known.text(), await stranger.text()];
    expect(a).toBe(b);
    expect(SignInLinkAcceptedModel.parse(JSON.parse(a))).toEqual({ status: 'check-email' });
    expect(known.headers.get('content-type')).toBe(stranger.headers.get('content-type'));
    for (const response of [known, stranger]) expect(response.headers.getSetCookie().some((c) => c.includes('wb_session='))).toBe(false);

    const [link] = await signInLinks(person.email);
    expect(link).toMatchObject({ subject: 'Your sign-in link for Wattle & Bloom' });
    expect(link!.body).toMatch(LINK);
    expect(link!.body).toMatch(/within 15 minutes/);
    expect(await emailsTo(t.database.db, unknown)).toEqual([]);
    // Only the token's hash is kept.
    const [stored] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'sign-in-link')).limit(1);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(linkToken(link));
  });

  it('takes similar time for a registered and an unknown email', async () => {
    const person = await confirmedPerson();
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
    expect(await signInLinks(person.email)).toEqual([]);
  });

  it('carries a returnTo of this shop in the link, and drops any other', async () => {
    const person = await confirmedPerson();
    expect((await ask(t.client(), { email: person.email, returnTo: '/checkout?step=2' })).status).toBe(202);
    expect((await signInLinks(person.email))[0]!.body).toMatch(/\/login\/link\?token=[\w-]+&returnTo=%2Fcheckout%3Fstep%3D2\s/);
    expect((await ask(t.client(), { email: person.email, returnTo: 'https://evil.example.com/' })).status).toBe(202);
    expect((await signInLinks(person.email))[0]!.body).not.toMatch(/returnTo|evil/);
  });

  it('refuses bad input with a 422 naming the field, and writes nothing', async () => {
    const client = t.client();
    const before = await rows();
    for (const [body, field, message] of [
      [{ email: 'not-an-email' }, 'email', 'Email is not valid'],
      [{}, 'email', 'Email is required'],
      [{ email: PEOPLE.customer.email, returnTo: 42 }, 'returnTo', 'returnTo must be text.'],
      [{ email: PEOPLE.customer.email, returnTo: `/${'a'.repeat(2000)}` }, 'returnTo', 'returnTo is too long.'],
    ] as const) {
      const response = await ask(client, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const problem = (await response.json()) as { type: string; errors: Record<string, string> };
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      expect(problem.errors[field]).toBe(message);
    }
    const malformed = await client.post('/api/auth/sign-in-link/confirm', { token: 'not a token' });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { errors: Record<string, string> }).errors.token).toBe('token is not a token.');
    expect(await rows()).toEqual(before);
  });

  it(`takes ${SIGN_IN_LINK_LIMITS.address.limit} requests an hour from one address, for any emails (429 with Retry-After, nothing written)`, async () => {
    const client = t.client();
    const person = await confirmedPerson();
    for (let i = 0; i < SIGN_IN_LINK_LIMITS.address.limit; i++) expect((await ask(client, { email: `guess.${i}@example.com` })).status).toBe(202);
    const before = await rows();
    const held = await ask(client, { email: person.email });
    expect(held.status).toBe(429);
    const retryAfter = Number(held.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LINK_LIMITS.address.windowSeconds - 60);
    expect(await held.json()).toMatchObject({ type: PROBLEM_TYPES.rateLimited, detail: tooManySignInLinksText(retryAfter) });
    expect(await rows()).toEqual(before);
    expect(await signInLinks(person.email)).toEqual([]);
    // Another address is not held.
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    expect(await signInLinks(person.email)).toHaveLength(1);
  });

  it(`sends one inbox at most ${SIGN_IN_LINK_LIMITS.recipient.limit} links in a link's lifetime, answering the same past it (a fixed clock)`, async () => {
    const db = t.database.db;
    const person = await confirmedPerson();
    const start = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i <= SIGN_IN_LINK_LIMITS.recipient.limit; i++) await requestSignInLink(db, { email: person.email }, { address: `198.51.100.${120 + i}` }, at(i));
    const sent = await signInLinks(person.email);
    expect(sent).toHaveLength(SIGN_IN_LINK_LIMITS.recipient.limit);
    // Whenever a request sends nothing, the inbox holds a link that still works.
    await expect(signInWithLink(db, linkToken(sent[0]), { address: '198.51.100.130' }, at(14))).resolves.toMatchObject({ profile: { email: person.email } });
    // Once the first link's lifetime has passed, a new one is sent.
    await requestSignInLink(db, { email: person.email }, { address: '198.51.100.131' }, at(15));
    expect(await signInLinks(person.email)).toHaveLength(SIGN_IN_LINK_LIMITS.recipient.limit + 1);
  });
});

describe('signing in with the link', () => {
  it('signs the person in as a password does: HttpOnly session cookie, profile, and a CSRF token bound to the new session', async () => {
    const person = await confirmedPerson();
    const client = t.client();
    expect((await ask(client, { email: person.email })).status).toBe(202);
    const guestToken = await client.csrfToken();
    const response = await client.post('/api/auth/sign-in-link/confirm', { token: linkToken((await signInLinks(person.email))[0]) });
    expect(response.status).toBe(200);
    expect(await readAs(response, ProfileModel)).toMatchObject({ email: person.email, role: 'customer' });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('__Host-wb_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/; Secure/);
    expect((await client.get('/api/profile')).status).toBe(200);
    // As after a password sign-in, the guest's token no longer works; a fresh one does.
    const stale = await client.request('POST', '/api/no-such-route', { body: {}, headers: { 'x-csrf-token': guestToken } });
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { type: string }).type).toBe(PROBLEM_TYPES.csrf);
    expect((await client.post('/api/no-such-route', {})).status).toBe(404);
  });

  it('works once: a used link, and the other links of the person, answer 410 saying so', async () => {
    const person = await confirmedPerson();
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    expect((await ask(t.client(), { email: person.email })).status).toBe(202);
    const [newer, older] = (await signInLinks(person.email)).map(linkToken);
    expect((await t.client().post('/api/auth/sign-in-link/confirm', { token: newer })).status).toBe(200);
    for (const token of [newer, older]) {
      const again = await t.client().post('/api/auth/sign-in-link/confirm', { token });
      expect(again.status).toBe(410);
      expect(await again.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: SIGN_IN_LINK_REFUSED.used });
    }
    const unknown = await t.client().post('/api/auth/sign-in-link/confirm', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: SIGN_IN_LINK_REFUSED.unknown });
  });

  it('expires 15 minutes after it was sent (a fixed clock)', async () => {
    const db = t.database.db;
    const person = await confirmedPerson();
    const sentAt = new Date(Date.now() - 15 * 60 * 1000 - 1000);
    await requestSignInLink(db, { email: person.email }, { address: '198.51.100.140' }, sentAt);
    const token = linkToken((await signInLinks(person.email))[0]);
    const late = await t.client().post('/api/auth/sign-in-link/confirm', { token });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ type: PROBLEM_TYPES.linkInvalid, detail: SIGN_IN_LINK_REFUSED.expired });
    expect(late.headers.getSetCookie().some((c) => c.includes('wb_session='))).toBe(false);
    // A second before the end it still works.
    await requestSignInLink(db, { email: person.email }, { address: '198.51.100.141' }, sentAt);
    const [fresh] = await signInLinks(person.email);
    await expect(signInWithLink(db, linkToken(fresh), { address: '198.51.100.141' }, new Date(sentAt.getTime() + 15 * 60 * 1000 - 1000))).resolves.toMatchObject({
      profile: { email: person.email },
    });
  });

  it("lets the owner in at once past the throttle, and forgets the pair's failures", async () => {
    const person = await confirmedPerson();
    const client = t.client();
    // The owner's own mistakes hold this address; a stranger has filled the account's ceiling from elsewhere.
    for (let i = 0; i < SIGN_IN_LIMITS.pair.freeFailures; i++) expect((await loginFrom(t.app, client.address, person.email, 'Not-My-Password-1')).status).toBe(401);
    for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) await recordFailure(t.database.db, { account: person.email, address: `10.3.${Math.floor(i / 250)}.${i % 250}` });
    expect((await loginFrom(t.app, client.address, person.email, person.password)).status).toBe(429);

    expect((await ask(client, { email: person.email })).status).toBe(202);
    const signedIn = await client.post('/api/auth/sign-in-link/confirm', { token: linkToken((await signInLinks(person.email))[0]) });
    expect(signedIn.status).toBe(200);
    // The pair starts afresh, and the address is now one the account signs in from: the ceiling does not slow it.
    expect((await loginFrom(t.app, client.address, person.email, person.password)).status).toBe(200);
  });
});
