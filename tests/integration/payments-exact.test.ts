import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { PaymentSessionStatusModel } from '../../src/lib/api/contracts/checkout';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { carts, orders, paymentCases, paymentRefunds, paymentSessions, productVariants, products, promoCodes } from '../../src/server/db/schema/index';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import { signatureHeader } from '../../src/server/payments/signature';
import { PEOPLE } from '../support/people';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, readProblem } from './read';

/**
 * Money is exact: one payable session per cart, bound to the cart as it was
 * priced; a payment that cannot become its order is refunded; promo code
 * uses are reserved, never counted past their limit; amounts are 64-bit
 * with a ceiling on a cart; and no order of operations answers a 500.
 */
const t = useTestApp({ frozenClock: true });

const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const body = (overrides: Record<string, unknown> = {}) => ({ sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card', ...overrides });
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const line = (variantKey = 'WB1001-STD', quantity = 1) => ({ productKey: variantKey.split('-')[0], variantKey, deliveryDate: FRIDAY, quantity, suburbId: KEW });

async function readyCart(client: ApiClient, { promo }: { promo?: string } = {}) {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line()), CartModel);
  expect((await client.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { cardMessage: 'Happy birthday!' })).status).toBe(200);
  if (promo) expect((await client.post(`/api/carts/${cartId}/promo-codes`, { code: promo })).status).toBe(200);
  return cartId;
}

async function checkout(client: ApiClient, cartId: string, overrides: Record<string, unknown> = {}) {
  const response = await client.post(`/api/carts/${cartId}/checkout`, body(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { paymentSession: { id: string } }).paymentSession.id;
}

const pay = (client: ApiClient, sessionId: string) => client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD);
/** The provider's `checkout.session.completed` for a session, signed as the provider signs it. */
function completed(client: ApiClient, sessionId: string, cartId: string, extra: Record<string, unknown> = {}) {
  const rawBody = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { cartId }, ...extra } },
  });
  return client.request('POST', '/api/payments/webhook', { rawBody, csrf: false, headers: { 'stripe-signature': signatureHeader(rawBody) } });
}

const db = () => t.database.db;
const ordersOf = async (cartId: string) => (await db().select({ n: count() }).from(orders).where(eq(orders.cartId, cartId)))[0]!.n;
const sessionsOf = (cartId: string) => db().select().from(paymentSessions).where(eq(paymentSessions.cartId, cartId));
const openSessionsOf = async (cartId: string) => (await sessionsOf(cartId)).filter((session) => session.status === 'open');
const refundOf = async (sessionId: string) => (await db().select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, sessionId)))[0];
const status = async (client: ApiClient, sessionId: string) => readAs(await client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);

