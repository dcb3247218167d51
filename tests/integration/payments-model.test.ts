import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel, CustomerCartModel } from '../../src/lib/api/contracts/cart';
import { carts, orders, paymentEvents, paymentRefunds, paymentSessions, promoCodes } from '../../src/server/db/schema/index';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import { signatureHeader } from '../../src/server/payments/signature';
import { PEOPLE } from '../support/people';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * The purchase path under interleaving: fast-check's scheduler starts the
 * operations of a run on one cart in an order of its choosing, all in
 * flight at once (adds, card messages, checkouts, payments that succeed or
 * are declined, the provider paying any session it ever opened, webhook
 * redeliveries, save, resume, a guest cart merged on sign-in, sign-out,
 * time running out, and other shoppers racing for the same limited promo
 * code), then checks what must always hold:
 *
 * - no answer is a 5xx;
 * - every paid session has exactly one order or one refund;
 * - every order is what its session priced (amount and lines);
 * - a cart has at most one open session, the one it is bound to;
 * - a promo code's uses never pass its limit, and are exactly its orders
 *   plus its open sessions.
 */
const t = useTestApp({ frozenClock: true });

const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const LIMITED = 'MODEL2';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW };
const { customerId, email, password } = PEOPLE.customer;

const OPERATIONS = ['add', 'message', 'checkout', 'checkoutOther', 'pay', 'decline', 'providerPays', 'redeliver', 'save', 'resume', 'merge', 'signOut', 'expire', 'rival'] as const;
type Operation = (typeof OPERATIONS)[number];

interface World {
  shopper: ApiClient;
  cartId: string;
  /** Every session a checkout of the run answered. */
  sessions: string[];
  statuses: number[];
}

const db = () => t.database.db;

async function signedIn(): Promise<ApiClient> {
  const client = t.client();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}

/** The signed-in customer's cart, ready for checkout, with the limited code applied. */
async function startWorld(): Promise<World> {
  const shopper = await signedIn();
  const { cartId } = await readAs(await shopper.post('/api/carts', {}), CartIdentityModel);
  await shopper.delete(`/api/carts/${cartId}`);
  const cart = await readAs(await shopper.post(`/api/carts/${cartId}/line-items`, line), CartModel);
  await shopper.post(`/api/carts/${cartId}/line-items/${cart.lineItems[0]!.lineItemId}/set-card-message`, { cardMessage: 'Happy birthday' });
  await shopper.post(`/api/carts/${cartId}/promo-codes`, { code: LIMITED });
  return { shopper, cartId, sessions: [], statuses: [] };
}

const completed = (id: string, sessionId: string, cartId: string) =>
  JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { cartId } } } });
const deliver = (rawBody: string) => t.client().request('POST', '/api/payments/webhook', { rawBody, csrf: false, headers: { 'stripe-signature': signatureHeader(rawBody) } });

