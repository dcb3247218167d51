import { eq } from 'drizzle-orm';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { CartModel, type Cart } from '../../src/lib/api/contracts/cart';
import { LOCAL_SERVICE_FEE_CENTS, SATURDAY_SURCHARGE_CENTS } from '../../src/lib/domain/availability';
import { includedGst } from '../../src/lib/domain/money';
import { cartLineItems, suburbs } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW, SATURDAY, THURSDAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, summaryLine } from './read';

/**
 * The cart's prices are the server's: the financial summary (in the order
 * each role reads it), one delivery per destination and day, and the
 * checkout gate, all from what is stored.
 */
const t = useTestApp({ frozenClock: true });

const line = (overrides: Record<string, unknown> = {}) => ({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW, ...overrides });

async function cartOf(client: ApiClient) {
  const created = await client.post('/api/carts', {});
  const { cartId } = (await created.json()) as { cartId: string };
  const add = async (overrides: Record<string, unknown> = {}) => {
    const response = await client.post(`/api/carts/${cartId}/line-items`, line(overrides));
    expect(response.status).toBe(200);
    return readAs(response, CartModel);
  };
  return { cartId, add, get: async () => readAs(await client.get(`/api/carts/${cartId}`), CartModel) };
}

const kewFee = async () => (await t.database.db.select({ fee: suburbs.deliveryFeeCents }).from(suburbs).where(eq(suburbs.id, KEW)))[0]!.fee;
const kinds = (cart: Cart) => cart.financialSummary.map((entry) => entry.kind);

describe('the financial summary of a cart', () => {
  it('charges one delivery and one service fee for lines going to the same place on the same day, and totals with GST included', async () => {
    const cart = await cartOf(t.client());
    await cart.add();
    const answer = await cart.add({ variantKey: 'WB1001-DLX', quantity: 2 });
    const subtotal = answer.lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0);
    expect(summaryLine(answer, 'subtotal')).toBe(subtotal);
    expect(summaryLine(answer, 'delivery')).toBe(await kewFee());
    expect(summaryLine(answer, 'networkFee')).toBe(LOCAL_SERVICE_FEE_CENTS);
    const total = subtotal + (await kewFee()) + LOCAL_SERVICE_FEE_CENTS;
    expect(summaryLine(answer, 'total')).toBe(total);
    expect(answer.totalPrice.centAmount).toBe(total);
    expect(summaryLine(answer, 'gst')).toBe(includedGst(total));
    expect(kinds(answer)).toEqual(['subtotal', 'delivery', 'networkFee', 'total', 'gst']);
    expect(answer.financialSummary.find((entry) => entry.kind === 'networkFee')!.title).toBe('Flowerline service fee');
  });

  it('charges each day as its own delivery, with the Saturday surcharge on a Saturday', async () => {
    const cart = await cartOf(t.client());
    await cart.add({ deliveryDate: THURSDAY });
    const answer = await cart.add({ deliveryDate: SATURDAY });
    expect(summaryLine(answer, 'delivery')).toBe(2 * (await kewFee()) + SATURDAY_SURCHARGE_CENTS);
    expect(summaryLine(answer, 'networkFee')).toBe(2 * LOCAL_SERVICE_FEE_CENTS);
  });

  it('puts Delivery before Subtotal for Flowerline', async () => {
    const client = await signedInClient(t, 'flowerline');
    const cart = await cartOf(client);
    expect(kinds(await cart.add())).toEqual(['delivery', 'subtotal', 'networkFee', 'total', 'gst']);
  });

  it('answers an empty cart with a zero summary and nothing to check out', async () => {
    const cart = await cartOf(t.client());
    const answer = await cart.get();
    expect(answer.totalPrice.centAmount).toBe(0);
    expect(answer).toMatchObject({ isValid: true, checkoutBlocks: [], canCheckout: false, deliveryLocation: null, customLineItems: [], promoCodes: [], note: null, orderId: null });
  });
});

describe('the checkout gate of a cart', () => {
  it('asks for a card message on every line, and opens once each has one or the tick', async () => {
    const cart = await cartOf(t.client());
    await cart.add();
    const answer = await cart.add({ variantKey: 'WB1001-DLX' });
    expect(answer.deliveryLocation).toMatchObject({ suburbId: KEW, name: 'Kew, VIC, 3101' });
    expect(answer.checkoutBlocks).toEqual([
      { code: 'card-message-missing', message: 'Enter a card message or tick the box for above products', lineItemIds: answer.lineItems.map((l) => l.lineItemId) },
    ]);
    expect(answer.canCheckout).toBe(false);
    expect(answer.lineItems[0]).toMatchObject({ cardMessage: null, cardMessageTier: 'short', cardMessageLimit: 400, noCardMessage: false });

    await t.database.db.update(cartLineItems).set({ noCardMessage: true }).where(eq(cartLineItems.cartId, cart.cartId));
    const ready = await cart.get();
    expect(ready.checkoutBlocks).toEqual([]);
    expect(ready.canCheckout).toBe(true);
  });

  it('blocks a cart whose line can no longer be delivered', async () => {
    const cart = await cartOf(t.client());
    const [added] = (await cart.add()).lineItems;
    // Days pass: the chosen delivery date is now behind us.
    await t.database.db
      .update(cartLineItems)
      .set({ deliveryDate: knownDay('2025-11-10') })
      .where(eq(cartLineItems.cartId, cart.cartId));
    const answer = await cart.get();
    expect(answer.isValid).toBe(false);
    expect(answer.lineItems[0]!.isValid).toBe(false);
    expect(answer.checkoutBlocks[0]).toEqual({
      code: 'unavailable-items',
      message: 'Your shopping cart contains items that are not available.',
      detail: 'Please remove or replace items to continue.',
      lineItemIds: [added!.lineItemId],
    });
  });
});