async function promoCode(code: string, maxApplications: number) {
  await db()
    .insert(promoCodes)
    .values({ code, description: `${code} test code`, discountKind: 'percentage', percent: 10, maxApplications, applications: 0 });
}
const usesOf = async (code: string) => (await db().select({ applications: promoCodes.applications }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.applications;

describe('one payable session per cart', () => {
  it('20 checkouts of one cart at once open one session; paying it makes one order and nothing else is payable', async () => {
    const client = t.client();
    const cartId = await readyCart(client);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post(`/api/carts/${cartId}/checkout`, body())));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { paymentSession: { id: string } }).paymentSession.id)));
    expect(ids.size).toBe(1);
    expect(await sessionsOf(cartId)).toHaveLength(1);
    const [sessionId] = [...ids] as [string];
    expect((await pay(client, sessionId)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
  });

  it('20 checkouts with different details leave at most one open session, and only it can be paid', async () => {
    const client = t.client();
    const cartId = await readyCart(client);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => client.post(`/api/carts/${cartId}/checkout`, body({ deliveryInstructions: `Gate code ${n}` }))));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { paymentSession: { id: string } }).paymentSession.id));
    const open = await openSessionsOf(cartId);
    expect(open).toHaveLength(1);
    const paid = await Promise.all(ids.map((id) => pay(t.client(), id)));
    expect(paid.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(paid.filter((answer) => answer.status === 409)).toHaveLength(ids.length - 1);
    expect(await ordersOf(cartId)).toBe(1);
    // Every other session, paid at the provider all the same, is refunded, never ordered.
    for (const id of ids.filter((id) => id !== open[0]!.id)) expect((await completed(t.client(), id, cartId)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
    const refunds = await db()
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.cause, 'cart-ordered')));
    expect(refunds.filter((refund) => ids.includes(refund.sessionId!)).every((refund) => refund.status === 'refunded')).toBe(true);
  });

  it("an order on account closes the cart's card session: its payment is refused, and refunded if it arrives anyway", async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const cartId = await readyCart(flowerline);
    const sessionId = await checkout(flowerline, cartId);
    const onAccount = await flowerline.post(`/api/carts/${cartId}/checkout`, body({ paymentMethod: 'account' }));
    expect(onAccount.status).toBe(201);
    const refused = await pay(flowerline, sessionId);
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toContain('already been ordered');
    expect((await completed(t.client(), sessionId, cartId)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
    expect(await refundOf(sessionId)).toMatchObject({ cause: 'cart-ordered', status: 'refunded' });
  });

  it('saving the cart for later closes its session, and a payment that arrives anyway is refunded for that reason', async () => {
    const customer = await signedInClient(t, 'customer');
    const cartId = await readyCart(customer);
    const sessionId = await checkout(customer, cartId);
    expect((await customer.post(`/api/carts/${cartId}/save`, { sender: SENDER })).status).toBe(200);
    expect((await pay(customer, sessionId)).status).toBe(409);
    expect((await completed(t.client(), sessionId, cartId)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(0);
    const refund = await refundOf(sessionId);
    expect(refund).toMatchObject({ cause: 'session-closed', status: 'refunded' });
    expect(refund!.reason).toContain('The cart was saved for later.');
    expect(refund!.reason).not.toContain('already');
    // Resumed, it checks out again with a new session.
    expect((await customer.put(`/api/carts/${cartId}/resume`)).status).toBe(200);
    const again = await checkout(customer, cartId);
    expect(again).not.toBe(sessionId);
    expect((await pay(customer, again)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(1);
  });

  it('a line added after checkout closes the session: the cart keeps both lines, and the old payment is refunded', async () => {
    const client = t.client();
    const cartId = await readyCart(client);
    const sessionId = await checkout(client, cartId);
    const before = await readAs(await client.get(`/api/carts/${cartId}`), CartModel);
    expect(before.paymentSession).toMatchObject({ id: sessionId });
    const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line('WB1002-STD')), CartModel);
    expect(added.paymentSession ?? null).toBeNull();
    expect(added.lineItems).toHaveLength(2);
    expect((await pay(client, sessionId)).status).toBe(409);
    expect((await completed(t.client(), sessionId, cartId)).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(0);
    expect(await refundOf(sessionId)).toMatchObject({ cause: 'session-closed', status: 'refunded' });
    expect((await status(client, sessionId)).refund).toMatchObject({ status: 'refunded' });
    const cart = await readAs(await client.get(`/api/carts/${cartId}`), CartModel);
    expect(cart).toMatchObject({ cartState: 'Active' });
    expect(cart.lineItems).toHaveLength(2);
  });

  it('refunds a payment of another amount than the session priced', async () => {
    const client = t.client();
    const cartId = await readyCart(client);
    const sessionId = await checkout(client, cartId);
    expect((await completed(t.client(), sessionId, cartId, { amount_total: 1 })).status).toBe(200);
    expect(await ordersOf(cartId)).toBe(0);
    expect(await refundOf(sessionId)).toMatchObject({ cause: 'amount-mismatch', amountCents: 1, status: 'refunded' });
  });

  it('merging a guest cart and resuming a saved order after checkout answer 2xx and close the sessions', async () => {
    const { customerId, email, password } = PEOPLE.otherCustomer;
    const guest = t.client();
    const guestCart = await readyCart(guest);
    const guestSession = await checkout(guest, guestCart);
    expect((await guest.post('/api/auth/login', { email, password })).status).toBe(200);
    const { anonymousId } = (await db().select({ anonymousId: carts.anonymousId }).from(carts).where(eq(carts.id, guestCart)))[0]!;
    const merged = await guest.put(`/api/carts/customerId/${customerId}/merge`, { anonymousId });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect((await db().select().from(paymentSessions).where(eq(paymentSessions.id, guestSession)))[0]!.status).toBe('expired');
    const mergedCart = await readAs(merged, CartModel);
    const customerSession = await checkout(guest, mergedCart.cartId);
    const saved = await guest.post(`/api/carts/${mergedCart.cartId}/save`, { sender: SENDER });
    expect(saved.status).toBe(200);
    const next = await readyCart(guest);
    await checkout(guest, next);
    const resumed = await guest.put(`/api/carts/${mergedCart.cartId}/resume`);
    expect(resumed.status, await resumed.clone().text()).toBe(200);
    expect((await db().select().from(paymentSessions).where(eq(paymentSessions.id, customerSession)))[0]!.status).toBe('expired');
    expect(await openSessionsOf(next)).toEqual([]);
  });
});

describe('promo code uses are reserved', () => {
  it('a code limited to 1 use, raced by 20 carts, discounts one order and refuses the others with its own message', async () => {
    await promoCode('ONCEONLY', 1);
    const shoppers = Array.from({ length: 20 }, () => t.client());
    const cartIds = await Promise.all(shoppers.map((client) => readyCart(client, { promo: 'ONCEONLY' })));
    const answers = await Promise.all(shoppers.map((client, n) => client.post(`/api/carts/${cartIds[n]}/checkout`, body())));
    const opened = answers.filter((answer) => answer.status === 201);
    expect(opened).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(422);
      const problem = await readProblem(refused);
      expect(problem.type).toBe(PROBLEM_TYPES.promoCodeNotApplicable);
      expect(problem.errors?.code).toContain('fully redeemed');
    }
    expect(await usesOf('ONCEONLY')).toBe(1);
    const sessionId = ((await opened[0]!.json()) as { paymentSession: { id: string } }).paymentSession.id;
    expect((await pay(t.client(), sessionId)).status).toBe(200);
    const discounted = await db().select({ promoCodes: orders.promoCodes }).from(orders);
    expect(discounted.filter((order) => order.promoCodes.some((promo) => promo.code === 'ONCEONLY'))).toHaveLength(1);
    expect(await usesOf('ONCEONLY')).toBe(1);
  });

  it('a session that ends unpaid releases its use', async () => {
    await promoCode('RELEASED', 1);
    const first = t.client();
    const firstCart = await readyCart(first, { promo: 'RELEASED' });
    await checkout(first, firstCart);
    expect(await usesOf('RELEASED')).toBe(1);
    // The shopper's own session holds the use: their cart does not read as used up.
    const own = await readAs(await first.get(`/api/carts/${firstCart}`), CartModel);
    expect(own.promoCodes[0]!.state).toBe('MatchesCart');
    const declined = await first.post(`/api/payments/sandbox/${(await openSessionsOf(firstCart))[0]!.id}/pay`, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(await usesOf('RELEASED')).toBe(0);
    const second = t.client();
    const secondCart = await readyCart(second, { promo: 'RELEASED' });
    expect((await pay(second, await checkout(second, secondCart))).status).toBe(200);
    expect(await usesOf('RELEASED')).toBe(1);
  });
});

describe('amounts and the ceiling', () => {
  it('refuses the add that takes a cart past its ceiling, naming the quantity, and a cart just under it checks out, saves and resumes', async () => {
    const [deluxe] = await db()
      .select({ key: productVariants.key, priceCents: productVariants.priceCents })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.key, 'WB1001'))
      .orderBy(desc(productVariants.priceCents))
      .limit(1);
    const customer = await signedInClient(t, 'otherCustomer');
    const { cartId } = await readAs(await customer.post('/api/carts', {}), CartIdentityModel);
    const fits = Math.floor(5_000_000 / deluxe!.priceCents);
    const first = await customer.post(`/api/carts/${cartId}/line-items`, line(deluxe!.key, fits));
    expect(first.status, await first.clone().text()).toBe(200);
    const past = await customer.post(`/api/carts/${cartId}/line-items`, line(deluxe!.key, 9999));
    expect(past.status).toBe(422);
    const problem = await readProblem(past);
    expect(problem.type).toBe(PROBLEM_TYPES.cartTotalTooHigh);
    expect(problem.errors?.quantity).toContain('$50,000');
    const cart = await readAs(await customer.get(`/api/carts/${cartId}`), CartModel);
    expect(cart.lineItems).toHaveLength(1);
    await customer.post(`/api/carts/${cartId}/line-items/${cart.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true });
    expect((await customer.post(`/api/carts/${cartId}/checkout`, body())).status).toBe(201);
    expect((await customer.post(`/api/carts/${cartId}/save`, { sender: SENDER })).status).toBe(200);
    expect((await customer.put(`/api/carts/${cartId}/resume`)).status).toBe(200);
    expect((await customer.post(`/api/carts/${cartId}/checkout`, body())).status).toBe(201);
  });
});

describe('reconciliation', () => {
  it('closes timed-out sessions, releasing their uses, and raises a case for a paid session with neither order nor refund', async () => {
    await promoCode('TIMEOUT', 5);
    const client = t.client();
    const cartId = await readyCart(client, { promo: 'TIMEOUT' });
    const sessionId = await checkout(client, cartId);
    expect(await usesOf('TIMEOUT')).toBe(1);
    const later = new Date(Date.now() + 36 * 60 * 1000);
    const report = await reconcilePayments(db(), later);
    expect(report.timedOut).toBeGreaterThanOrEqual(1);
    expect(await usesOf('TIMEOUT')).toBe(0);
    expect((await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)))[0]!.status).toBe('expired');
    expect((await db().select({ id: carts.paymentSessionId }).from(carts).where(eq(carts.id, cartId)))[0]!.id).toBeNull();

    // A paid session that made nothing (as if its webhook had been lost halfway) is a case for Flowerline.
    const lost = await checkout(client, cartId);
    await db().update(paymentSessions).set({ status: 'paid' }).where(eq(paymentSessions.id, lost));
    const found = await reconcilePayments(db(), new Date());
    expect(found.casesRaised).toBe(1);
    const [raised] = await db().select().from(paymentCases).where(eq(paymentCases.sessionId, lost));
    expect(raised).toMatchObject({ kind: 'unaccounted', resolvedAt: null });
    expect((await reconcilePayments(db(), new Date())).casesRaised).toBe(0);
  });
});
