import { expect, test } from '@playwright/test';
import { todayInMelbourne } from '../../src/lib/domain/delivery';
import { seriousA11yViolations } from './support/page';
import { displayDate, pickDate, pickSuburb, storeDelivery, upcomingDeliveryDate, waitForProductPage } from './support/shop';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';

test.describe('product page', () => {
  test('is pre-rendered with its details and Product structured data', async ({ page, request }) => {
    const html = await (await request.get(ROSE_BASKET)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Moonlight Rose Basket');
    await page.goto(ROSE_BASKET);
    await expect(page.getByRole('heading', { level: 1, name: 'Moonlight Rose Basket' })).toBeVisible();
    await expect(page.getByText('Florist-made roses with ruscus and baby’s breath')).toBeVisible();
    await expect(page.getByText(/\(350 reviews\)/)).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = data.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Moonlight Rose Basket', offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD', lowPrice: 89 }, aggregateRating: { reviewCount: 350 } });
    expect(product.offers.offers).toHaveLength(4);
  });

  test('offers the sizes in order with the first chosen, and keeps Add to cart disabled until where and when are known', async ({ page }) => {
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    const sizes = panel.getByRole('radiogroup', { name: 'Choose a size' }).or(panel.getByRole('group', { name: 'Choose a size' }));
    await expect(sizes.getByRole('radio')).toHaveCount(4);
    expect(await sizes.locator('label > span:first-of-type').allTextContents()).toEqual(['Petite', 'Standard', 'Premium', 'Deluxe']);
    await expect(sizes.getByRole('radio', { name: /Petite/ })).toBeChecked();
    const add = panel.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAttribute('title', 'Choose a delivery location first');

    await pickSuburb(panel, 'Fitzroy', 'Fitzroy, VIC, 3065');
    await expect(add).toHaveAttribute('title', 'Choose a delivery date first');
    const day = upcomingDeliveryDate(4);
    await pickDate(panel, 'Delivery date', day);
    await expect(panel.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(displayDate(day));
    await expect(panel.getByText('Delivery fee', { exact: true })).toBeVisible();
    await expect(add).toHaveAttribute('aria-disabled', 'false');
  });

  test('loads the calendar and adding to the cart in idle time for a returning shopper, so the taps wait for no code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await storeDelivery(page, upcomingDeliveryDate(3));
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    // Nothing is touched: the code the panel's next steps need arrives on its own.
    await expect
      .poll(() =>
        scripts
          .filter((path) => /\/_astro\/(CalendarDialog|add-to-cart)\./.test(path))
          .map((path) => path.split('/').pop()!.split('.')[0])
          .sort(),
      )
      .toEqual(['CalendarDialog', 'add-to-cart']);
    // The add-ons' picker loads with the sizes; once the page is quiet, the tap itself asks for no code.
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page
      .getByTestId('product-purchase')
      .getByRole('button', { name: /^Delivery date: choose from calendar/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Choose a delivery date' }).getByRole('grid')).toBeVisible();
    expect(scripts.slice(before)).toEqual([]);
  });

  test('holds the place of the gifts while they load, so Add to cart does not move under a tap when they arrive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/products\/[^/]+\/addons\?/, async (route) => {
      await held;
      await route.continue();
    });
    await storeDelivery(page, upcomingDeliveryDate(3));
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    const button = panel.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(panel.getByTestId('addon-picker-skeleton')).toBeVisible();
    const before = await button.boundingBox();
    release();
    await expect(panel.getByText('Add a gift')).toBeVisible();
    await expect(panel.getByTestId('addon-picker-skeleton')).toHaveCount(0);
    expect((await button.boundingBox())?.y).toBe(before?.y);
  });

  test('reloads the sizes when the delivery date changes', async ({ page }) => {
    await storeDelivery(page, upcomingDeliveryDate(3));
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
    const next = upcomingDeliveryDate(6);
    const reload = page.waitForRequest((r) => r.url().includes('/variants') && r.url().includes(`deliveryDate=${next}`));
    await pickDate(panel, 'Delivery date', next);
    await reload;
  });

  test('a hamper cannot go today: the yellow notice and the button tooltip say why', async ({ page }) => {
    await storeDelivery(page, todayInMelbourne(new Date()));
    await page.goto('/hampers/mornington-gourmet-hamper');
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    const notice = panel.getByRole('alert');
    await expect(notice).toBeVisible();
    const add = panel.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAttribute('title', (await notice.textContent())!);
    await expect(notice).toHaveText(/This hamper is hand made to order, so it cannot be delivered on the same day\.|Unfortunately, this product is not available for your chosen delivery details\./);
  });

  test('a partner product notes its delivery time without treating it as an error', async ({ page }) => {
    await storeDelivery(page, upcomingDeliveryDate(4));
    await page.goto('/flowers/everlasting-rose-dome');
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await expect(panel.getByText('Allow 3 business days for delivery')).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
  });

  test('an overseas product follows Overseas and the chosen country code in its breadcrumb', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('delivery-country', JSON.stringify('NZ')));
    await page.goto('/flowers/lisbon-rainbow-sunflower-bouquet-international');
    await waitForProductPage(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Overseas' })).toHaveAttribute('href', '/overseas');
    await expect(crumbs.getByRole('link', { name: 'NZ', exact: true })).toHaveAttribute('href', '/overseas/nz');
  });

  test('shows Product details to everyone and no workroom guide to shoppers', async ({ page }) => {
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    await page.getByText('Product details').click();
    await expect(page.locator('details[open]').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^Workroom guide/)).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await storeDelivery(page);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    await expect(page.getByTestId('product-purchase').getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
