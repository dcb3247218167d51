import { expect, test, type Page } from '@playwright/test';
import { price } from '../../src/lib/domain/money';
import { signInAs } from './auth-helpers';
import { apiCall, cartThroughApi, fillCheckoutDetails, payOnSandbox, placeOrderOnAccount } from './support/checkout';
import { fillTextboxes, seriousA11yViolations } from './support/page';
import { storeDelivery, waitForHeader, waitForIsland } from './support/shop';

const PAYMENT_STARTED = 'A payment was started for this order.';

/** A guest's cart of one bouquet without a card message, built through the API. */
async function cartOfOneBouquet(page: Page) {
  const cart = await cartThroughApi(page);
  const [line] = (await cart.add('WB1001', 'WB1001-STD')).lineItems;
  await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
  return cart;
}

/** Checkout filled in and sent to the sandbox's payment page; answers the payment session's id. */
async function startPayment(page: Page) {
  await page.goto('/checkout');
  await waitForIsland(page, 'CheckoutApp');
  const payment = await fillCheckoutDetails(page);
  await payment.getByRole('button', { name: /securely$/ }).click();
  await expect(page.getByRole('form', { name: 'Pay with card' })).toBeVisible();
  return new URL(page.url()).searchParams.get('session')!;
}

const sessionOf = async (page: Page, id: string) => (await page.request.get(`/api/payments/sessions/${id}`)).json();

