import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { apiCall, placeOrderOnAccount } from './support/checkout';
import { waitForHeader, waitForIsland } from './support/shop';
import type { Person } from '../support/people';

/** Flowerline places an order on account and offers it by hand to `storeKey`. */
async function offerAnOrder(page: Page, storeKey: string) {
  const order = await placeOrderOnAccount(page);
  await apiCall(page, 'POST', `/orders/${order.orderId}/manual-allocation`, { storeKey });
  return order;
}

test('a florist on any page gets a pop-up for an order offered to the store, rejects it with a reason, and hears when another is taken away', async ({ page, browser }) => {
  test.slow();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const florist = await context.newPage();
  await signInAs(florist, 'otherOwner');
  await florist.goto('/contact-us');
  await waitForHeader(florist);

  await signInAs(page, 'flowerline');
  const first = await offerAnOrder(page, 'VIC-002');
  const popup = florist.getByRole('alertdialog', { name: new RegExp(`New order .*${first.orderNumber}`) });
  await expect(popup).toBeVisible({ timeout: 5000 });
  const row = popup.getByTestId('offered-order').filter({ hasText: first.orderNumber });
  await row.getByLabel(`Reason for rejecting order ${first.orderNumber}`).selectOption({ label: 'Flowers not available' });
  await row.getByRole('button', { name: `Reject order ${first.orderNumber}` }).click();
  await expect(popup).toBeHidden();
  const history = (await (await page.request.get(`/api/orders/${first.orderId}/allocationHistory`)).json()) as {
    allocatedStoreKey: string;
    outcome: string;
    responseReason: { text: string } | null;
  }[];
  expect(history.find((h) => h.allocatedStoreKey === 'VIC-002' && h.outcome === 'rejected')?.responseReason?.text).toBe('Flowers not available');

  const second = await offerAnOrder(page, 'VIC-002');
  await expect(
    florist
      .getByRole('alertdialog', { name: /^New order/ })
      .getByTestId('offered-order')
      .filter({ hasText: second.orderNumber }),
  ).toBeVisible({ timeout: 5000 });
  // Flowerline gives it to another store: the florist is told it is gone.
  await apiCall(page, 'POST', `/orders/${second.orderId}/manual-allocation`, { storeKey: 'VIC-001' });
  const gone = florist.getByRole('alertdialog').getByTestId('expired-orders');
  await expect(florist.getByRole('alertdialog')).toContainText(`Order ${second.orderNumber} expired for your store`, { timeout: 5000 });
  await expect(gone).toContainText(`Flowerline took order ${second.orderNumber} back from your store.`);
  await gone.getByRole('button', { name: 'OK' }).click();
  await expect(gone).toBeHidden();
  await context.close();
});

test('while the alert stream is down, the worker polls the received orders and the pop-up still comes', async ({ page, browser }) => {
  test.slow();
  await signInAs(page, 'flowerline');
  const order = await offerAnOrder(page, 'VIC-002');

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const florist = await context.newPage();
  await signInAs(florist, 'otherOwner');
  // The stream says hello and drops at once, every time: the worker falls back to polling.
  let polls = 0;
  await context.route('**/api/orders/florist-alerts', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: `event: start\ndata: ${JSON.stringify({ storeKey: 'VIC-002', orderAlerts: true, sound: 'mute', repeat: 1 })}\n\n` }),
  );
  await context.route('**/api/orders/florist-recieved-order-history**', (route) => {
    polls++;
    return route.fallback();
  });
  await florist.goto('/contact-us');
  await waitForHeader(florist);
  const popup = florist.getByRole('alertdialog', { name: new RegExp(`New order .*${order.orderNumber}`) });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  expect(polls).toBeGreaterThan(0);
  await context.close();
});

/** A browser of its own, signed in as `person`. */
async function signedInPage(browser: Browser, person: Person) {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInAs(page, person);
  return page;
}

/** The order's page, once it offers the order to the store and hears the store's alert stream. */
async function openOffer(florist: Page, orderId: string, { listening = true } = {}) {
  await florist.goto(`/myaccount/orders/${orderId}`);
  await waitForIsland(florist, 'AccountArea');
  const offer = florist.getByRole('region', { name: 'Offered to your store' });
  await expect(offer.getByRole('button', { name: 'Accept order' })).toBeVisible();
  if (listening) await expect(florist.locator('[data-order-alerts="listening"]')).toBeAttached();
  return offer;
}

