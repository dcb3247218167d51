import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { CheckoutOptionsModel, OrderModel, PaymentSessionStatusModel, SandboxPayResultModel } from '../../src/lib/api/contracts/checkout';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { emailOutbox, orders, paymentEvents, promoCodes } from '../../src/server/db/schema/index';
import { signatureHeader } from '../../src/server/payments/signature';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, readProblem } from './read';

/**
 * Checkout and card payment through the API: the sandbox provider speaks
 * Stripe's session and event formats, and the order is made only by the
 * verified webhook, exactly once per payment.
 */
const t = useTestApp({ frozenClock: true });

const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const body = (overrides: Record<string, unknown> = {}) => ({ sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card', ...overrides });
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };

/** A cart ready for checkout: one bouquet to Kew on Friday, its card message ticked off. */
async function readyCart(client: ApiClient, { promo }: { promo?: string } = {}) {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW }), CartModel);
  const message = await client.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { cardMessage: 'Happy birthday, Sam!' });
  expect(message.status).toBe(200);
  if (promo) expect((await client.post(`/api/carts/${cartId}/promo-codes`, { code: promo })).status).toBe(200);
  return { cartId, cart: await readAs(await client.get(`/api/carts/${cartId}`), CartModel) };
}

async function startCardPayment(client: ApiClient, cartId: string) {
  const response = await client.post(`/api/carts/${cartId}/checkout`, body());
  expect(response.status).toBe(201);
  const { paymentSession } = (await response.json()) as { paymentSession: { id: string; url: string } };
  expect(paymentSession.id).toMatch(/^cs_test_/);
  expect(paymentSession.url).toBe(`/payments/sandbox?session=${paymentSession.id}`);
  return paymentSession.id;
}

const completedEvent = (sessionId: string, cartId: string, eventId: string) =>
  JSON.stringify({ id: eventId, object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { cartId } } } });
const deliver = (client: ApiClient, rawBody: string, signature: string | null = signatureHeader(rawBody)) =>
  client.request('POST', '/api/payments/webhook', { rawBody, csrf: false, headers: signature === null ? {} : { 'stripe-signature': signature } });
const usesOf = async (code: string) => (await t.database.db.select({ applications: promoCodes.applications }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.applications;
const ordersOf = async (cartId: string) => (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId)))[0]!.n;

