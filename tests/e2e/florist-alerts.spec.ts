import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './auth-helpers';
import { apiCall, placeOrderOnAccount } from './support/checkout';
import { waitForHeader } from './support/shop';

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
  await expect(gone).toContainText('been assigned to another florist');
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
