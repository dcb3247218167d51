import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations, waitForIslands } from './support/page';
import { waitForIsland } from './support/shop';

const cards = (page: Page) => page.getByRole('article');

test.describe('blog listing', () => {
  test('shows 9 articles and Show more appends the next 9 until all are shown', async ({ page }) => {
    await page.goto('/blog');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1, name: 'The Wattle & Bloom blog' })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    const first = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(18);
    await expect(cards(page).first().getByRole('heading')).toHaveText(first!);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });

  test('choosing a category resets paging and moves to /blog/{category}; All goes back to /blog', async ({ page }) => {
    await page.goto('/blog');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(18);
    const pills = page.getByRole('navigation', { name: 'Blog categories' });
    await pills.getByRole('link', { name: 'Weddings and events' }).click();
    await expect(page).toHaveURL(/\/blog\/weddings-and-events$/);
    await expect(cards(page).getByRole('heading')).toHaveText([
      'The florist’s cheat sheet: flowers for every occasion',
      'Choosing your wedding flowers: a planning timeline',
      'Long-table centrepieces that let guests talk',
      'Native flowers for an Australian wedding',
    ]);
    await expect(pills.getByRole('link', { name: 'Weddings and events' })).toHaveAttribute('aria-current', 'page');
    await pills.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(9);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/weddings-and-events$/);
    await expect(cards(page)).toHaveCount(4);
  });

  test('a category page is pre-rendered and works without the island', async ({ page }) => {
    await page.goto('/blog/seasonal-flowers');
    await expect(page.getByRole('heading', { level: 1, name: 'Seasonal flowers' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Seasonal flowers' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(9);
    await expect(page).toHaveTitle('Seasonal flowers | Wattle & Bloom blog');
  });

  test('no articles or a failed call shows the no-data message', async ({ page }) => {
    await page.goto('/blog');
    // Before it hydrates, a category is a link to its page; once reached for, the listing fetches it in place.
    await waitForIsland(page, 'ArticleListing');
    await page.route('**/api/articles**', (route) => route.fulfill({ status: 204, body: '' }));
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Florist stories' }).click();
    await expect(page.getByText('No data found, please try other category')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.unroute('**/api/articles**');
    await page.route('**/api/articles**', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Flower care' }).click();
    await expect(page.getByText('No data found, please try other category')).toBeVisible();
  });

  test('a card shows at most 5 category tags', async ({ page }) => {
    await page.goto('/blog');
    const card = cards(page).filter({ hasText: 'The florist’s cheat sheet' });
    await expect(card.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveCount(5);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/blog');
    await waitForIslands(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('blog article', () => {
  const path = '/blog/flower-care/make-your-bouquet-last-longer';

  test('shows the breadcrumb, the article and its JSON-LD', async ({ page }) => {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Flower care' })).toHaveAttribute('href', '/blog/flower-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Seven ways to make your bouquet last longer' })).toBeVisible();
    await expect(page.getByText(/By Priya Natarajan/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start with a clean vase' })).toBeVisible();
    await expect(page).toHaveTitle('Seven ways to make your bouquet last longer | Wattle & Bloom blog');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  test('shares in a 670 × 770 pop-up', async ({ page, context }) => {
    await context.route(/facebook\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
    await page.goto(path);
    await waitForIslands(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Share on Facebook' }).click()]);
    await popup.waitForLoadState();
    expect(decodeURIComponent(popup.url())).toContain(path);
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size).toEqual({ width: 670, height: 770 });
    await expect(page.getByRole('link', { name: 'Share on Email' })).toHaveAttribute('href', /^mailto:/);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