test('when one of the store’s staff rejects an offered order, the others’ Accept and Reject give way within 2 s to who rejected it', async ({ page, browser }) => {
  test.slow();
  await signInAs(page, 'flowerline');
  const order = await offerAnOrder(page, 'VIC-001');
  // The store has order alerts off: its staff answer on the order's page.
  const sophie = await signedInPage(browser, 'floristowner');
  const liam = await signedInPage(browser, 'florist');
  const sophiesOffer = await openOffer(sophie, order.orderId);
  const liamsOffer = await openOffer(liam, order.orderId);

  await sophiesOffer.getByLabel('Reason for rejecting').selectOption({ label: 'Flowers not available' });
  await sophiesOffer.getByRole('button', { name: 'Reject order' }).click();
  await expect(sophie.getByTestId('offer-ended')).toContainText(`You rejected order ${order.orderNumber}`);

  const ended = liam.getByTestId('offer-ended');
  await expect(ended).toContainText(`Order ${order.orderNumber} was rejected by Sophie Harris, so it is no longer offered to your store.`, { timeout: 2000 });
  await expect(liamsOffer).toHaveCount(0);
  await expect(liam.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
  // The store may no longer read the order: it is gone from the page and from the store's received orders.
  await expect(liam.getByRole('region', { name: 'Delivery' })).toHaveCount(0);
  await ended.getByRole('link', { name: 'Back to your orders' }).click();
  await waitForIsland(liam, 'AccountArea');
  await expect(liam.getByRole('table', { name: 'Received orders' }).or(liam.getByText('There are no records to display'))).toBeVisible();
  await expect(liam.getByRole('link', { name: order.orderNumber })).toHaveCount(0);
  await sophie.context().close();
  await liam.context().close();
});

test('an answer to an offer someone else of the store already answered says who answered it, and the controls go', async ({ page, browser }) => {
  test.slow();
  await signInAs(page, 'flowerline');
  const order = await offerAnOrder(page, 'VIC-001');
  const sophie = await signedInPage(browser, 'floristowner');
  const liam = await signedInPage(browser, 'florist');
  // Liam's page does not hear the alert stream (a connection that dropped): only his answer tells him.
  await liam.context().route('**/api/orders/florist-alerts', (route) => route.abort());
  const sophiesOffer = await openOffer(sophie, order.orderId);
  const liamsOffer = await openOffer(liam, order.orderId, { listening: false });

  await sophiesOffer.getByRole('button', { name: 'Accept order' }).click();
  await expect(sophie.getByTestId('offer-ended')).toHaveText(`You accepted order ${order.orderNumber}.`);
  await liamsOffer.getByRole('button', { name: 'Accept order' }).click();
  await expect(liam.getByTestId('offer-ended')).toHaveText('This order was already answered by Sophie Harris, who accepted it.');
  await expect(liamsOffer).toHaveCount(0);
  await expect(liam.getByText('Accepted Order', { exact: true })).toBeVisible();
  await sophie.context().close();
  await liam.context().close();
});

test('an offer answered on one of the store’s screens leaves the pop-up on the others within 2 s, saying who answered it', async ({ page, browser }) => {
  test.slow();
  // Two screens of the store with alerts on.
  const counter = await signedInPage(browser, 'otherOwner');
  const workshop = await signedInPage(browser, 'otherOwner');
  for (const florist of [counter, workshop]) {
    await florist.goto('/contact-us');
    await waitForHeader(florist);
    await expect(florist.locator('[data-order-alerts="listening"]')).toBeAttached();
  }
  await signInAs(page, 'flowerline');
  const order = await offerAnOrder(page, 'VIC-002');
  const rowOn = (florist: Page) => florist.getByRole('alertdialog').getByTestId('offered-order').filter({ hasText: order.orderNumber });
  await expect(rowOn(counter)).toBeVisible({ timeout: 5000 });
  await expect(rowOn(workshop)).toBeVisible({ timeout: 5000 });

  await rowOn(counter)
    .getByRole('button', { name: `Accept order ${order.orderNumber}` })
    .click();
  await expect(rowOn(counter)).toHaveCount(0);
  await expect(workshop.getByRole('alertdialog').getByTestId('expired-orders')).toContainText(`Order ${order.orderNumber} was accepted by Grace Walker.`, { timeout: 2000 });
  await expect(rowOn(workshop)).toHaveCount(0);
  await counter.context().close();
  await workshop.context().close();
});
