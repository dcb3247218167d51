import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { signInAs, signInAsNewCustomer } from './auth-helpers';
import { apiCall, cartThroughApi, fillCheckoutDetails, payOnSandbox } from './support/checkout';
import { waitForHeader, waitForIsland } from './support/shop';

/**
 * The whole way of an order through the florist network, in browsers, on a
 * shop of its own whose stores trade around the clock and whose offers run
 * out in seconds (playwright.config.ts): a customer pays; the nearest store
 * (VIC-002, Richmond) gets the pop-up and rejects; the next stores let it
 * run out until it waits for Flowerline; Flowerline allocates it by hand
 * from the order's admin tab; the florist accepts from the pop-up; the
 * customer sees it in their order history.
 */
test.use({ baseURL: journeyURL });

const RICHMOND = { name: 'Richmond', suburbId: 'vic-3121-richmond', latitude: -37.8182, longitude: 144.9984, state: 'VIC', postcode: '3121' };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: journeyURL, locale: 'en-AU', timezoneId: 'Australia/Melbourne' });
  return context.newPage();
}

test('a paid order goes to the nearest store, is rejected, runs out, waits for Flowerline, is allocated by hand and accepted, and the customer sees it', async ({ page, browser }) => {
  test.setTimeout(150_000);

  // The florist of the nearest store is signed in, on any page.
  const florist = await newPage(browser);
  await signInAs(florist, 'otherOwner');
  await florist.goto('/contact-us');
  await waitForHeader(florist);

  // The customer pays for a bouquet to Richmond with a card.
  await signInAsNewCustomer(page, 'Noah');
  const cart = await cartThroughApi(page, { signedIn: true });
  const [line] = (await cart.add('WB1001', 'WB1001-STD', { suburbId: RICHMOND.suburbId })).lineItems;
  await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
  await page.goto('/checkout');
  await waitForIsland(page, 'CheckoutApp');
  const payment = await fillCheckoutDetails(page);
  await payment.getByRole('button', { name: /securely$/ }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/confirmation/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/myaccount/mypreviousorders/');

  // The nearest store's florist gets the pop-up and rejects it with a reason.
  const popup = florist.getByRole('alertdialog', { name: new RegExp(`New order .*${orderNumber}`) });
  await expect(popup).toBeVisible({ timeout: 5000 });
  await expect(popup.getByRole('link', { name: 'Review orders' })).toHaveAttribute('href', '/myaccount/mypreviousorders/');
  const offered = popup.getByTestId('offered-order').filter({ hasText: orderNumber });
  await offered.getByLabel(`Reason for rejecting order ${orderNumber}`).selectOption({ label: 'Insufficient time given' });
  await offered.getByRole('button', { name: `Reject order ${orderNumber}` }).click();
  await expect(popup).toBeHidden();

  // Flowerline watches the order: the next stores let their offers run out, and it comes to Manual Intervention.
  const flowerline = await newPage(browser);
  await signInAs(flowerline, 'flowerline');
  await flowerline.goto(`/myaccount/mypreviousorders/`);
  await waitForIsland(flowerline, 'AccountArea');
  const filters = flowerline.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('searchbox').fill(orderNumber);
  await filters.getByRole('button', { name: 'Search' }).click();
  await flowerline.getByRole('link', { name: orderNumber }).click();
  await waitForIsland(flowerline, 'AccountArea');
  await expect(async () => {
    await flowerline.reload();
    await expect(flowerline.getByText('Manual Intervention', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await flowerline.getByRole('tab', { name: 'Allocations' }).click();
  const allocations = flowerline.getByRole('table', { name: 'Allocations' });
  await expect(allocations.getByRole('row').nth(1)).toContainText('rejected: Insufficient time given');
  await expect(allocations.getByRole('row').nth(2)).toContainText('expired');

  // Flowerline offers it by hand to the store that turned it down, from the admin tab.
  await flowerline.getByRole('tab', { name: 'Admin' }).click();
  await flowerline.getByLabel('Action').selectOption('Manual allocation');
  const allocate = flowerline.getByRole('form', { name: 'Manual allocation' });
  await allocate.getByLabel('Store key').fill('VIC-002');
  await allocate.getByRole('button', { name: 'Manual allocation' }).click();
  await expect(flowerline.getByText('Manual allocation: saved.')).toBeVisible();

  // The florist accepts it from the pop-up.
  const again = florist.getByRole('alertdialog', { name: new RegExp(`New order .*${orderNumber}`) });
  await expect(again).toBeVisible({ timeout: 5000 });
  await again.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(again).toBeHidden();

  // The customer sees the order in progress in their order history.
  await page.goto('/myaccount/mypreviousorders/');
  await waitForIsland(page, 'AccountArea');
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Confirmed');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByText('Accepted Order', { exact: true })).toBeVisible();
  await florist.context().close();
  await flowerline.context().close();
});
