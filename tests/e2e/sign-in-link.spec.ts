import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { SIGN_IN_LINK_REFUSED, SIGN_IN_LINK_SENT, tooManyAttemptsText } from '../../src/lib/domain/auth';
import { emailedLink, newConfirmedCustomer } from './auth-helpers';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/**
 * Signing in with an emailed link (docs/adr/0715-sign-in-link-and-slow-down.md),
 * as a shopper whose sign-in is being slowed down, on a phone's width.
 */
const PHONE = { width: 390, height: 844 };

const newCustomer = (request: APIRequestContext) => newConfirmedCustomer(request, 'Iris', 'Nakamura', 'Flannel-Flower-2025');
const newestSignInLink = (to: string) => emailedLink(to, 'sign-in link');

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('signing in with an emailed link', () => {
  test('a shopper held by the throttle asks for a link, and the link signs them in and takes them back', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const email = await newCustomer(request);
    // The throttle's answer is stood in for here (tests/integration/auth-throttle.test.ts makes real ones).
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '60' },
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: PROBLEM_TYPES.rateLimited, title: 'Too Many Requests', status: 429, detail: tooManyAttemptsText(60) }),
      }),
    );
    await page.goto('/login?returnTo=%2Fmyaccount%2Fmydetails');
    await waitForIsland(page, 'LoginForm');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('Not-Quite-Right-1');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(tooManyAttemptsText(60));
    await expect(alert).toContainText('we can email you a link');
    expect(await fitsTheWidth(page)).toBe(true);

    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const sent = page.getByRole('status').filter({ hasText: SIGN_IN_LINK_SENT.title });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(SIGN_IN_LINK_SENT.text(email));
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = await newestSignInLink(email);
    expect(link).toMatch(/^\/login\/link\?token=[\w-]{43}&returnTo=%2Fmyaccount%2Fmydetails$/);
    await page.goto(link);
    await waitForIsland(page, 'SignInWithLink');
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/login\/link\/?\?returnTo=%2Fmyaccount%2Fmydetails$/);
    expect(await fitsTheWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myaccount\/mydetails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(200);
  });

  test('a used link says so, and a new one can be asked for on the spot', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const email = await newCustomer(request);
    await page.goto('/login');
    await waitForIsland(page, 'LoginForm');
    const form = page.getByRole('form', { name: 'Sign in' });
    // No email yet: the field says so and takes focus.
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SIGN_IN_LINK_SENT.title })).toBeFocused();

    const link = await newestSignInLink(email);
    // Used up elsewhere (another tab, another device) before this page opens it.
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    const csrf = ((await (await request.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    expect((await request.post('/api/auth/sign-in-link/confirm', { data: { token }, headers: { 'x-csrf-token': csrf } })).status()).toBe(200);

    await page.goto(link);
    await waitForIsland(page, 'SignInWithLink');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toHaveText(SIGN_IN_LINK_REFUSED.used);
    await expect(refused).toBeFocused();
    expect(await fitsTheWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const again = page.getByRole('form', { name: 'Email me a new sign-in link' });
    await again.getByLabel('Email').fill(email);
    await again.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SIGN_IN_LINK_SENT.title })).toBeFocused();
    await expect.poll(() => newestSignInLink(email)).not.toBe(link);
    await expect(page.getByRole('link', { name: 'Sign in with it' })).toHaveAttribute('href', '/login');
  });
});
