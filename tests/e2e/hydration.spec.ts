import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { cartThroughApi } from './support/checkout';
import { waitForIslands } from './support/page';
import { storeDelivery } from './support/shop';

/**
 * A returning shopper's browser holds a delivery choice, a cart or a session,
 * so the islands that show them hydrate as the page opens, over HTML
 * rendered for nobody. Each must hydrate as rendered and only then show what
 * the browser holds: a mismatch makes React throw the HTML away and render
 * the island again (an error in the page, and a flash for the shopper).
 */
const PAGES = ['/', '/flowers', '/flowers/moonlight-rose-basket', '/search?text=roses', '/blog', '/checkout'];

/** Errors the page throws (React's hydration mismatches among them), as they come. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function visitAll(page: Page, errors: string[]) {
  for (const path of PAGES) {
    await page.goto(path);
    await waitForIslands(page);
    // A size is chosen as the product page wakes: the gallery and the florists' guide then wake for it.
    if (path.startsWith('/flowers/')) await expect(page.locator('astro-island[component-url*="ProductGallery"]')).not.toHaveAttribute('ssr');
    expect(errors, path).toEqual([]);
  }
}

test('a shopper with a delivery choice and a cart gets every page without a hydration error', async ({ page }) => {
  const errors = pageErrors(page);
  await storeDelivery(page);
  const cart = await cartThroughApi(page);
  await cart.add('WB1001', 'WB1001-STD');
  await visitAll(page, errors);
});

test('a signed-in florist gets every page without a hydration error', async ({ page }) => {
  const errors = pageErrors(page);
  await signInAs(page, 'florist');
  await storeDelivery(page);
  await visitAll(page, errors);
});
