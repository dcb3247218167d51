import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PEOPLE, type Person } from '../support/people';
import { mailboxPort } from './support/mailbox';

const mailboxURL = `http://127.0.0.1:${mailboxPort(Number(process.env.E2E_PORT ?? 4399))}`;

async function csrfOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/csrf');
  return ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
}

/** Signs in through the API (the browser context keeps the cookies), as a shortcut past the form. */
export async function signInAs(page: Page, role: Person) {
  const { email, password } = PEOPLE[role];
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: { 'x-csrf-token': await csrfOf(page.request) } });
  expect(response.status()).toBe(200);
}

/** The text of the newest email to an address, or of the newest whose subject holds `subject`. */
export async function newestEmail(to: string, subject = ''): Promise<string> {
  const response = await fetch(`${mailboxURL}/emails?to=${encodeURIComponent(to.toLowerCase())}`);
  const emails = (await response.json()) as { subject: string; text: string }[];
  const found = emails.find((e) => e.subject.includes(subject));
  if (!found) throw new Error(`no "${subject}" email to ${to}`);
  return found.text;
}

/** The path and query of the newest link the shop emailed to an address (`/register/confirm?token=…`), or of the newest email whose subject holds `subject`. */
export async function emailedLink(to: string, subject = ''): Promise<string> {
  const url = /https?:\/\/\S+\?token=[\w-]+(?:&\S*)?/.exec(await newestEmail(to, subject))?.[0];
  if (!url) throw new Error(`no link was emailed to ${to}`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** Registers a customer and confirms the emailed link through `request`, which ends up signed in as them. */
export async function registerConfirmed(request: APIRequestContext, person: { firstName: string; lastName: string; email: string; password: string }) {
  const registered = await request.post('/api/auth/register', { data: { ...person, confirmPassword: person.password }, headers: { 'x-csrf-token': await csrfOf(request) } });
  expect(registered.status()).toBe(202);
  const token = new URLSearchParams((await emailedLink(person.email)).split('?')[1]).get('token');
  const confirmed = await request.post('/api/auth/register/confirm', { data: { token }, headers: { 'x-csrf-token': await csrfOf(request) } });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as { customerId: string };
}

/** A confirmed customer of the test's own, made through `request` (a context apart from the page's, so the page stays signed out): their email. */
export async function newConfirmedCustomer(request: APIRequestContext, firstName: string, lastName: string, password: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerConfirmed(request, { firstName, lastName, email, password });
  return email;
}

/** A new customer of its own, signed in (tests that change data never share a person). */
export async function signInAsNewCustomer(page: Page, firstName = 'Isla') {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fresh-Customer-2025';
  const { customerId } = await registerConfirmed(page.request, { firstName, lastName: 'Thompson', email, password });
  return { email, password, customerId };
}
