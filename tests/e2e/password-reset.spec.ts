import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REFUSED, PASSWORD_RESET_SENT } from '../../src/lib/domain/auth';
import { emailedLink, newConfirmedCustomer, newestEmail } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/** "Forgot password?" end to end: asked for on the sign-in page, the link read from the test mailbox, a new password set and used. */
const OLD_PASSWORD = 'Flannel-Flower-2025';
const NEW_PASSWORD = 'Waratah-Sunrise-2026';

const newCustomer = (request: APIRequestContext) => newConfirmedCustomer(request, 'Rosa', 'Pereira', OLD_PASSWORD);
const newestResetLink = (to: string) => emailedLink(to, 'Reset your');

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await waitForIsland(page, 'LoginForm');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  return form;
}

test.describe('forgot password', () => {
  test('asked for on the sign-in page, the emailed link sets a new password; the old one no longer works', async ({ page, request }) => {
    test.slow();
    const email = await newCustomer(request);
    await page.goto('/login');
    await waitForIsland(page, 'LoginForm');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/login\/reset\/?$/);
    await waitForIsland(page, 'ResetPassword');
    const ask = page.getByRole('form', { name: 'Reset your password' });
    await ask.getByLabel('Email').fill(email);
    await ask.getByRole('button', { name: 'Email me a reset link' }).click();
    const sent = page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT.title });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(PASSWORD_RESET_SENT.text(email));

    const link = await newestResetLink(email);
    expect(link).toMatch(/^\/login\/reset\?token=[\w-]{43}$/);
    await page.goto(link);
    await waitForIsland(page, 'ResetPassword');
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/login\/reset\/?$/);
    const set = page.getByRole('form', { name: 'Set a new password' });
    // The registration rules, said under the field.
    await set.getByLabel('New password').fill('too-short');
    await set.getByRole('button', { name: 'Set new password' }).click();
    await expect(set.getByText('Password must be at least 10 characters')).toBeVisible();
    await expect(set.getByLabel('New password')).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await set.getByLabel('New password').fill(NEW_PASSWORD);
    await set.getByRole('button', { name: 'Set new password' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Password changed' });
    await expect(done).toBeFocused();
    await expect(done).toContainText(PASSWORD_RESET_DONE);
    expect(await newestEmail(email, 'password was changed')).toMatch(/signed out/);

    // The old password fails; the new one signs in.
    const refused = await signIn(page, email, OLD_PASSWORD);
    await expect(refused.getByRole('alert')).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/myaccount/);
    expect((await page.request.get('/api/profile')).status()).toBe(200);

    // The link worked once: opened again it says so, with a way to ask for a new one.
    await page.goto(link);
    await waitForIsland(page, 'ResetPassword');
    await page.getByRole('form', { name: 'Set a new password' }).getByLabel('New password').fill('Another-Password-99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const gone = page.getByRole('alert').filter({ hasText: PASSWORD_RESET_REFUSED.used });
    await expect(gone).toBeFocused();
    await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  });
});
