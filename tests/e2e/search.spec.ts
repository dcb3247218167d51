import { expect, test } from '@playwright/test';
import { seriousA11yViolations, waitForIslands } from './support/page';
import { storeDelivery, waitForHeader } from './support/shop';

test.describe('search', () => {
  test('the header search opens the modal with occasions, suggestions and View all results', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    const modal = page.getByRole('dialog', { name: 'Search' });
    await expect(modal).toBeVisible();
    const box = modal.getByRole('searchbox', { name: 'Search flowers and gifts' });
    await expect(box).toBeFocused();
    await box.fill('roses');
    const suggested = modal.getByRole('region', { name: 'Suggested products' });
    await expect(suggested.getByRole('link').first()).toBeVisible();
    expect(await suggested.getByRole('link').count()).toBeLessThanOrEqual(6);
    const occasions = modal.getByRole('region', { name: 'Occasions' });
    await expect(occasions.getByRole('link').first()).toBeVisible();
    expect(await occasions.getByRole('link').count()).toBeLessThanOrEqual(6);
    await modal.getByRole('button', { name: /^View all results/ }).click();
    await expect(page).toHaveURL(/\/search\?text=roses$/);
    await expect(page.getByTestId('search-echo')).toHaveText('“roses”');
  });

  test('the first tap on Search, before any script has loaded, opens the dialog in the page with focus in its field', async ({ page, isMobile }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/about', { waitUntil: 'networkidle' });
    // Nothing has hydrated yet: React's client renderer is what any hydration needs.
    expect(scripts.filter((path) => /^\/_astro\/client\./.test(path))).toEqual([]);
    const search = page.getByRole('banner').getByRole('link', { name: 'Search' });
    // Without script the icon stays a link to the search page.
    await expect(search).toHaveAttribute('href', '/search');
    if (isMobile) await search.tap();
    else await search.click();
    const modal = page.getByRole('dialog', { name: 'Search' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('searchbox', { name: 'Search flowers and gifts' })).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Escape closes the modal and gives focus back to the search button', async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
    const button = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the search page echoes the query, counts the products and shows them under the Products tab', async ({ page }) => {
    await page.goto('/search?text=lilies');
    await waitForIslands(page);
    await expect(page.getByTestId('search-echo')).toHaveText('“lilies”');
    const found = page.getByText(/^We found \d+ products\.$/);
    await expect(found).toBeVisible();
    const total = Number((await found.textContent())!.match(/\d+/)![0]);
    const tab = page.getByRole('tab', { name: /Products/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toContainText(String(total));
    const grid = page.getByRole('list', { name: 'Search results' });
    await expect(grid.getByTestId('product-card')).toHaveCount(Math.min(total, 12));
    await expect(grid.getByTestId('product-card').first()).toContainText(/From \$\d+/);
  });

  test('the page comes with its first results in the HTML, so a first-time visitor sees them without any search call', async ({ page, request }) => {
    // React separates the parts of a sentence with empty comments.
    const html = (await (await request.get('/search?text=lilies')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('“lilies”');
    expect(html).toMatch(/We found \d+ products\./);
    expect(html).toMatch(/data-testid="product-card"/);
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/search') searches.push(sent.url());
    });
    await page.goto('/search?text=lilies');
    await expect(page.getByRole('list', { name: 'Search results' }).getByTestId('product-card').first()).toContainText(/From \$\d+/);
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
  });

  test('Show More, tapped before the page has loaded any script, adds the next page', async ({ page }) => {
    await page.goto('/search?text=lilies');
    const grid = page.getByRole('list', { name: 'Search results' });
    await expect(grid.getByTestId('product-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(grid.getByTestId('product-card')).toHaveCount(24);
  });

  test("a returning shopper's stored delivery is searched for as the page opens", async ({ page }) => {
    await storeDelivery(page);
    const searched = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/search' && sent.url().includes('vic-3065-fitzroy'));
    await page.goto('/search?text=lilies');
    await searched;
    await expect(page.getByText(/^We found \d+ products\.$/)).toBeVisible();
  });

  test('a query the shop refuses answers 400, with the reason under the search box and the query kept', async ({ page }) => {
    const text = 'a'.repeat(101);
    const response = await page.goto(`/search?text=${text}`);
    expect(response?.status()).toBe(400);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search flowers and gifts' });
    await expect(box).toHaveValue(text);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('text must be at most 100 characters.');
    await expect(page.getByText(/^We found/)).toHaveCount(0);
  });

  test('pages rendered on request are only read: any other method is refused before rendering', async ({ request, baseURL }) => {
    for (const path of ['/search?text=rose', '/myaccount/orders/WB-100245']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await request.fetch(path, { method, headers: { origin: baseURL! }, data: 'text=rose' });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD');
      }
    }
    expect((await request.head('/search?text=rose')).status()).toBe(200);
  });

  test('submitting with the product code box ticked sets the flag in the address', async ({ page }) => {
    await page.goto('/search');
    await waitForIslands(page);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search flowers and gifts' }).fill('WB10');
    await main.getByRole('checkbox', { name: 'Search by product code' }).check();
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?text=WB10&searchByCode=true$/);
    await expect(main.getByRole('checkbox', { name: 'Search by product code' })).toBeChecked();
    await expect(page.getByText(/^We found \d+ products\.$/)).toBeVisible();
  });

  test('a search with no match says so with the query', async ({ page }) => {
    await page.goto('/search?text=xylophone');
    await waitForIslands(page);
    await expect(page.getByText('We couldn\'t find any matches for "xylophone". Please try another search term.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Products/ })).toContainText('0');
  });

  test('international mode hides the search and cart buttons', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('delivery-country', JSON.stringify('NZ')));
    await page.goto('/search');
    await waitForHeader(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/search?text=roses');
    await waitForIslands(page);
    await expect(page.getByText(/^We found \d+ products\.$/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search icon goes to the search page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
