import { expect, test } from '@playwright/test';
import { seriousA11yViolations, waitForIslands } from './support/page';

test.describe('home page', () => {
  test('shows the header from the content API', async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Select your delivery address')).toBeVisible();
    await expect(header.getByText('Same day flower delivery available')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wattle & Bloom home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
    if (!isMobile) {
      const nav = header.getByRole('navigation', { name: 'Main' }).last();
      await expect(nav.getByRole('link', { name: 'Occasions' })).toBeVisible();
      await nav.getByRole('link', { name: 'Occasions' }).hover();
      await expect(nav.getByRole('link', { name: 'Sympathy' })).toBeVisible();
    }
  });

  test('shows the footer from the content API', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/network of more than 600 local florists/)).toBeVisible();
    for (const heading of ['Shop', 'Help', 'About us', 'Florists']) await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer.locator('[data-width="ONE_FOURTH"]')).toHaveCount(4);
    for (const network of ['Facebook', 'Instagram', 'Youtube', 'Pinterest', 'Twitter', 'Tiktok']) await expect(footer.getByRole('link', { name: network })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    for (const method of ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Afterpay', 'Zip']) await expect(footer.getByRole('img', { name: method })).toBeVisible();
  });

  test('renders its template areas from the CMS', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Spring is in full bloom' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why send flowers with Wattle & Bloom?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our freshness promise' })).toBeVisible();
    await expect(page).toHaveTitle('Flower Delivery Australia | Same Day Flowers | Wattle & Bloom');
  });

  test('shows the chosen suburb and the cart count from the stores', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('delivery-location', JSON.stringify({ name: 'Fitzroy', suburbId: 'vic-fitzroy-3065', latitude: -37.8, longitude: 144.98 })));
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('banner').getByText('Delivering to Fitzroy')).toBeVisible();
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
