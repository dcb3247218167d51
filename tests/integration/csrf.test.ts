import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { SESSION_COOKIE } from '../../src/server/http/auth-cookies';
import { CSRF_COOKIE } from '../../src/server/http/csrf';
import { PEOPLE, type Person } from '../support/people';
import { useTestApp, type ApiClient } from './harness';

const t = useTestApp();

/** A mutating call with this token: 404 once past the CSRF guard (no such route), 403 when refused. */
const mutateWith = (client: ApiClient, token: string) => client.request('POST', '/api/no-such-route', { body: {}, headers: { 'x-csrf-token': token } });

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(((await response.json()) as { type: string }).type).toBe(PROBLEM_TYPES.csrf);
}

async function signIn(client: ApiClient, person: Person) {
  const { email, password } = PEOPLE[person];
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
}

describe('CSRF tokens bound to the session', () => {
  it('refuses a token fetched before sign-in once signed in; a fresh token works', async () => {
    const client = t.client();
    const guestToken = await client.csrfToken();
    expect((await mutateWith(client, guestToken)).status).toBe(404);
    await signIn(client, 'customer');
    await expectRefused(await mutateWith(client, guestToken));
    const fresh = await client.csrfToken();
    expect(fresh).not.toBe(guestToken);
    expect((await mutateWith(client, fresh)).status).toBe(404);
  });

  it("refuses user A's token in user B's session", async () => {
    const alice = t.client();
    await signIn(alice, 'customer');
    const aliceToken = await alice.csrfToken();
    const bob = t.client();
    await signIn(bob, 'otherCustomer');
    await expectRefused(await mutateWith(bob, aliceToken));
    expect((await mutateWith(alice, aliceToken)).status).toBe(404);
    expect((await mutateWith(bob, await bob.csrfToken())).status).toBe(404);
  });

  it('refuses the token of an earlier session of the same browser', async () => {
    const client = t.client();
    await signIn(client, 'florist');
    const first = await client.csrfToken();
    await signIn(client, 'florist');
    await expectRefused(await mutateWith(client, first));
    expect((await mutateWith(client, await client.csrfToken())).status).toBe(404);
  });

  it('after sign-out, the session token is refused and GET /api/csrf hands out a guest token', async () => {
    const client = t.client();
    await signIn(client, 'otherOwner');
    const sessionToken = await client.csrfToken();
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    await expectRefused(await mutateWith(client, sessionToken));
    expect((await mutateWith(client, await client.csrfToken())).status).toBe(404);
  });

  it('binds a signed-in token to the session, not to the guest id cookie', async () => {
    const client = t.client();
    await signIn(client, 'customer');
    const token = await client.csrfToken();
    const session = await client.get('/api/profile');
    expect(session.status).toBe(200);
    // The same session cookie in another client (no guest id at all) is the same session.
    const sessionCookie = `${SESSION_COOKIE}=${(client as unknown as { cookies: Map<string, string> }).cookies.get(SESSION_COOKIE)}`;
    const elsewhere = await t.app.fetch(
      new Request('http://localhost/api/no-such-route', { method: 'POST', headers: { cookie: sessionCookie, 'content-type': 'application/json', 'x-csrf-token': token }, body: '{}' }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('refuses malformed tokens and cookies with a 403, never a 500', async () => {
    const client = t.client();
    const good = await client.csrfToken();
    const [random, mac] = good.split('.');
    for (const token of [
      '',
      'x',
      '.',
      `${random}.`,
      `.${mac}`,
      `${random}.${mac}x`,
      `${random}x.${mac}`,
      `${mac}.${random}`,
      good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      'é'.repeat(66),
      `${good}\u0000`,
    ]) {
      const response = await client.request('POST', '/api/no-such-route', { body: {}, headers: { 'x-csrf-token': token } }).catch(() => undefined);
      // A header Node cannot send is the client's problem, not the server's.
      if (response) expect(response.status, JSON.stringify(token)).toBe(403);
    }
    for (const cookie of [`${SESSION_COOKIE}=not-a-token`, `${SESSION_COOKIE}=a.b.c; ${CSRF_COOKIE}=%E0%A4%A`, `${CSRF_COOKIE}=${'x'.repeat(5000)}`, `${CSRF_COOKIE}="unterminated`]) {
      const csrf = await t.app.fetch(new Request('http://localhost/api/csrf', { headers: { cookie } }));
      expect(csrf.status, cookie).toBe(200);
      const response = await t.app.fetch(
        new Request('http://localhost/api/no-such-route', { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': good }, body: '{}' }),
      );
      expect(response.status, cookie).toBe(403);
    }
  });

  it('sets the guest id as a __Host- cookie: Secure, Path=/, no Domain, HttpOnly', async () => {
    const response = await t.client().get('/api/csrf');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`))!;
    expect(CSRF_COOKIE.startsWith('__Host-')).toBe(true);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