// The sessions' and refunds' rules do not depend on the screen: they run once, on desktop; the Payments page's layout runs on both.
test.describe('one payable session per cart', () => {
  test.skip(({ isMobile }) => isMobile, 'run once, on desktop');
  test('checkout open in two tabs: paid in one, the other is told the cart was ordered, and one order is made and one payment taken', async ({ page, context }) => {
    test.slow();
    const cart = await cartOfOneBouquet(page);
    const first = await startPayment(page);

    // The second tab starts its own payment for another address, which closes the first tab's.
    const other = await context.newPage();
    await other.goto('/checkout');
    await waitForIsland(other, 'CheckoutApp');
    await expect(other.getByRole('status').filter({ hasText: PAYMENT_STARTED })).toContainText('Nothing is charged twice.');
    await fillCheckoutDetails(other, { recipient: false });
    const delivery = other.getByRole('form', { name: 'Delivery details' });
    await fillTextboxes(delivery, { "Recipient's first name": 'Alex', "Recipient's last name": 'Lee', 'Street address': '40 Gertrude Street', "Recipient's phone": '03 9876 5432' });
    await delivery.getByRole('button', { name: 'Continue to payment' }).click();
    await other.getByRole('form', { name: 'Payment' }).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(other.getByRole('form', { name: 'Pay with card' })).toBeVisible();
    const second = new URL(other.url()).searchParams.get('session')!;
    expect(second).not.toBe(first);
    await payOnSandbox(other, '4242 4242 4242 4242');
    await expect(other.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const orderNumber = await other.getByTestId('order-number').textContent();

    // The first tab pays on its page, still open: refused, with the shop's reason.
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page.getByRole('alert')).toContainText('This cart has already been ordered, so this payment was not taken.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // One order for the cart, paid by the second payment; the first took nothing.
    const ordered = await (await page.request.get(`/api${cart.path}`)).json();
    expect(ordered).toMatchObject({ cartState: 'Ordered', orderId: expect.any(String) });
    expect(await sessionOf(page, second)).toMatchObject({ status: 'paid', orderId: ordered.orderId, orderNumber, refund: null });
    expect(await sessionOf(page, first)).toMatchObject({ status: 'expired', orderId: null, refund: null, failureReason: 'A newer checkout of the cart replaced it.' });

    // Coming back to the shop from the closed payment says the cart was ordered, and leads to the order.
    await page.goto(`/checkout/confirmation?session=${encodeURIComponent(first)}`);
    await expect(page.getByRole('heading', { name: 'This cart has already been ordered' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Nothing was charged for it.');
    await page.getByRole('link', { name: 'See your order' }).click();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber!);
  });

  test('the cart drawer says a payment was started for the cart until the cart changes, which closes the payment', async ({ page }) => {
    const cart = await cartOfOneBouquet(page);
    const session = await startPayment(page);

    await storeDelivery(page, cart.day);
    await page.goto('/contact-us');
    await waitForHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const notice = drawer.getByRole('status').filter({ hasText: PAYMENT_STARTED });
    await expect(notice).toContainText("Changing your cart cancels it, so you'll pay again at checkout.");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole('textbox', { name: 'Promo code' }).fill('SPRING15');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('promo-code')).toContainText('SPRING15');
    await expect(notice).toHaveCount(0);

    // The payment page of the closed session takes no payment, and says why.
    await page.goto(`/payments/sandbox?session=${encodeURIComponent(session)}`);
    await expect(page.getByRole('alert')).toHaveText('This payment was closed before it was made. The cart changed after this payment was started. Nothing was charged.');
    await expect(page.getByRole('form', { name: 'Pay with card' })).toHaveCount(0);
  });

  test('a payment that arrived for a cart that had changed is said to be refunded, on the return page and at checkout', async ({ page }) => {
    const session = 'cs_test_refundedpayment1';
    await page.route(`**/api/payments/sessions/${session}`, (route) =>
      route.fulfill({
        json: {
          id: session,
          status: 'paid',
          orderId: null,
          orderNumber: null,
          failureReason: 'The payment arrived after its session had been closed: The cart changed after this payment was started.',
          cartId: '00000000-0000-4000-8000-000000000000',
          amount: price(9500),
          refund: { status: 'pending', amount: price(9500) },
        },
      }),
    );
    await page.goto(`/checkout/confirmation?session=${session}`);
    await expect(page.getByRole('heading', { name: 'Your cart changed after this payment was started' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your payment of $95 is being refunded to your card.');
    await expect(page.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`/checkout?payment=failed&session=${session}`);
    await waitForIsland(page, 'CheckoutApp');
    await expect(page.getByRole('alert')).toContainText('Your cart changed after this payment was started. So this payment could not become your order. Your payment of $95');
  });
});

test.describe('refunds for Flowerline', () => {
  test.skip(({ isMobile }) => isMobile, 'run once, on desktop');
  test('Flowerline requests a refund on an order, approves it, and sees it refunded', async ({ page }) => {
    test.slow();
    await signInAs(page, 'flowerline');
    const order = await placeOrderOnAccount(page);
    await page.goto(`/myaccount/orders/${order.orderId}`);
    await waitForIsland(page, 'AccountArea');
    await page.getByRole('tablist', { name: 'Order' }).getByRole('tab', { name: 'Admin' }).click();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('No refunds on this order.');

    await page.getByLabel('Action').selectOption('Request refund');
    const request = page.getByRole('form', { name: 'Request refund' });
    await request.getByLabel('Amount ($)').fill('20');
    await request.getByLabel('Reason').fill('Flowers arrived wilted');
    await request.getByRole('button', { name: 'Request refund' }).click();
    await expect(page.getByText('Request refund: saved.')).toBeVisible();
    const refund = refunds.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText('$20');
    await expect(refund).toContainText('Flowers arrived wilted');
    await expect(refund).toContainText('Awaiting approval');
    await expect(refund).toContainText(/Requested \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}(AM|PM)/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await refund.getByRole('button', { name: 'Approve refund of $20' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this refund?' });
    await expect(confirm).toContainText('$20 goes back to the customer');
    await confirm.getByRole('button', { name: 'Approve refund' }).click();
    await expect(confirm).toBeHidden();
    await expect(refunds.getByText('The refund of $20 is approved.')).toBeVisible();
    await expect(refund).toContainText('Refunded');
    await expect(refund).toContainText(/refunded \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}(AM|PM)/);
    await expect(refund.getByRole('button', { name: /Approve refund/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Audit log' })).toContainText('Approve refund');
  });
});

test.describe('the Payments page', () => {
  test('the Payments page lists a refund with its order, reason, amount, status and dates', async ({ page, isMobile }) => {
    await signInAs(page, 'flowerline');
    const order = await placeOrderOnAccount(page);
    await apiCall(page, 'POST', `/orders/${order.orderId}/request-refund`, { amount: '15', reason: 'Delivered a day late' });
    const [requested] = (await (await page.request.get(`/api/orders/${order.orderId}/refunds`)).json()) as { refundId: string }[];
    await apiCall(page, 'POST', `/orders/${order.orderId}/approve-refund`, { refundId: requested!.refundId });

    await page.goto('/myaccount/payments/');
    await waitForIsland(page, 'AccountArea');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open payment cases' })).toBeVisible();
    const row = page.getByRole('list', { name: 'Recent refunds' }).getByRole('listitem').filter({ hasText: order.orderNumber });
    await expect(row.getByRole('link', { name: order.orderNumber })).toHaveAttribute('href', `/myaccount/orders/${order.orderId}`);
    await expect(row).toContainText('Requested on the order');
    await expect(row).toContainText('Delivered a day late');
    await expect(row).toContainText('$15');
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText(/Requested \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}(AM|PM)/);
    // A card with its labels on a phone; a row under column headings on a wide screen.
    await expect(row.locator('dt').first()).toHaveCSS('position', isMobile ? 'static' : 'absolute');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
