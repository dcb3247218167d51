import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousA11yViolations, sitemapText, waitForIslands } from './support/page';

/** The server's preview token, derived from the secret in its data folder as the server does. */
function previewToken(): string {
  if (process.env.CONTENT_PREVIEW_TOKEN) return process.env.CONTENT_PREVIEW_TOKEN;
  const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'secret'), 'utf8').trim();
  return createHash('sha256').update(`preview:${secret}`).digest('base64url');
}

test.describe('SEO', () => {
  test('each page has its title, description, canonical and OpenGraph from the CMS', async ({ page }) => {
    await page.goto('/roses');
    await expect(page).toHaveTitle('Roses | Wattle & Bloom');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Long-stemmed red roses/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/roses$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Roses | Wattle & Bloom');
    const breadcrumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  });

  test('the home page carries the organisation', async ({ page }) => {
    await page.goto('/');
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)['@type']);
    expect(types).toContain('Organization');
  });

  test('sitemap.xml lists pages, articles, categories, countries and every product with its pictures; robots.txt points to it', async ({ request }) => {
    const sitemap = await sitemapText(request);
    for (const path of ['/about</loc>', '/blog</loc>', '/blog/flower-care</loc>', '/blog/flower-care/make-your-bouquet-last-longer</loc>', '/overseas/nz</loc>', '/contact-us</loc>'])
      expect(sitemap).toContain(path);
    expect(sitemap).not.toContain('/christmas</loc>');
    // Each product page, with when it changed and its pictures.
    expect(sitemap).toMatch(/<loc>[^<]+\/flowers\/moonlight-rose-basket<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><image:image><image:loc>[^<]+\/images\/products\/[^<]+<\/image:loc><\/image:image>/);
    // Every product page but the archived ones (410 Gone); the back office's tests change some meanwhile, which the sitemap follows within a minute.
    const missing = async () => {
      const products = (await (await request.get('/api/catalog/product-pages')).json()) as { results: { url: string; state: string }[] };
      const listed = await sitemapText(request);
      return products.results.filter(({ url, state }) => state !== 'archived' && !listed.includes(`${url}</loc>`)).map(({ url }) => url);
    };
    await expect.poll(missing, { timeout: 60_000 }).toEqual([]);
    const products = (await (await request.get('/api/catalog/product-pages')).json()) as { results: { state: string }[] };
    const latest = await sitemapText(request);
    expect(latest.match(/<url>/g)!.length).toBeGreaterThan(100 + products.results.filter(({ state }) => state !== 'archived').length);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

test.describe('editors’ preview', () => {
  test('refuses a missing or wrong token with 401', async ({ page }) => {
    const missing = await page.goto('/preview/christmas');
    expect(missing?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'This preview link is not valid' })).toBeVisible();
    const wrong = await page.goto('/preview/christmas?token=not-the-token');
    expect(wrong?.status()).toBe(401);
  });

  test('shows unpublished pages and draft changes to holders of the token', async ({ page }) => {
    const response = await page.goto(`/preview/christmas?token=${encodeURIComponent(previewToken())}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas flowers' })).toBeVisible();
    await expect(page.getByText('Preview of unpublished changes')).toBeVisible();
    await page.goto(`/preview/about?token=${encodeURIComponent(previewToken())}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Wattle & Bloom (new story draft)');
    expect((await page.goto('/christmas'))?.status()).toBe(404);
    await page.goto(`/preview/blog/flower-care/caring-for-roses?token=${encodeURIComponent(previewToken())}`);
    await expect(page.getByRole('heading', { level: 1, name: 'How to care for a bunch of roses' })).toBeVisible();
  });
});

test.describe('generic listing', () => {
  test('shows 10 at a time with Show more, and sorts by name or date with the choice in the URL', async ({ page }) => {
    await page.goto('/guides');
    await waitForIslands(page);
    const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(results).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(results).toHaveCount(20);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
    await expect(page).toHaveURL(/sort=name&sortDir=asc/);
    await expect(results).toHaveCount(10);
    const names = await results.getByRole('heading').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, Z to A' });
    await expect(page).toHaveURL(/sort=name&sortDir=desc/);
    await expect(results.first().getByRole('heading')).toHaveText('Winter blooms worth waiting for');
  });

  test('filters in a dialog: View applies, Clear All clears, and the URL keeps them', async ({ page }) => {
    await page.goto('/guides');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('checkbox', { name: 'Florist stories' }).check();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Florist stories' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Weddings and events' }).check();
    await dialog.getByRole('button', { name: 'View' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/category=weddings-and-events/);
    const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(results).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await page.reload();
    await waitForIslands(page);
    await expect(results).toHaveCount(4);
    await page.getByRole('button', { name: 'Remove filter Weddings and events' }).click();
    await expect(results).toHaveCount(10);
    await expect(page).not.toHaveURL(/category=/);
  });

  test('says when nothing is found', async ({ page }) => {
    await page.route('**/api/content-listing**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { results: [], count: 0, offset: 0, facets: [] } }) }));
    await page.goto('/guides?readingTime=long&category=florist-stories');
    await waitForIslands(page);
    await expect(page.getByText('There is no content found')).toBeVisible();
  });
});

test.describe('CTA card', () => {
  test('the live chat button opens a side panel that Escape closes', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Live chat' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Call 1300 727 338' })).toBeVisible();
    await expect(drawer.getByText(/Live chat is answered Monday to Friday, 9am to 5pm AEST/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('the enquiry page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForIslands(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
