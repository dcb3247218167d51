import { expect, test } from '@playwright/test';
import { addToCart, displayDate, storeDelivery, upcomingDeliveryDate, waitForHeader, waitForProductPage } from './support/shop';
import { problemReply } from './support/page';

const ROSE_BASKET = '/flowers/moonlight-rose-basket';
const EVERLASTING_DOME = '/flowers/everlasting-rose-dome';

test.describe('add to cart and the cart drawer', () => {
  test('adds the chosen size, opens the drawer with the line and updates the count', async ({ page }) => {
    const day = upcomingDeliveryDate(4);
    await storeDelivery(page, day);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const drawer = await addToCart(page, 'Premium');
    const line = drawer.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { name: 'Moonlight Rose Basket' })).toBeVisible();
    await expect(line).toContainText('Premium');
    await expect(line).toContainText(displayDate(day));
    await expect(line).toContainText('$164');
    await expect(line.getByText('1', { exact: true })).toBeVisible();
    await expect(drawer.locator('[data-summary="subtotal"] dd')).toHaveText('$164');
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'add_to_cart'));
    expect(events).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'AUD', value: 164, items: [expect.objectContaining({ item_id: 'WB1004', item_variant: 'Premium', price: 164, quantity: 1 })] } },
    ]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('adds chosen gifts to the new line in turn', async ({ page }) => {
    await storeDelivery(page);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await panel.getByText('Add a gift').click();
    await panel.getByRole('checkbox', { name: /Belgian Chocolate Truffles 200g/ }).check();
    await panel.getByRole('checkbox', { name: /Happy Birthday Balloon/ }).check();
    const drawer = await addToCart(page, 'Standard');
    const extras = drawer.getByRole('list', { name: 'Add-ons for Moonlight Rose Basket' });
    await expect(extras.getByRole('listitem')).toHaveText(['1 × Belgian Chocolate Truffles 200g ($19)', '1 × Happy Birthday Balloon ($12)']);
    await expect(drawer.locator('[data-summary="subtotal"] dd')).toHaveText('$150');
  });

  test('keeps the cart across pages and removes a line at once', async ({ page }) => {
    await storeDelivery(page);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    await addToCart(page);
    await page.goto('/search?text=roses');
    await waitForHeader(page);
    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Remove Moonlight Rose Basket' }).click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();
  });

  test('puts a removed line back with the reason when the server refuses', async ({ page }) => {
    await storeDelivery(page);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const drawer = await addToCart(page);
    await page.route('**/api/carts/*/line-items/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill(problemReply(503, 'The cart is busy. Please try again.')) : route.fallback()));
    await drawer.getByRole('button', { name: 'Remove Moonlight Rose Basket' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('The cart is busy. Please try again.');
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('asks before mixing partner and florist products, then empties the cart and goes to checkout', async ({ page }) => {
    await storeDelivery(page);
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const drawer = await addToCart(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goto(EVERLASTING_DOME);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace your cart?' });
    await expect(confirm).toContainText('Adding this product to cart will remove all your existing products, Do you want to proceed?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await confirm.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-id-anonymous') ?? 'null')?.cartId as string);
    const cart = await (await page.request.get(`/api/carts/${stored}`)).json();
    expect(cart.lineItems.map((l: { name: string }) => l.name)).toEqual(['Everlasting Rose Dome']);
  });

  test('shows why adding failed and leaves the drawer closed', async ({ page }) => {
    await storeDelivery(page);
    await page.route('**/api/carts/*/line-items', (route) => route.fulfill(problemReply(422, 'No florist near Fitzroy can make this on that date.')));
    await page.goto(ROSE_BASKET);
    await waitForProductPage(page);
    const panel = page.getByTestId('product-purchase');
    await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'false');
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await expect(panel.getByRole('alert')).toHaveText('No florist near Fitzroy can make this on that date.');
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeHidden();
  });

  test('forgets a cart the server no longer has and reloads the page once', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-bad-cart')) {
        sessionStorage.setItem('e2e-bad-cart', '1');
        localStorage.setItem('cart-id-anonymous', JSON.stringify({ cartId: '00000000-0000-4000-8000-000000000000', anonymousId: 'gone' }));
      }
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/search');
    await expect.poll(() => loads).toBe(2);
    await waitForHeader(page);
    expect(await page.evaluate(() => localStorage.getItem('cart-id-anonymous'))).toBeNull();
    // Nothing more is on its way: no third load once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
  });
});
