import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { cartThroughApi } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { storeDelivery, waitForHeader, waitForIsland } from './support/shop';

/** A shopper of their own: a new browser with no cookies. */
async function shopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const PRODUCT = 'WB1030';

/** Promotions without a code (docs/adr/0765): made in the browser, seen by shoppers on the product page and in the cart, switched off again. */
test('Flowerline makes a promotion without a code; a shopper sees it on the product page and in the cart summary', async ({ page, browser }) => {
  test.slow();
  const name = `12% off this bouquet this week ${Date.now().toString(36)}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/promotions/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('link', { name: 'New promotion without a code' }).click();

  const form = page.getByRole('form', { name: 'New promotion without a code' });
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('12');
  await form.getByRole('combobox', { name: 'Applies to' }).selectOption('products');
  await form.getByRole('textbox', { name: 'Product keys' }).fill(PRODUCT);
  // A missing name is said under its field, which takes focus; nothing is made.
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page).toHaveURL(/\/myaccount\/promotions\/automatic\?id=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Priya Sharma');
  const promotionUrl = page.url();

  // A shopper: the product page says so near the price, and the cart has the promotion as its own line.
  const buyer = await shopper(browser);
  const cart = await cartThroughApi(buyer);
  const added = (await cart.add(PRODUCT, `${PRODUCT}-STD`)) as unknown as { lineItems: { urlSlug: string }[] };
  await storeDelivery(buyer, cart.day);
  // Add to cart waits for the promotions' line above it, so the line cannot push it away from a tap meant for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await buyer.route(`**/api/products/${PRODUCT}/promotions`, async (route) => {
    await held;
    await route.continue();
  });
  const sizes = buyer.waitForResponse((response) => response.url().includes(`/api/products/${PRODUCT}/variants`) && response.ok());
  await buyer.goto(added.lineItems[0]!.urlSlug);
  await waitForIsland(buyer, 'ProductPurchase');
  await sizes;
  const panel = buyer.getByTestId('product-purchase');
  const button = panel.getByRole('button', { name: 'Add to cart' });
  await expect(panel.getByText('Checking sizes and prices for your delivery…')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('title');
  release();
  await expect(buyer.getByRole('list', { name: 'Promotions' }).getByText(name)).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await waitForHeader(buyer);
  await buyer.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = buyer.getByRole('dialog', { name: 'Your cart' });
  const line = drawer.locator('[data-summary="promotion"]').filter({ hasText: name });
  await expect(line).toBeVisible();
  await expect(line).toContainText('-$');

  // Switched off in the back office, it is gone from the shop.
  await page.goto(promotionUrl);
  await waitForIsland(page, 'AccountArea');
  const edit = page.getByRole('form', { name: `Promotion ${name}` });
  await edit.getByRole('checkbox', { name: /Switched on/ }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The shop takes the change at once.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Switched off');
  await buyer.reload();
  await waitForIsland(buyer, 'ProductPurchase');
  await expect(buyer.getByTestId('product-promotion').filter({ hasText: name })).toHaveCount(0);
});

test('Flowerline generates a batch of single-use codes, downloads them as CSV, and switches the batch off and on again', async ({ page }) => {
  test.slow();
  const prefix = `NEWS${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/promotions/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('link', { name: 'New batch of codes' }).click();

  const form = page.getByRole('form', { name: 'New batch of single-use codes' });
  await form.getByRole('textbox', { name: 'Prefix' }).fill(prefix);
  await form.getByRole('textbox', { name: 'How many codes' }).fill('6000');
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await form.getByRole('button', { name: 'Make the codes' }).click();
  await expect(form.getByText('How many codes must be at most 5,000')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'How many codes' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'How many codes' }).fill('25');
  await form.getByRole('button', { name: 'Make the codes' }).click();
  await expect(page.getByRole('heading', { name: `25 codes made with the prefix ${prefix}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the codes (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`promo-codes-${prefix.toLowerCase()}.csv`);
  const rows = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(rows[0]).toBe('Code,Used');
  expect(rows).toHaveLength(26);
  for (const row of rows.slice(1)) expect(row).toMatch(new RegExp(`^${prefix}-[A-Z2-9]{10},No$`));

  // One row in the list for the whole batch.
  await page.getByRole('link', { name: 'Back to the promotions' }).last().click();
  await waitForIsland(page, 'AccountArea');
  const batches = page.getByRole('table', { name: 'Batches of single-use codes' });
  const row = batches.getByRole('row').filter({ hasText: prefix });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('25');
  await expect(row).toContainText('15% off');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The batch's page: switched off as a whole (a leaked newsletter), recorded in its history, and on again.
  await row.getByRole('link', { name: prefix, exact: true }).click();
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 2, name: `Batch ${prefix}` })).toBeVisible();
  const history = page.getByRole('list', { name: 'Changes' });
  await expect(history.getByRole('listitem').first()).toContainText('25 codes, each usable once');
  await page.getByRole('button', { name: 'Switch the batch off' }).click();
  await expect(page.getByText('Switched off: none of its 25 codes can be used now.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Status: On → Switched off');
  await expect(history.getByRole('listitem').first()).toContainText('Priya Sharma');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch the batch on' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Status: Switched off → On');

  // Its usage report downloads as CSV, as a code's does.
  await page.getByRole('link', { name: 'Usage report' }).click();
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { name: `Usage of ${prefix}-…` })).toBeVisible();
  const usage = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const usageFile = await usage;
  expect(usageFile.suggestedFilename()).toBe(`promo-code-batch-${prefix.toLowerCase()}-usage.csv`);
  expect((await readFile((await usageFile.path())!, 'utf8')).trim().split('\n')).toEqual(['Day,Orders,Revenue,Discount', 'Total,0,0.00,0.00']);
});
