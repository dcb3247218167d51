import { expect, test, type Page } from '@playwright/test';
import { problemReply, seriousA11yViolations } from './support/page';
import { pickSuburb, storeDelivery, upcomingDeliveryDate, waitForListing } from './support/shop';

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByTestId('product-card');
const count = async (page: Page) => Number((await page.getByText(/^\d+ products?$/).textContent())!.split(' ')[0]);
const prices = async (page: Page) =>
  (
    await cards(page)
      .getByText(/^From /)
      .allTextContents()
  ).map((t) => Number(t.replace(/[^\d.]/g, '')));

test.describe('product listing', () => {
  test('has its first page of cards in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/flowers')).text();
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(html).toContain('id="product-grid"');
  });

  test('shows 12 a page, Show More adds the next 12 and hides once all are shown', async ({ page }) => {
    await page.goto('/plants');
    await waitForListing(page);
    await expect(cards(page)).toHaveCount(12);
    const total = await count(page);
    const more = page.getByRole('button', { name: 'Show More' });
    for (let shown = 12; shown < total; shown += 12) {
      await more.click();
      await expect(cards(page)).toHaveCount(Math.min(total, shown + 12));
    }
    await expect(more).toBeHidden();
    await expect(cards(page).first()).toContainText(/From \$\d+/);
  });

  test('filters from the dialog, shows chips, keeps them in the address and returns to page 1', async ({ page }) => {
    await page.goto('/flowers');
    await waitForListing(page);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cards(page)).toHaveCount(24);
    const before = await count(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('checkbox', { name: /^Birthday/ }).check();
    await dialog.getByRole('checkbox', { name: /^Anniversary/ }).check();
    await dialog.getByText('Price', { exact: true }).click();
    await dialog.getByRole('radio', { name: /^\$50 to \$100/ }).check();
    await dialog.getByRole('radio', { name: /^\$100 to \$150/ }).check();
    await expect(dialog.getByRole('radio', { name: /^\$50 to \$100/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'View' }).click();

    await expect(page).toHaveURL(/\/flowers\?occasion=birthday&occasion=anniversary&price=100-150$/);
    const chips = page.getByRole('list', { name: 'Selected filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter Birthday' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter $100 to $150' })).toBeVisible();
    await expect.poll(() => count(page)).toBeLessThan(before);
    expect(await cards(page).count()).toBeLessThanOrEqual(12);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(100);

    await chips.getByRole('button', { name: 'Remove filter $100 to $150' }).click();
    await expect(page).toHaveURL(/\/flowers\?occasion=birthday&occasion=anniversary$/);
    await page.goBack();
    await expect(chips.getByRole('button', { name: 'Remove filter $100 to $150' })).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/flowers$/);
  });

  test('sorts by price and name, in the address, without a scroll jump', async ({ page }) => {
    await page.goto('/flowers');
    await waitForListing(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('featured-asc');
    await sort.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\?sort=price&sortDir=asc$/);
    await expect
      .poll(async () => {
        const list = await prices(page);
        return list.length === 12 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await sort.selectOption({ label: 'Price: high to low' });
    await expect
      .poll(async () => {
        const list = await prices(page);
        return list.length === 12 && list.every((p, i) => i === 0 || list[i - 1]! >= p);
      })
      .toBe(true);
    await sort.selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/\?sort=name&sortDir=asc$/);
    await page.reload();
    await waitForListing(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');
  });

  test('says no products were found when the filters match nothing', async ({ page }) => {
    await page.goto('/flowers?flower=sunflowers&colour=blue');
    await waitForListing(page);
    await expect(page.getByTestId('listing-empty')).toHaveText('There are no products found');
  });

  test('says no florist is available when nothing can be delivered there', async ({ page }) => {
    await storeDelivery(page, upcomingDeliveryDate(4), { name: 'Birdsville', suburbId: 'qld-4482-birdsville', latitude: -25.60309, longitude: 139.323274, state: 'QLD', postcode: '4482' });
    await page.goto('/plants');
    await waitForListing(page);
    await expect(page.getByTestId('listing-empty')).toHaveText('Sorry we do not have any florists available based on your delivery location and date. Please try another delivery location or date.');
  });

  test('shows 12 skeleton cards while loading and retries a failing request twice', async ({ page }) => {
    let calls = 0;
    let release!: () => void;
    const skeletonSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products?*', async (route) => {
      calls++;
      if (calls <= 2) return route.fulfill(problemReply(503));
      // The third try is held until the skeleton has been seen.
      await skeletonSeen;
      return route.fallback();
    });
    await page.goto('/flowers?colour=pink');
    await waitForListing(page);
    await expect(grid(page).getByTestId('product-card-skeleton')).toHaveCount(12);
    release();
    await expect(cards(page).first()).toBeVisible();
    expect(calls).toBe(3);
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('button', { name: 'Remove filter Pink' })).toBeVisible();
  });

  test('reloads for a new delivery location chosen in the header', async ({ page }) => {
    await storeDelivery(page);
    await page.goto('/flowers');
    await waitForListing(page);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('banner').getByRole('button', { name: 'Delivering to Fitzroy' }).click();
    const editor = page.getByRole('dialog', { name: 'Delivery details' });
    const reload = page.waitForRequest((r) => r.url().includes('/api/products?') && r.url().includes('suburbId=vic-3101-kew'));
    await pickSuburb(editor, 'Kew', 'Kew, VIC, 3101');
    await editor.getByRole('button', { name: 'Save' }).click();
    await reload;
    await expect(cards(page)).toHaveCount(12);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/flowers?occasion=birthday');
    await waitForListing(page);
    await expect(page.getByRole('list', { name: 'Selected filters' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
