import { expect, type Locator, type Page } from '@playwright/test';
import { FITZROY, storeDelivery, upcomingDeliveryDate, waitForHeader } from './shop';
import { fillTextboxes } from './page';

async function csrf(page: Page): Promise<string> {
  const response = await page.request.get('/api/csrf');
  return ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
}

/** A call to the shop's API as this browser (its cookies), failing the test on anything but 2xx. */
export async function apiCall<T = Record<string, unknown>>(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data: object = {}): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { 'x-csrf-token': await csrf(page) } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A cart built through the API as this browser (a shortcut past the product
 * pages, which their own tests cover), remembered where the shop's islands
 * look for it: `signedIn` for a customer or staff cart.
 */
export async function cartThroughApi(page: Page, { signedIn = false, day = upcomingDeliveryDate(4) } = {}) {
  const identity = await apiCall<{ cartId: string; anonymousId: string; customerId: string | null }>(page, 'POST', '/carts');
  await page.addInitScript(([key, stored]) => localStorage.setItem(key, JSON.stringify(stored)), [signedIn ? 'cart-id-customer' : 'cart-id-anonymous', identity] as const);
  const add = (productKey: string, variantKey: string, destination: { suburbId: string } | { countryCode: string } = { suburbId: FITZROY.suburbId }) =>
    apiCall<{ lineItems: { lineItemId: string }[] }>(page, 'POST', `/carts/${identity.cartId}/line-items`, { productKey, variantKey, deliveryDate: day, quantity: 1, ...destination });
  return { ...identity, day, add, path: `/carts/${identity.cartId}` };
}

/** The sender and recipient steps of checkout, filled and continued. */
export async function fillCheckoutDetails(page: Page, { sender = true, recipient = true } = {}) {
  if (sender) {
    const form = page.getByRole('form', { name: 'Your details' });
    await fillTextboxes(form, { 'First name': 'Jane', 'Last name': 'Citizen', Email: 'jane.citizen@example.com', Mobile: '0412 345 678' });
    await form.getByRole('button', { name: 'Continue to delivery' }).click();
  }
  if (recipient) {
    const form = page.getByRole('form', { name: 'Delivery details' });
    await fillTextboxes(form, { "Recipient's first name": 'Sam', "Recipient's last name": 'Lee', 'Street address': '12 Brunswick Street', "Recipient's phone": '03 9876 5432' });
    await form.getByRole('button', { name: 'Continue to payment' }).click();
  }
  return page.getByRole('form', { name: 'Payment' });
}

/** The sandbox's hosted payment page: pays with a test card. */
export async function payOnSandbox(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/payments\/sandbox/);
  const form: Locator = page.getByRole('form', { name: /pay/i });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel(/Expiry/).fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Jane Citizen');
  await form.getByRole('button', { name: /^Pay/ }).click();
}

type AddedCart = { lineItems: { lineItemId: string; name: string }[] };

/** A cart of one bouquet built through the API, then the drawer opened on a page. */
export async function openCartWithBouquet(page: Page, { signedIn = false } = {}) {
  const cart = await cartThroughApi(page, { signedIn });
  const added = (await cart.add('WB1001', 'WB1001-STD')) as AddedCart;
  const line = added.lineItems[0]!;
  await storeDelivery(page, cart.day);
  await page.goto('/contact-us');
  await waitForHeader(page);
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  return { cart, line, drawer };
}

/** Flowerline (signed in on `page`) places an order for one bouquet on account, through the API. */
export async function placeOrderOnAccount(page: Page) {
  const cart = await cartThroughApi(page, { signedIn: true });
  const [line] = (await cart.add('WB1001', 'WB1001-STD')).lineItems;
  await apiCall(page, 'POST', `${cart.path}/line-items/${line!.lineItemId}/set-card-message`, { noCardMessage: true });
  const { order } = await apiCall<{ order: { orderId: string; orderNumber: string } }>(page, 'POST', `${cart.path}/checkout`, {
    sender: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' },
    recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Brunswick Street', phone: '03 9876 5432' },
    paymentMethod: 'account',
  });
  return order;
}
