import { expect, test } from '@playwright/test';
import { CHECK_EMAIL, INVALID_CREDENTIALS, LINK_USED } from '../../src/lib/domain/auth';
import { PEOPLE } from '../support/people';
import { emailedLink, newConfirmedCustomer, registerConfirmed, signInAs } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { addToCart, storeDelivery, waitForHeader, waitForIsland, waitForProductPage } from './support/shop';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';

test.describe('sign in and out', () => {
  test('a signed-out visitor is sent to sign in and comes back to the page they asked for', async ({ page }) => {
    // A cold first page, an axe scan and a sign-in: more than 30 s on a busy two-core machine.
    test.slow();
    await page.goto('/myaccount/mydetails');
    // The account island sends a signed-out visitor on once it has hydrated: on the run's first cold page that can pass 7 s.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmyaccount%2Fmydetails/, { timeout: 20_000 });
    await waitForIsland(page, 'LoginForm');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(PEOPLE.customer.email);
    await form.getByLabel('Password').fill(PEOPLE.customer.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myaccount\/mydetails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(PEOPLE.customer.firstName);
  });

  test('wrong details are said under the form, the same for an unknown email', async ({ page }) => {
    await page.goto('/login');
    await waitForIsland(page, 'LoginForm');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('Not-A-Real-Password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a returnTo to another site is ignored', async ({ page }) => {
    await page.goto('/login?returnTo=https%3A%2F%2Fevil.example.com%2F');
    await waitForIsland(page, 'LoginForm');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(PEOPLE.flowerline.email);
    await form.getByLabel('Password').fill(PEOPLE.flowerline.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My customers' })).toBeVisible();
  });

  test('registering says to check the email; the emailed link signs the new customer in', async ({ page }) => {
    await page.goto('/register?returnTo=%2Fmyaccount%2Fmyfavourites%2F');
    await waitForIsland(page, 'RegisterForm');
    const form = page.getByRole('form', { name: 'Create an account' });
    const email = `zara.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    await form.getByLabel('First name').fill('Zara');
    await form.getByLabel('Last name').fill("D'Souza");
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Password/).fill('short');
    await form.getByLabel('Confirm password').fill('different');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();
    await form.getByLabel(/^Password/).fill('Zara-Loves-Tulips');
    await form.getByLabel('Confirm password').fill('Zara-Loves-Tulips');
    await form.getByRole('button', { name: 'Create account' }).click();
    const sent = page.getByRole('status').filter({ hasText: CHECK_EMAIL.title });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(email);
    await expect(page).toHaveURL(/\/register\?/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(await emailedLink(email));
    await waitForIsland(page, 'ConfirmEmailLink');
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/register\/confirm\/?$/);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page).toHaveURL(/\/myaccount\/?$/);
    expect((await page.request.get('/api/profile')).status()).toBe(200);
  });

  test('an emailed link used twice says so, with the way on', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = `reuse.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    await registerConfirmed(api, { firstName: 'Remy', lastName: 'Twice', email, password: 'Remy-Uses-Links' });
    await api.dispose();
    await page.goto(await emailedLink(email));
    await waitForIsland(page, 'ConfirmEmailLink');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(LINK_USED);
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('signing in to an account without a cart asks for nothing that fails', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const password = 'Nora-Has-No-Cart';
    const email = await newConfirmedCustomer(api, 'Nora', 'Empty', password);
    await api.dispose();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    await page.goto('/login');
    await waitForIsland(page, 'LoginForm');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    const cartAsked = page.waitForResponse((response) => response.url().includes('/api/carts/customer/'));
    await form.getByRole('button', { name: 'Sign in' }).click();
    expect((await cartAsked).status()).toBe(200);
    await expect(page).toHaveURL(/\/myaccount/);
    await waitForHeader(page);
    expect(failed).toEqual([]);
  });

  test('signing out ends the session on the server', async ({ page }) => {
    await signInAs(page, 'florist');
    await page.goto('/myaccount');
    await waitForIsland(page, 'AccountArea');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    await page.goto('/myaccount/accountdetails');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });
});

test('the guest cart joins the customer cart on sign-in, and signing out drops it', async ({ page, playwright, baseURL }) => {
  // An account made elsewhere, so this browser is still a guest.
  const api = await playwright.request.newContext({ baseURL });
  const email = `harper.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Harper-Grows-Roses';
  await registerConfirmed(api, { firstName: 'Harper', lastName: 'Lee', email, password });
  await api.dispose();

  await storeDelivery(page);
  await page.goto(ROSE_BASKET);
  await waitForProductPage(page);
  const drawer = await addToCart(page);
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

  await page.goto(`/login?returnTo=${encodeURIComponent(ROSE_BASKET)}`);
  await waitForIsland(page, 'LoginForm');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROSE_BASKET}$`));
  await waitForProductPage(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  const stored = await page.evaluate(() => [localStorage.getItem('cart-id-anonymous'), localStorage.getItem('cart-id-customer')]);
  expect(stored[0]).toBeNull();
  expect(JSON.parse(stored[1]!)).toMatchObject({ customerId: expect.any(String) });

  await page.goto('/myaccount');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForHeader(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
  expect(await page.evaluate(() => localStorage.getItem('cart-id-customer'))).toBeNull();
});
