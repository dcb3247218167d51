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

/** The path and query of the newest link the shop emailed to an address (`/register/confirm?token=…`). */
export async function emailedLink(to: string): Promise<string> {
  const response = await fetch(`${mailboxURL}/emails?to=${encodeURIComponent(to.toLowerCase())}`);
  const [newest] = (await response.json()) as { text: string }[];
  const url = /https?:\/\/\S+\?token=[\w-]+/.exec(newest?.text ?? '')?.[0];
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

/** A new customer of its own, signed in (tests that change data never share a person). */
export async function signInAsNewCustomer(page: Page, firstName = 'Isla') {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fresh-Customer-2025';
  const { customerId } = await registerConfirmed(page.request, { firstName, lastName: 'Thompson', email, password });
  return { email, password, customerId };
}
