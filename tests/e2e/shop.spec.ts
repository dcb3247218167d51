import { expect, test } from '@playwright/test';
import { addToCart, chooseDeliveryOnHome, displayDate, waitForHeader, waitForIsland, waitForListing, waitForProductPage } from './support/shop';

test.describe('a shopper finds flowers and adds them to the cart', () => {
  test('suburb and date, listing, filter, sort, product, size, cart drawer', async ({ page }) => {
    const day = await chooseDeliveryOnHome(page);
    await expect(page).toHaveURL(/\/flowers$/);
    await waitForListing(page);
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByTestId('product-card')).toHaveCount(12);

    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter' });
    await filter.getByText('Flower', { exact: true }).click();
    await filter.getByRole('checkbox', { name: /^Tulips/ }).check();
    await filter.getByRole('button', { name: 'View' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/\/flowers\?sort=name&sortDir=asc&flower=tulips$/);
    const first = products.getByTestId('product-card').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').textContent())!.trim();

    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await expect(panel.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(displayDate(day));
    await expect(panel.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('Fitzroy, VIC, 3065');
    const label = await panel
      .getByRole('radio')
      .nth(1)
      .evaluate((radio) => radio.closest('label')!.querySelector('span')!.textContent!);
    const drawer = await addToCart(page, label);
    await expect(drawer.getByTestId('cart-line').getByRole('heading', { name })).toBeVisible();
    await expect(drawer.getByTestId('cart-line')).toContainText(label);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('search from the header leads to a product that can be added', async ({ page }) => {
    await chooseDeliveryOnHome(page);
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    const modal = page.getByRole('dialog', { name: 'Search' });
    await modal.getByRole('searchbox').fill('tulips');
    await modal.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?text=tulips$/);
    await waitForIsland(page, 'SearchResults');
    const results = page.getByRole('list', { name: 'Search results' });
    const first = results.getByTestId('product-card').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name }).click();
    await waitForProductPage(page);
    await addToCart(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});
