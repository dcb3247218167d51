import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import { emailOutbox } from '../../src/server/db/schema/email';
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

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** The emails kept for one address, newest first. */
export async function emailsTo(db: Db, address: string): Promise<OutboxEmail[]> {
  return db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address.toLowerCase())).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}

/** The token of the link in an email (`…?token=…`). */
export function linkToken(email: OutboxEmail | undefined): string {
  const match = /\?token=([A-Za-z0-9_-]+)/.exec(email?.body ?? '');
  if (!match) throw new Error(`no link in ${email ? email.kind : 'no email'}`);
  return match[1]!;
}

/** A new customer: registered, confirmed through the emailed link and signed in on `client`. */
export async function registerAndConfirm(t: TestApp, client: ApiClient, body: { firstName: string; lastName: string; email: string; password: string; confirmPassword: string }): Promise<Response> {
  const registered = await client.post('/api/auth/register', body);
  expect(registered.status, 'registration accepted').toBe(202);
  const [link] = (await emailsTo(t.database.db, body.email)).filter((e) => e.kind === 'register-confirm');
  const confirmed = await client.post('/api/auth/register/confirm', { token: linkToken(link) });
  expect(confirmed.status, 'registration confirmed').toBe(200);
  return confirmed;
}
