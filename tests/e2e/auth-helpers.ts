import { expect, type Page } from '@playwright/test';
import { SEED_USERS } from '../../src/server/db/seed-accounts-data';

const seeded = (email: string) => SEED_USERS.find((u) => u.email === email)!;
/** The seeded people README.md lists, by role. */
export const PEOPLE = {
  customer: seeded('olivia.nguyen@example.com'),
  flowerline: seeded('priya.sharma@wattleandbloom.com.au'),
  floristowner: seeded('sophie.harris@example.com'),
  florist: seeded('liam.chen@example.com'),
};
export type Role = keyof typeof PEOPLE;

async function csrf(page: Page): Promise<string> {
  const response = await page.request.get('/api/csrf');
  return ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
}

/** Signs in through the API (the browser context keeps the cookies), as a shortcut past the form. */
export async function signInAs(page: Page, role: Role) {
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
