import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { CART_MAX_LINE_ITEMS } from '../../src/lib/domain/cart-limits';
import { CARD_MESSAGE_MISSING } from '../../src/lib/domain/card-message';
import { cartLineItems } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { cartOf, expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { FRIDAY, KEW, SUNDAY, THURSDAY } from './catalog-fixtures';
import { useTestApp } from './harness';

const t = useTestApp({ frozenClock: true });

// One bottle: a copy as it is adds a second, within the order's wine limit (WINE_MAX_PER_ORDER).
const wine = { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW };
const text = (length: number) => 'Love you lots! '.repeat(100).slice(0, length);

async function oneLine(cart?: TestCart) {
  const held = cart ?? (await newCart(t));
  const answer = await withLines(held, lineBody());
  const lineItemId = answer.lineItems.at(-1)!.lineItemId;
  return { ...held, lineItemId, linePath: `${held.path}/line-items/${lineItemId}` };
}

describe('copying a line', () => {
  it('copies the line as it is, with its add-ons and card message, when the body is empty', async () => {
    const { client, linePath } = await oneLine();
    await okCart(await client.post(`${linePath}/addons`, wine));
    await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: 'Happy birthday, Mum', cardMessageTier: 'medium' }));
    const cart = await okCart(await client.post(`${linePath}/copy`, {}));
    expect(cart.lineItems).toHaveLength(2);
    const [original, copy] = cart.lineItems;
    expect(copy!.lineItemId).not.toBe(original!.lineItemId);
    expect(copy).toMatchObject({
      productKey: 'WB1001',
      variantKey: 'WB1001-STD',
      quantity: 1,
      deliveryDate: FRIDAY,
      suburbId: KEW,
      cardMessage: 'Happy birthday, Mum',
      cardMessageTier: 'medium',
      isValid: true,
    });
    expect(copy!.addons.map((a) => [a.key, a.quantity])).toEqual(original!.addons.map((a) => [a.key, a.quantity]));
    expect(copy!.totalPrice).toEqual(original!.totalPrice);
  });

  it('copies with a new size, date, quantity and place when the body gives them, keeping the card message', async () => {
    const { client, linePath } = await oneLine();
    await okCart(await client.post(`${linePath}/addons`, wine));
    await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: 'Congratulations!' }));
    const cart = await okCart(await client.post(`${linePath}/copy`, lineBody({ variantKey: 'WB1001-DLX', deliveryDate: THURSDAY, quantity: 3 })));
    expect(cart.lineItems.at(-1)).toMatchObject({ variantKey: 'WB1001-DLX', deliveryDate: THURSDAY, quantity: 3, cardMessage: 'Congratulations!', addons: [] });
  });

  it.each([
    [{ productKey: 'WB1002', variantKey: 'WB1002-STD' }, 'productKey', PROBLEM_TYPES.validation],
    [{ variantKey: 'WB1001-HUGE' }, 'variantKey', PROBLEM_TYPES.validation],
    [{ deliveryDate: SUNDAY }, 'deliveryDate', PROBLEM_TYPES.deliveryDateSunday],
    [{ deliveryDate: '31/12/2025' }, 'deliveryDate', PROBLEM_TYPES.validation],
    [{ suburbId: 'vic-9999-nowhere' }, 'suburbId', PROBLEM_TYPES.validation],
    [{ quantity: 0 }, 'quantity', PROBLEM_TYPES.validation],
    [{ quantity: 'two' }, 'quantity', PROBLEM_TYPES.validation],
  ])('refuses a copy with %j (422 naming %s) and changes nothing', async (overrides, field, type) => {
    const { client, linePath } = await oneLine();
    await expectRefused(t, () => client.post(`${linePath}/copy`, lineBody(overrides)), { status: 422, type, field });
  });

  it('refuses a copy past the line limit, and racing copies fill the cart exactly', async () => {
    const { client, cartId, path, linePath } = await oneLine();
    const [row] = await t.database.db.select().from(cartLineItems).where(eq(cartLineItems.cartId, cartId));
    const { id: _id, seq: _seq, createdAt: _at, ...copyOf } = row!;
    for (let i = 0; i < CART_MAX_LINE_ITEMS - 4; i++) await t.database.db.insert(cartLineItems).values(copyOf);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post(`${linePath}/copy`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect((await cartOf({ client, cartId, path })).lineItems).toHaveLength(CART_MAX_LINE_ITEMS);
    await expectRefused(t, () => client.post(`${linePath}/copy`, {}), { status: 422, type: PROBLEM_TYPES.cartTooManyLines, field: 'lineItems' });
  });

  it("answers 404 for another shopper's cart or line", async () => {
    const mine = await oneLine();
    const theirs = await oneLine();
    await expectRefused(t, () => theirs.client.post(`${mine.linePath}/copy`, {}), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.post(`${mine.path}/line-items/${theirs.lineItemId}/copy`, {}), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.post(`${mine.path}/line-items/not-a-line/copy`, {}), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('card messages', () => {
  it('sets the message and its tier, keeping line breaks, and the line no longer blocks checkout for it', async () => {
    const { client, linePath, lineItemId } = await oneLine();
    const before = await okCart(await client.get(linePath.replace(/\/line-items\/.*/, '')));
    expect(before.checkoutBlocks.map((b) => b.code)).toContain('card-message-missing');
    const cart = await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: '  Happy birthday\r\nLove, Sam  ', cardMessageTier: 'medium' }));
    const line = cart.lineItems.find((l) => l.lineItemId === lineItemId)!;
    expect(line).toMatchObject({ cardMessage: 'Happy birthday\nLove, Sam', cardMessageTier: 'medium', cardMessageLimit: 800, noCardMessage: false });
    expect(line.additionalInfo).toContainEqual({ key: 'cardMessage', value: 'Happy birthday\nLove, Sam' });
    expect(cart.checkoutBlocks.map((b) => b.code)).not.toContain('card-message-missing');
  });

  it('ticking "I don\'t need a card message" clears the text', async () => {
    const { client, linePath } = await oneLine();
    await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: 'To be dropped' }));
    const cart = await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: 'Still typed', noCardMessage: true }));
    expect(cart.lineItems[0]).toMatchObject({ cardMessage: null, noCardMessage: true });
    expect(cart.checkoutBlocks.map((b) => b.code)).not.toContain('card-message-missing');
  });

  it.each([
    ['short', 400],
    ['medium', 800],
    ['long', 1200],
  ] as const)('takes %s messages up to %i characters and refuses one more', async (tier, limit) => {
    const { client, linePath } = await oneLine();
    await okCart(await client.post(`${linePath}/set-card-message`, { cardMessage: text(limit), cardMessageTier: tier }));
    await expectRefused(t, () => client.post(`${linePath}/set-card-message`, { cardMessage: `${text(limit)}x`, cardMessageTier: tier }), {
      status: 422,
      type: PROBLEM_TYPES.validation,
      field: 'cardMessage',
      message: `at most ${limit} characters`,
    });
  });

  it("caps a partner's line at 250 characters whatever the tier", async () => {
    const cart = await newCart(t);
    const answer = await withLines(cart, lineBody({ productKey: 'WW2001', variantKey: 'WW2001-STD' }));
    const line = answer.lineItems[0]!;
    expect(line.cardMessageLimit).toBe(250);
    const linePath = `${cart.path}/line-items/${line.lineItemId}`;
    await expectRefused(t, () => cart.client.post(`${linePath}/set-card-message`, { cardMessage: text(251), cardMessageTier: 'long' }), {
      status: 422,
      type: PROBLEM_TYPES.validation,
      field: 'cardMessage',
      message: 'at most 250 characters',
    });
    const set = await okCart(await cart.client.post(`${linePath}/set-card-message`, { cardMessage: text(250), cardMessageTier: 'long' }));
    expect(set.lineItems[0]).toMatchObject({ cardMessageTier: 'long', cardMessageLimit: 250 });
  });

  it.each([
    [{}, 'cardMessage', CARD_MESSAGE_MISSING],
    [{ cardMessage: '   ' }, 'cardMessage', CARD_MESSAGE_MISSING],
    [{ cardMessage: 42 }, 'cardMessage', 'not valid'],
    [{ cardMessage: 'Hi', cardMessageTier: 'huge' }, 'cardMessageTier', ''],
    [{ cardMessage: 'Hi', noCardMessage: 'yes' }, 'noCardMessage', ''],
  ])('refuses %j (422 naming %s) and changes nothing', async (body, field, message) => {
    const { client, linePath } = await oneLine();
    await expectRefused(t, () => client.post(`${linePath}/set-card-message`, body), { status: 422, type: PROBLEM_TYPES.validation, field, message });
  });

  it("answers 404 for another shopper's line", async () => {
    const mine = await oneLine();
    const theirs = await oneLine();
    await expectRefused(t, () => theirs.client.post(`${mine.linePath}/set-card-message`, { cardMessage: 'Hi' }), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.post(`${mine.path}/line-items/${theirs.lineItemId}/set-card-message`, { cardMessage: 'Hi' }), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('adjustments (staff)', () => {
  const adjustment = { title: 'Extra roses', description: 'Six more long-stemmed roses', price: '12.50' };

  it('Flowerline adds an adjustment priced into the line, then removes it', async () => {
    const held = await oneLine(await newCart(t, await signedInClient(t, 'flowerline')));
    const before = (await cartOf(held)).lineItems[0]!;
    const cart = await okCart(await held.client.post(`${held.linePath}/adjustments`, adjustment));
    const line = cart.lineItems[0]!;
    expect(line.adjustments).toEqual([expect.objectContaining({ name: 'Extra roses', description: 'Six more long-stemmed roses', money: expect.objectContaining({ centAmount: 1250 }) })]);
    expect(line.totalPrice.centAmount).toBe(before.totalPrice.centAmount + 1250);
    const removed = await okCart(await held.client.delete(`${held.linePath}/adjustments/${line.adjustments[0]!.adjustmentId}`));
    expect(removed.lineItems[0]!.adjustments).toEqual([]);
    expect(removed.lineItems[0]!.totalPrice).toEqual(before.totalPrice);
  });

  it('florists may adjust too; customers and guests get 403 and nothing changes', async () => {
    const florist = await oneLine(await newCart(t, await signedInClient(t, 'florist')));
    await okCart(await florist.client.post(`${florist.linePath}/adjustments`, adjustment));
    for (const held of [await oneLine(await newCart(t, await signedInClient(t, 'customer'))), await oneLine()]) {
      await expectRefused(t, () => held.client.post(`${held.linePath}/adjustments`, adjustment), { status: 403, type: PROBLEM_TYPES.forbidden });
    }
  });

  it.each([
    [{ ...adjustment, title: '' }, 'title'],
    [{ ...adjustment, title: 'x'.repeat(51) }, 'title'],
    [{ ...adjustment, description: undefined }, 'description'],
    [{ ...adjustment, price: -1 }, 'price'],
    [{ ...adjustment, price: '1.234' }, 'price'],
    [{ ...adjustment, price: 'twelve' }, 'price'],
  ])('refuses %j (422 naming %s) and changes nothing', async (body, field) => {
    const held = await oneLine(await newCart(t, await signedInClient(t, 'flowerline')));
    await expectRefused(t, () => held.client.post(`${held.linePath}/adjustments`, body), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('holds at most 10 adjustments on a line', async () => {
    const held = await oneLine(await newCart(t, await signedInClient(t, 'flowerline')));
    for (let i = 0; i < 10; i++) await okCart(await held.client.post(`${held.linePath}/adjustments`, { ...adjustment, price: i }));
    await expectRefused(t, () => held.client.post(`${held.linePath}/adjustments`, adjustment), { status: 422, type: PROBLEM_TYPES.validation, field: 'adjustments' });
  });

  it("answers 404 for an adjustment of another line or another cart's", async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const held = await oneLine(await newCart(t, flowerline));
    const other = await withLines(held, lineBody());
    const otherLineId = other.lineItems.at(-1)!.lineItemId;
    const cart = await okCart(await held.client.post(`${held.linePath}/adjustments`, adjustment));
    const adjustmentId = cart.lineItems[0]!.adjustments[0]!.adjustmentId;
    await expectRefused(t, () => held.client.delete(`${held.path}/line-items/${otherLineId}/adjustments/${adjustmentId}`), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => held.client.delete(`${held.linePath}/adjustments/00000000-0000-4000-8000-000000000000`), { status: 404, type: PROBLEM_TYPES.notFound });
    const florist = await signedInClient(t, 'florist');
    await expectRefused(t, () => florist.delete(`${held.linePath}/adjustments/${adjustmentId}`), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});
