import { expect, type Page } from '@playwright/test';
import { PEOPLE, type Person } from '../support/people';

async function csrf(page: Page): Promise<string> {
  const response = await page.request.get('/api/csrf');
  return ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
}

/** Signs in through the API (the browser context keeps the cookies), as a shortcut past the form. */
export async function signInAs(page: Page, role: Person) {
  const { email, password } = PEOPLE[role];
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: { 'x-csrf-token': await csrf(page) } });
  expect(response.status()).toBe(200);
}

/** A new customer of its own, signed in (tests that change data never share a person). */
export async function signInAsNewCustomer(page: Page, firstName = 'Isla') {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Fresh-Customer-2025';
  const response = await page.request.post('/api/auth/register', {
    data: { firstName, lastName: 'Thompson', email, password, confirmPassword: password },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(response.status()).toBe(201);
  return { email, password, ...((await response.json()) as { customerId: string }) };
}
