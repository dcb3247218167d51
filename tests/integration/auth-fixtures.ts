import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import { PEOPLE, type Person } from '../support/people';
import type { ApiClient, TestApp } from './harness';

/** A client signed in as one of the seeded people. */
export async function signedInClient(t: TestApp, person: Person): Promise<ApiClient> {
  const client = t.client();
  const { email, password } = PEOPLE[person];
  const response = await client.post('/api/auth/login', { email, password });
  expect(response.status, `${person} signs in`).toBe(200);
  return client;
}

/** A sign-in attempt from a given network address (as the Node adapter reports it). */
export async function loginFrom(app: App, address: string, email: string, password: string): Promise<Response> {
  const csrf = await app.fetch(new Request('http://localhost/api/csrf'));
  const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
  const token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const request = new Request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ email, password }),
  });
  Reflect.set(request, Symbol.for('astro.clientAddress'), address);
  return app.fetch(request);
}

/** The claims inside the session cookie of a response. */
export function sessionClaims(response: Response): Record<string, unknown> {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-wb_session='))!;
  const token = cookie.split(';')[0]!.slice('__Host-wb_session='.length);
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
