import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel, type Cart } from '../../src/lib/api/contracts/cart';
import { cartLineItems, orderLines, orders, paymentSessions, productVariants } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * A price change in the back office and the carts holding the product
 * (docs/adr/0755): a cart is priced from the catalogue each time it is read
 * and says which prices changed since a line was added; a checkout's payment
 * session keeps the prices it was opened with, and its order is made at them.
 */
const t = useTestApp({ frozenClock: true });

const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };

const db = () => t.database.db;
const readCart = async (client: ApiClient, cartId: string): Promise<Cart> => readAs(await client.get(`/api/carts/${cartId}`), CartModel);

async function readyCart(client: ApiClient, variantKey: string): Promise<string> {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const line = { productKey: variantKey.split('-')[0], variantKey, deliveryDate: FRIDAY, quantity: 2, suburbId: KEW };
  const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line), CartModel);
  expect((await client.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true })).status).toBe(200);
  return cartId;
}

async function checkout(client: ApiClient, cartId: string): Promise<string> {
  const response = await client.post(`/api/carts/${cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { paymentSession: { id: string } }).paymentSession.id;
}

async function setPrice(office: ApiClient, variantKey: string, cents: number): Promise<void> {
  const response = await office.patch(`/api/catalogue/products/${variantKey.split('-')[0]}`, { variants: [{ key: variantKey, price: (cents / 100).toFixed(2) }] });
  expect(response.status, await response.clone().text()).toBe(200);
}

const priceOf = async (variantKey: string) => (await db().select({ cents: productVariants.priceCents }).from(productVariants).where(eq(productVariants.key, variantKey)))[0]!.cents;

async function orderOf(cartId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.cartId, cartId));
  const lines = order ? await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)) : [];
  return { order, lines };
}

describe('carts and a price change', () => {
  it('re-prices a cart when it is next read, says so, and checks out at the new price; the order keeps its session’s price', async () => {
    const office = await signedInClient(t, 'flowerline');
    const shopper = t.client();
    const variantKey = 'WB1002-STD';
    const before = await priceOf(variantKey);
    const cartId = await readyCart(shopper, variantKey);
    expect((await readCart(shopper, cartId)).lineItems[0]!.priceBefore).toBeUndefined();

    await setPrice(office, variantKey, before + 500);
    const repriced = await readCart(shopper, cartId);
    const [line] = repriced.lineItems;
    expect(line!.price.centAmount).toBe(before + 500);
    expect(line!.priceBefore?.centAmount).toBe(before);
    expect(line!.totalPrice.centAmount).toBe(2 * (before + 500));

    // Checkout is at the new price, and the cart has nothing more to say about it.
    const sessionId = await checkout(shopper, cartId);
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session!.amountCents).toBe(repriced.totalPrice.centAmount);
    expect((await readCart(shopper, cartId)).lineItems[0]!.priceBefore).toBeUndefined();
    const [stored] = await db().select({ cents: cartLineItems.unitPriceCents }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId));
    expect(stored!.cents).toBe(before + 500);

    // A change after the session opened does not change what the shopper pays, nor the order made of it.
    await setPrice(office, variantKey, before + 900);
    expect((await shopper.post(`/api/payments/sandbox/${sessionId}/pay`, CARD)).status).toBe(200);
    const { order, lines } = await orderOf(cartId);
    expect(order!.totalCents).toBe(session!.amountCents);
    expect(lines.map((row) => row.unitPriceCents)).toEqual([before + 500]);
    await setPrice(office, variantKey, before);
  });

  it('under any interleaving of price changes, checkouts and a payment, an order is made at its session’s amount, at a price the size had', async () => {
    const office = await signedInClient(t, 'flowerline');
    const variantKey = 'WB1003-STD';
    const original = await priceOf(variantKey);
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.integer({ min: 1000, max: 30_000 }), { minLength: 1, maxLength: 3 }), async (s, prices) => {
        const shopper = t.client();
        const cartId = await readyCart(shopper, variantKey);
        const seen = new Set([await priceOf(variantKey), ...prices]);
        let sessionId: string | undefined;
        const running = [
          ...prices.map((cents) => s.schedule(Promise.resolve(`price ${cents}`)).then(() => setPrice(office, variantKey, cents))),
          s.schedule(Promise.resolve('checkout')).then(async () => {
            sessionId = await checkout(shopper, cartId);
          }),
          s.schedule(Promise.resolve('read')).then(async () => {
            const cart = await readCart(shopper, cartId);
            expect(seen).toContain(cart.lineItems[0]!.price.centAmount);
          }),
        ];
        await s.waitAll();
        await Promise.all(running);
        expect((await shopper.post(`/api/payments/sandbox/${sessionId!}/pay`, CARD)).status).toBe(200);
        const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId!));
        const { order, lines } = await orderOf(cartId);
        expect(order!.totalCents).toBe(session!.amountCents);
        expect(lines).toHaveLength(1);
        expect(seen).toContain(lines[0]!.unitPriceCents);
        expect(lines[0]!.unitPriceCents * 2).toBeLessThanOrEqual(session!.amountCents);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
    await setPrice(office, variantKey, original);
  }, 240_000);
});