describe('paying by card through the sandbox', () => {
  it('pays, makes the order from the webhook, orders the cart and confirms by email', async () => {
    const client = t.client();
    const { cartId, cart } = await readyCart(client, { promo: 'SPRING15' });
    const before = await usesOf('SPRING15');
    const sessionId = await startCardPayment(client, cartId);
    const open = await readAs(await client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
    expect(open).toMatchObject({ status: 'open', orderId: null, cartId, amount: { centAmount: cart.totalPrice.centAmount } });

    const paid = await readAs(await client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD), SandboxPayResultModel);
    expect(paid.redirectUrl).toBe(`/checkout/confirmation?session=${sessionId}`);
    const status = await readAs(await client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
    expect(status).toMatchObject({ status: 'paid', orderNumber: expect.stringMatching(/^WB\d{7}$/) });

    const order = await readAs(await client.get(`/api/orders/${status.orderId}`), OrderModel);
    expect(order).toMatchObject({
      orderNumber: status.orderNumber,
      status: 'Open',
      paymentStatus: 'Paid',
      paymentMethod: 'card',
      sender: { email: 'jane.citizen@example.com', mobile: '+61412345678' },
      recipient: { firstName: 'Sam', street: '12 Cotham Road', suburb: 'Kew', state: 'VIC', postcode: '3101', country: 'Australia' },
      deliveryDate: FRIDAY,
      placedByGuest: true,
      promoCodes: [{ code: 'SPRING15' }],
      totalPrice: { centAmount: cart.totalPrice.centAmount },
    });
    expect(order.lines).toMatchObject([{ kind: 'product', sku: 'WB1001-STD', quantity: 1, cardMessage: 'Happy birthday, Sam!' }]);
    expect(order.financialSummary.map((line) => line.kind)).toEqual(cart.financialSummary.map((line) => line.kind));
    expect((await t.client().get(`/api/orders/${status.orderId}`)).status).toBe(404);

    const ordered = await readAs(await client.get(`/api/carts/${cartId}`), CartModel);
    expect(ordered).toMatchObject({ cartState: 'Ordered', orderId: status.orderId, canCheckout: false });
    // A second checkout of the ordered cart, and a second payment of the session, are refused.
    expect((await readProblem(await client.post(`/api/carts/${cartId}/checkout`, body()))).type).toBe(PROBLEM_TYPES.cartOrdered);
    const again = await client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD);
    expect(again.status).toBe(409);
    expect((await readProblem(again)).type).toBe(PROBLEM_TYPES.paymentSessionClosed);
    const next = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    expect(next.cartId).not.toBe(cartId);
    const after = await usesOf('SPRING15');
    expect(after).toBe(before + 1);
    const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-confirmation')).orderBy(emailOutbox.createdAt);
    expect(email).toMatchObject({ recipient: 'jane.citizen@example.com', subject: `Your Wattle & Bloom order ${status.orderNumber}` });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', 'Your card number is incorrect.'],
  ])('leaves the cart Active with the reason when %s is refused', async (cardNumber, reason) => {
    const client = t.client();
    const { cartId } = await readyCart(client);
    const sessionId = await startCardPayment(client, cartId);
    const declined = await readAs(await client.post(`/api/payments/sandbox/${sessionId}/pay`, { ...CARD, cardNumber }), SandboxPayResultModel);
    expect(declined.redirectUrl).toBe(`/checkout?payment=failed&session=${sessionId}`);
    const status = await readAs(await client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
    expect(status).toMatchObject({ status: 'failed', orderId: null });
    expect(status.failureReason).toContain(reason);
    expect((await readAs(await client.get(`/api/carts/${cartId}`), CartModel)).cartState).toBe('Active');
    expect(await ordersOf(cartId)).toBe(0);
    // The shopper tries again with another card.
    const retry = await startCardPayment(client, cartId);
    await client.post(`/api/payments/sandbox/${retry}/pay`, CARD);
    expect(await ordersOf(cartId)).toBe(1);
  });

  it('answers a session only to the browser that holds its cart', async () => {
    const client = t.client();
    const { cartId } = await readyCart(client);
    const sessionId = await startCardPayment(client, cartId);
    for (const id of [sessionId, 'cs_test_nope123456', 'nope', '%00']) {
      expect((await t.client().get(`/api/payments/sessions/${encodeURIComponent(id)}`)).status, id).toBeGreaterThanOrEqual(400);
    }
    expect((await t.client().get(`/api/payments/sessions/${sessionId}`)).status).toBe(404);
  });
});

describe('exactly one order per payment', () => {
  it('makes one order from 20 concurrent deliveries of the same event and a racing browser return', async () => {
    const client = t.client();
    const { cartId } = await readyCart(client, { promo: 'SAVE10' });
    const before = await usesOf('SAVE10');
    const sessionId = await startCardPayment(client, cartId);
    const event = completedEvent(sessionId, cartId, 'evt_test_concurrent_1');
    const answers = await Promise.all([...Array.from({ length: 20 }, () => deliver(t.client(), event)), client.get(`/api/payments/sessions/${sessionId}`)]);
    expect(answers.map((response) => response.status)).toEqual([...Array.from({ length: 20 }, () => 200), 200]);
    expect(await ordersOf(cartId)).toBe(1);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId));
    expect(events.map((row) => row.id)).toEqual(['evt_test_concurrent_1']);
    // Another event for the same payment (a redelivery under a new id, out of order) changes nothing.
    expect((await deliver(t.client(), completedEvent(sessionId, cartId, 'evt_test_concurrent_2'))).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
    const after = await usesOf('SAVE10');
    expect(after).toBe(before + 1);
    const status = await readAs(await client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
    expect(status.status).toBe('paid');
  });

  it('hands an unchanged second checkout the same session, and refunds a payment of a session replaced by a changed one', async () => {
    const client = t.client();
    const { cartId } = await readyCart(client);
    const first = await startCardPayment(client, cartId);
    expect(await startCardPayment(client, cartId)).toBe(first);
    const replaced = await client.post(`/api/carts/${cartId}/checkout`, body({ deliveryInstructions: 'Leave at the door' }));
    const second = ((await replaced.json()) as { paymentSession: { id: string } }).paymentSession.id;
    expect(second).not.toBe(first);
    // The replaced session's payment first (were the other first, the cart would already be ordered: refunded all the same).
    await deliver(t.client(), completedEvent(first, cartId, 'evt_test_pair_1'));
    await deliver(t.client(), completedEvent(second, cartId, 'evt_test_pair_2'));
    expect(await ordersOf(cartId)).toBe(1);
    const refunded = await readAs(await client.get(`/api/payments/sessions/${first}`), PaymentSessionStatusModel);
    expect(refunded).toMatchObject({ status: 'paid', orderId: null, refund: { status: 'refunded' } });
    expect(refunded.failureReason).toContain('A newer checkout of the cart replaced it.');
  });

  it.each([
    ['no signature', null],
    ['a wrong secret', signatureHeader('{}', 'whsec_not_the_shops_secret')],
    ['a stale timestamp', 'stale'],
    ['a tampered body', 'tampered'],
  ])('refuses a webhook with %s and changes nothing', async (_, signature) => {
    const client = t.client();
    const { cartId } = await readyCart(client);
    const sessionId = await startCardPayment(client, cartId);
    const event = completedEvent(sessionId, cartId, `evt_test_forged_${Math.random().toString(36).slice(2)}`);
    const header =
      signature === 'stale' ? signatureHeader(event, undefined, new Date(Date.now() - 10 * 60 * 1000)) : signature === 'tampered' ? signatureHeader(event.replace('paid', 'unpaid')) : signature;
    const response = await deliver(t.client(), event, header);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).type).toBe(PROBLEM_TYPES.paymentSignatureInvalid);
    expect(await ordersOf(cartId)).toBe(0);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toEqual([]);
  });
});

