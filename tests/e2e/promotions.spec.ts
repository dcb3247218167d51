import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { apiCall, cartThroughApi, fillCheckoutDetails, openCartWithBouquet, payOnSandbox } from './support/checkout';
import { seriousA11yViolations } from './support/page';
import { waitForIsland } from './support/shop';

/** A shopper of their own: a new browser with no cookies. */
async function shopper(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** A guest buys a bouquet with the code, paying on the sandbox. */
async function buyWith(page: Page, code: string) {
  const cart = await cartThroughApi(page);
  const [line] = (await cart.add('WB1001', 'WB1001-STD')).lineItems;
  await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
  await apiCall(page, 'POST', `${cart.path}/promo-codes`, { code });
  await page.goto('/checkout');
  await waitForIsland(page, 'CheckoutApp');
  await expect(page.getByRole('region', { name: 'Order summary' }).locator('[data-summary="discount"]')).toContainText('Discount');
  const payment = await fillCheckoutDetails(page);
  await payment.getByRole('button', { name: /securely$/ }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
}

/** The head office's promo codes: a code made in the browser is taken by the shop at once, and refused once used up. */
test('Flowerline makes a code limited to 2 uses; two shoppers use it and the third is refused', async ({ page, browser }) => {
  test.slow();
  const code = `TWICE${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, 'flowerline');
  await page.goto('/myaccount/promotions/');
  await waitForIsland(page, 'AccountArea');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New promo code' }).click();

  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('150');
  await form.getByRole('textbox', { name: 'Use limit' }).fill('2');
  // A value the shop cannot take is said under its field, which takes focus; nothing is made.
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form.getByText('Percentage off must be a whole number from 1 to 100')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Percentage off' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('10');
  await form.getByRole('button', { name: 'Create promo code' }).click();

  await expect(page).toHaveURL(/\/myaccount\/promotions\/code\?code=/);
  await expect(page.getByRole('heading', { level: 2, name: code })).toBeVisible();
  await expect(page.getByText('Uses: 0 / 2')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText('Priya Sharma');

  for (let n = 0; n < 2; n++) await buyWith(await shopper(browser), code);

  const third = await shopper(browser);
  const { drawer } = await openCartWithBouquet(third);
  await drawer.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText('This promo code has been fully redeemed')).toBeVisible();

  // The back office says so too, and reports the two orders.
  await page.goto('/myaccount/promotions/');
  await waitForIsland(page, 'AccountArea');
  await page.getByRole('searchbox', { name: 'Search by code or description' }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Promo codes' }).getByRole('row').nth(1);
  await expect(row).toContainText('Used up');
  await expect(row).toContainText('2 / 2');
  await row.getByRole('link', { name: `Usage of ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Usage of ${code}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Orders with ${code} by day` }).getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`promo-code-${code.toLowerCase()}-usage.csv`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