async function perform(world: World, operation: Operation, pick: number): Promise<number[]> {
  const { shopper, cartId } = world;
  const session = () => world.sessions[pick % Math.max(1, world.sessions.length)];
  const messageOf = async () => {
    const cart = await shopper.get(`/api/carts/${cartId}`);
    if (cart.status !== 200) return [cart.status];
    const first = (await readAs(cart, CartModel)).lineItems[0];
    return first ? [(await shopper.post(`/api/carts/${cartId}/line-items/${first.lineItemId}/set-card-message`, { cardMessage: `Love, ${pick}` })).status] : [];
  };
  switch (operation) {
    case 'add':
      return [(await shopper.post(`/api/carts/${cartId}/line-items`, line)).status];
    case 'message':
      return messageOf();
    case 'checkout':
    case 'checkoutOther': {
      const response = await shopper.post(`/api/carts/${cartId}/checkout`, {
        sender: SENDER,
        recipient: RECIPIENT,
        paymentMethod: 'card',
        ...(operation === 'checkoutOther' ? { deliveryInstructions: `Gate ${pick}` } : {}),
      });
      if (response.status === 201) world.sessions.push(((await response.json()) as { paymentSession: { id: string } }).paymentSession.id);
      return [response.status];
    }
    case 'pay':
    case 'decline': {
      const id = session();
      if (!id) return [];
      return [(await shopper.post(`/api/payments/sandbox/${id}/pay`, { ...CARD, ...(operation === 'decline' ? { cardNumber: '4000 0000 0000 0002' } : {}) })).status];
    }
    case 'providerPays': {
      // The provider takes a payment for a session whatever the shop has made of it since.
      const id = session();
      return id ? [(await deliver(completed(`evt_test_model_${id}_${pick}`, id, cartId))).status] : [];
    }
    case 'redeliver': {
      const [event] = world.sessions.length ? await db().select().from(paymentEvents).where(inArray(paymentEvents.sessionId, world.sessions)).limit(1) : [];
      return event ? [(await deliver(completed(event.id, event.sessionId, cartId))).status] : [];
    }
    case 'save':
      return [(await shopper.post(`/api/carts/${cartId}/save`, { sender: SENDER })).status];
    case 'resume':
      return [(await shopper.put(`/api/carts/${cartId}/resume`)).status];
    case 'merge': {
      const guest = t.client();
      const identity = await readAs(await guest.post('/api/carts', {}), CartIdentityModel);
      await guest.post(`/api/carts/${identity.cartId}/line-items`, line);
      await guest.post('/api/auth/login', { email, password });
      return [(await guest.put(`/api/carts/customerId/${customerId}/merge`, { anonymousId: identity.anonymousId })).status];
    }
    case 'signOut': {
      const other = await signedIn();
      const statuses = [(await other.post('/api/auth/logout')).status];
      // The shopper's own browser signs in again and is handed the cart back.
      const back = await shopper.get(`/api/carts/customer/${customerId}`);
      if (back.status === 200) await readAs(back, CustomerCartModel);
      return statuses;
    }
    case 'rival': {
      // Another shopper's cart with the same limited code, checked out and paid at once.
      const rival = t.client();
      const identity = await readAs(await rival.post('/api/carts', {}), CartIdentityModel);
      const cart = await readAs(await rival.post(`/api/carts/${identity.cartId}/line-items`, line), CartModel);
      await rival.post(`/api/carts/${identity.cartId}/line-items/${cart.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true });
      const applied = await rival.post(`/api/carts/${identity.cartId}/promo-codes`, { code: LIMITED });
      const opened = await rival.post(`/api/carts/${identity.cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
      if (opened.status !== 201) return [applied.status, opened.status];
      const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
      return [applied.status, opened.status, (await rival.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD)).status];
    }
    case 'expire':
      await reconcilePayments(db(), new Date(Date.now() + 36 * 60 * 1000));
      return [];
  }
}

async function checkInvariants(world: World): Promise<void> {
  expect(world.statuses.filter((status) => status >= 500)).toEqual([]);
  const paid = await db().select().from(paymentSessions).where(eq(paymentSessions.status, 'paid'));
  for (const session of paid) {
    const made = await db().select().from(orders).where(eq(orders.paymentSessionId, session.id));
    const refunds = (await db().select().from(paymentRefunds).where(eq(paymentRefunds.sessionId, session.id))).filter((refund) => refund.cause !== 'order');
    expect(made.length + refunds.length, `session ${session.id}: orders and refunds`).toBe(1);
    for (const order of made) {
      const priced = session.checkout as { cart: { totalPrice: { centAmount: number }; lineItems: unknown[] } };
      expect(order.totalCents).toBe(session.amountCents);
      expect(order.totalCents).toBe(priced.cart.totalPrice.centAmount);
      const lines = await db().execute(sql`select count(*)::int as n from order_lines where order_id = ${order.id}`);
      expect(Number((lines as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(priced.cart.lineItems.length);
    }
  }
  const open = await db().select().from(paymentSessions).where(eq(paymentSessions.status, 'open'));
  const byCart = new Map<string, number>();
  for (const session of open) byCart.set(session.cartId, (byCart.get(session.cartId) ?? 0) + 1);
  expect([...byCart.values()].every((n) => n === 1)).toBe(true);
  for (const session of open) {
    const [cart] = await db().select({ bound: carts.paymentSessionId }).from(carts).where(eq(carts.id, session.cartId));
    expect(cart?.bound, `cart of open session ${session.id}`).toBe(session.id);
  }
  const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, LIMITED));
  expect(code!.applications).toBeLessThanOrEqual(code!.maxApplications!);
  const withCode = (await db().select({ promoCodes: orders.promoCodes }).from(orders)).filter((order) => order.promoCodes.some((promo) => promo.code === LIMITED)).length;
  const holding = open.filter((session) => session.promoCodeIds.includes(code!.id)).length;
  expect(code!.applications).toBe(withCode + holding);
}

describe('the purchase path under interleaving', () => {
  it('keeps money exact whatever order the operations on one cart run in', async () => {
    await db().insert(promoCodes).values({ code: LIMITED, description: 'Model test code', discountKind: 'percentage', percent: 10, maxApplications: 2, applications: 0 });
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.tuple(fc.constantFrom(...OPERATIONS), fc.nat(50)), { minLength: 3, maxLength: 10 }), async (s, operations) => {
        const world = await startWorld();
        const running = operations.map(([operation, pick]) =>
          s.schedule(Promise.resolve(operation), operation).then(async () => {
            world.statuses.push(...(await perform(world, operation, pick)));
          }),
        );
        await s.waitAll();
        await Promise.all(running);
        await checkInvariants(world);
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