describe('the checkout gate and its input', () => {
  it('refuses an empty cart, a cart missing a card message, and names the lines', async () => {
    const client = t.client();
    const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    const empty = await readProblem(await client.post(`/api/carts/${cartId}/checkout`, body()));
    expect(empty.type).toBe(PROBLEM_TYPES.checkoutEmptyCart);
    const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW }), CartModel);
    const response = await client.post(`/api/carts/${cartId}/checkout`, body());
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { type: string; title: string; lineItemIds: string[] };
    expect(problem).toMatchObject({ type: PROBLEM_TYPES.checkoutCardMessageMissing, title: 'Enter a card message or tick the box for above products', lineItemIds: [added.lineItems[0]!.lineItemId] });
  });

  it('refuses a promo code that does not match the cart', async () => {
    const client = t.client();
    const { cartId } = await readyCart(client, { promo: 'HAMPER20' });
    const problem = await readProblem(await client.post(`/api/carts/${cartId}/checkout`, body()));
    expect(problem.type).toBe(PROBLEM_TYPES.checkoutPromoCodeDoesNotMatch);
  });

  it.each([
    [{ sender: { ...SENDER, email: 'not-an-email' } }, 'sender.email'],
    [{ sender: { ...SENDER, mobile: '12345' } }, 'sender.mobile'],
    [{ sender: { ...SENDER, firstName: '' } }, 'sender.firstName'],
    [{ recipient: { ...RECIPIENT, street: '' } }, 'recipient.street'],
    [{ recipient: { ...RECIPIENT, phone: 'call me' } }, 'recipient.phone'],
    [{ recipient: { ...RECIPIENT, lastName: 'L33t' } }, 'recipient.lastName'],
    [{ paymentMethod: 'cash' }, 'paymentMethod'],
    [{ deliveryInstructions: 'x'.repeat(256) }, 'deliveryInstructions'],
    [{ sender: null }, 'sender'],
  ])('refuses %j with a 422 naming %s, and starts no payment', async (overrides, field) => {
    const client = t.client();
    const { cartId } = await readyCart(client);
    const problem = await readProblem(await client.post(`/api/carts/${cartId}/checkout`, body(overrides)));
    expect(Object.keys(problem.errors)).toContain(field);
    expect(await ordersOf(cartId)).toBe(0);
  });

  it('answers 404 to a checkout of somebody else’s cart', async () => {
    const { cartId } = await readyCart(t.client());
    expect((await t.client().post(`/api/carts/${cartId}/checkout`, body())).status).toBe(404);
    expect((await t.client().get(`/api/checkout/options?cartId=${cartId}`)).status).toBe(404);
  });
});

describe('paying on account', () => {
  it('places Flowerline’s order at once with the balance due', async () => {
    const client = await signedInClient(t, 'flowerline');
    const { cartId } = await readyCart(client);
    const options = await readAs(await client.get(`/api/checkout/options?cartId=${cartId}`), CheckoutOptionsModel);
    expect(options).toMatchObject({ checkoutUserKind: 'flowerline', canPayOnAccount: true });
    const response = await client.post(`/api/carts/${cartId}/checkout`, body({ paymentMethod: 'account' }));
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { orderId: string; orderNumber: string } };
    const placed = await readAs(await client.get(`/api/orders/${order.orderId}`), OrderModel);
    expect(placed).toMatchObject({ orderNumber: order.orderNumber, paymentStatus: 'Balance Due', paymentMethod: 'account', placedByGuest: false });
    expect(placed.financialSummary[0]!.kind).toBe('delivery');
  });

  it('is refused to customers and guests, who pay by card', async () => {
    for (const client of [await signedInClient(t, 'customer'), t.client()]) {
      const { cartId } = await readyCart(client);
      const options = await readAs(await client.get(`/api/checkout/options?cartId=${cartId}`), CheckoutOptionsModel);
      expect(options.canPayOnAccount).toBe(false);
      const response = await client.post(`/api/carts/${cartId}/checkout`, body({ paymentMethod: 'account' }));
      expect(response.status).toBe(403);
      expect((await readProblem(response)).errors).toHaveProperty('paymentMethod');
      expect(await ordersOf(cartId)).toBe(0);
    }
  });
});
