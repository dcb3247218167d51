import { expect, test } from '@playwright/test';
import { cartThroughApi } from './support/checkout';
import { seriousA11yViolations, waitForIslands } from './support/page';
import { storeDelivery, waitForHeader } from './support/shop';

test.describe('site header', () => {
  test('loads no script for a first-time visitor until used, and the first tap still works', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/about', { waitUntil: 'networkidle' });
    // React's client renderer is what any hydration needs.
    expect(scripts.filter((path) => /^\/_astro\/client\./.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  });

  test('loads the cart drawer in idle time while the cart holds something, and not for an empty one', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    const drawerCode = () => scripts.filter((path) => /^\/_astro\/CartDrawer\./.test(path)).length;
    const cart = await cartThroughApi(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await waitForHeader(page);
    // The cart button hydrated for the stored cart, and its count is 0: nothing to open yet.
    expect(drawerCode()).toBe(0);
    await cart.add('WB1001', 'WB1001-STD');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect.poll(drawerCode).toBe(1);
  });

  test('shows a returning shopper’s delivery choice without being touched', async ({ page }) => {
    await storeDelivery(page);
    await page.goto('/about');
    await expect(page.getByTestId('delivery-status')).toHaveText('Delivering to Fitzroy');
  });

  test('opens the menus by keyboard (desktop mega menu, mobile slide menu)', async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    if (!isMobile) {
      const nav = header.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Occasions menu' });
      await expect(nav.getByRole('link', { name: 'Sympathy' })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Sympathy' })).toBeVisible();
      await expect(nav.getByRole('link', { name: /French Macaron Gift Box/ })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Birthday' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Sympathy' })).toBeHidden();
      return;
    }
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Show Occasions menu' }).click();
    const back = menu.getByRole('button', { name: 'Back' });
    await expect(back).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Sympathy' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'All occasions' })).toHaveAttribute('href', '/occasions');
    // One sub-menu at a time: the other groups are gone while it is open.
    await expect(menu.getByRole('link', { name: 'Gifts', exact: true })).toHaveCount(0);
    await back.click();
    await expect(menu.getByRole('button', { name: 'Show Occasions menu' })).toBeFocused();
    await menu.getByRole('button', { name: 'Show Gifts menu' }).click();
    await expect(menu.getByRole('link', { name: 'Gift vouchers' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the mobile menu links work', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForIslands(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog', exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Wattle & Bloom blog' })).toBeVisible();
  });
});

test.describe('overseas mode in the header', () => {
  test('a country page names the country, says the shop is in overseas mode, and one action brings local delivery back', async ({ page }) => {
    await page.goto('/overseas/nz');
    const header = page.getByRole('banner');
    const status = page.getByTestId('delivery-status');
    const overseas = header.getByRole('region', { name: 'Overseas delivery' });
    await expect(status).toHaveText('Delivering to New Zealand');
    await expect(overseas).toContainText('Overseas delivery to New Zealand');
    await expect(overseas).toContainText('Search and the cart are for delivery in Australia.');
    await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);

    // The choice holds on the next page, and the header still says so.
    await page.goto('/about');
    await waitForHeader(page);
    await expect(status).toHaveText('Delivering to New Zealand');
    await expect(overseas).toContainText('Overseas delivery to New Zealand');
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await overseas.getByRole('link', { name: 'Switch to Australian delivery' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(overseas).toHaveCount(0);
    await expect(status).toHaveText('Select your delivery address');
    await expect(status).toBeFocused();
    await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('delivery-country'))).toBeNull();
  });

  test('a local cart hidden in overseas mode is named, and comes back with Australian delivery', async ({ page }) => {
    const cart = await cartThroughApi(page);
    await cart.add('WB1001', 'WB1001-STD');
    await page.goto('/overseas/nz');
    const header = page.getByRole('banner');
    const overseas = header.getByRole('region', { name: 'Overseas delivery' });
    await expect(overseas).toContainText('Your cart keeps its 1 item for delivery in Australia.');
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    // On the country page itself, the way back leaves for the home page, where the delivery bar asks for a suburb.
    await overseas.getByRole('link', { name: 'Switch to Australian delivery' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByTestId('delivery-status')).toHaveText('Select your delivery address');
    await expect(header.getByRole('region', { name: 'Overseas delivery' })).toHaveCount(0);
  });
});

test.describe('checkout header and footer', () => {
  test('show only the logo and Continue shopping, and a footer without links', async ({ page }) => {
    await page.goto('/checkout');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Wattle & Bloom home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await expect(header.getByRole('navigation')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Social links' })).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Quick links' })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'Shop' })).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Accepted payment methods' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Checkout opens once your cart has items.')).toBeVisible();
  });

  test('asks before leaving checkout from the logo', async ({ page }) => {
    await page.goto('/checkout');
    await waitForIslands(page);
    const logo = page.getByRole('banner').getByRole('button', { name: 'Wattle & Bloom home' });
    await logo.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave checkout?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on checkout' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await logo.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await logo.click();
    await dialog.getByRole('button', { name: 'Leave checkout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring is in full bloom' })).toBeVisible();
  });
});
