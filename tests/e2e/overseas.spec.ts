import { expect, test } from '@playwright/test';
import { seriousA11yViolations, waitForIslands } from './support/page';

test.describe('overseas', () => {
  test('lists every country and filters them A to Z', async ({ page }) => {
    await page.goto('/overseas');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Send flowers overseas' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Countries' });
    expect(await list.getByRole('link').count()).toBeGreaterThanOrEqual(40);
    const letters = page.getByRole('group', { name: 'Filter countries by first letter' });
    await expect(letters.getByRole('button', { name: 'Q', exact: true })).toBeDisabled();
    await letters.getByRole('button', { name: 'N', exact: true }).click();
    await expect(letters.getByRole('button', { name: 'N', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('link')).toHaveText(['Netherlands', 'New Zealand', 'Norway']);
    await expect(page.getByText('3 countries starting with N')).toBeVisible();
    await letters.getByRole('button', { name: 'All' }).click();
    expect(await list.getByRole('link').count()).toBeGreaterThanOrEqual(40);
    await list.getByRole('link', { name: 'New Zealand' }).click();
    await expect(page).toHaveURL(/\/overseas\/nz$/);
  });

  test('a country page: breadcrumb to the upper-cased code, intro and product grid', async ({ page }) => {
    await page.goto('/overseas/nz');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Overseas' })).toHaveAttribute('href', '/overseas');
    await expect(crumbs.getByText('NZ', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Send flowers to New Zealand' })).toBeVisible();
    await expect(page.locator('#product-grid')).toHaveAttribute('data-listing-slug', 'overseas/nz');
    await expect(page.getByRole('heading', { name: 'Delivery to New Zealand' })).toBeVisible();
    await expect(page).toHaveTitle('Send flowers to New Zealand from Australia | Wattle & Bloom');
  });

  test('opening a country page makes it the delivery choice, and the header shows it as the page opens', async ({ page }) => {
    await page.goto('/overseas/gb');
    const header = page.getByRole('banner');
    await expect(page.getByTestId('delivery-status')).toHaveText('Delivering to United Kingdom');
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('delivery-country'))).toBe('"GB"');
    // Every page after it is in international mode too.
    await page.goto('/about');
    await expect(page.getByTestId('delivery-status')).toHaveText('Delivering to United Kingdom');
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  });

  test('flags are served from the site, small and sized', async ({ page, request }) => {
    await page.goto('/overseas');
    const flag = page.getByRole('list', { name: 'Countries' }).locator('img').first();
    await expect(flag).toHaveAttribute('width', '40');
    await expect(flag).toHaveAttribute('height', '30');
    const response = await request.get('/images/flags/gb.svg');
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeLessThan(2000);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/overseas');
    await waitForIslands(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
