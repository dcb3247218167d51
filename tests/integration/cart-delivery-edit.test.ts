import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { DELIVERIES_DIFFER_MESSAGE, UNAVAILABLE_ITEMS_MESSAGE } from '../../src/lib/domain/checkout-gate';
import { signedInClient } from './auth-fixtures';
import { cartOf, expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { FRIDAY, KEW, remoteSuburb, THURSDAY, TODAY } from './catalog-fixtures';
import { useTestApp } from './harness';

const t = useTestApp({ frozenClock: true });

const HAMPER = lineBody({ productKey: 'WB1401', variantKey: 'WB1401-STD' });
const FITZROY = 'vic-3065-fitzroy';
const move = (cart: TestCart, body: Record<string, unknown>, base = '/api/carts') => cart.client.post(`${base}/${cart.cartId}/validate`, body);
const removeUnavailable = (cart: TestCart) => cart.client.post(`${cart.path}/remove-unavailable`);

describe('the delivery editor (validate)', () => {
  it('a cart whose items are for different dates is not ordered until they share one delivery', async () => {
    const cart = await newCart(t, await signedInClient(t, 'flowerline'));
    const added = await withLines(cart, lineBody(), lineBody({ productKey: 'WB1002', variantKey: 'WB1002-STD', deliveryDate: THURSDAY }));
    for (const line of added.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
    const mixed = await cartOf(cart);
    expect(mixed.checkoutBlocks.map((block) => block.code)).toEqual(['deliveries-differ']);
    expect(mixed.canCheckout).toBe(false);
    const orderBody = {
      sender: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' },
      recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' },
      paymentMethod: 'account',
    };
    await expectRefused(t, () => cart.client.post(`${cart.path}/checkout`, orderBody), { status: 422, type: PROBLEM_TYPES.checkoutDeliveriesDiffer, message: DELIVERIES_DIFFER_MESSAGE });

    const one = await okCart(await move(cart, { deliveryDate: THURSDAY, suburbId: KEW }));
    expect(one.checkoutBlocks).toEqual([]);
    const placed = await cart.client.post(`${cart.path}/checkout`, orderBody);
    expect(placed.status).toBe(201);
  });

  it('moves every line and custom product to the new date and place, and the cart delivers there', async () => {
    const cart = await newCart(t, await signedInClient(t, 'flowerline'));
    await withLines(cart, lineBody(), HAMPER);
    await okCart(await cart.client.post(`${cart.path}/custom-product`, { title: 'Posy', description: 'Native posy', price: 40, deliveryDate: FRIDAY, suburbId: KEW }));
    const moved = await okCart(await move(cart, { deliveryDate: THURSDAY, suburbId: FITZROY }));
    const items = [...moved.lineItems, ...moved.customLineItems];
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toMatchObject({ deliveryDate: THURSDAY, suburbId: FITZROY, countryCode: null, isValid: true });
    expect(moved).toMatchObject({ deliveryDate: THURSDAY, suburbId: FITZROY, isValid: true });
    expect(moved.deliveryLocation?.name).toMatch(/^Fitzroy, VIC, 3065$/);
  });

  it('also answers at /api/cart/{cartId}/validate', async () => {
    const cart = await newCart(t);
    await withLines(cart, lineBody());
    expect((await okCart(await move(cart, { deliveryDate: THURSDAY, suburbId: KEW }, '/api/cart'))).deliveryDate).toBe(THURSDAY);
  });

  it('does not refuse lines that cannot go there: they come back invalid and block checkout', async () => {
    const cart = await newCart(t);
    await withLines(cart, lineBody(), HAMPER);
    // A hamper is made to order: not today. The bouquet can go today.
    const today = await okCart(await move(cart, { deliveryDate: TODAY, suburbId: KEW }));
    expect(today.lineItems.map((l) => [l.productKey, l.isValid])).toEqual([
      ['WB1001', true],
      ['WB1401', false],
    ]);
    expect(today.isValid).toBe(false);
    expect(today.checkoutBlocks).toContainEqual(expect.objectContaining({ code: 'unavailable-items', message: UNAVAILABLE_ITEMS_MESSAGE, lineItemIds: [today.lineItems[1]!.lineItemId] }));
    // No florist serves the remote suburb, and florist-made products do not go overseas.
    const remote = await okCart(await move(cart, { deliveryDate: FRIDAY, suburbId: await remoteSuburb(t.database.db) }));
    expect(remote.lineItems.map((l) => l.isValid)).toEqual([false, false]);
    const overseas = await okCart(await move(cart, { deliveryDate: FRIDAY, countryCode: 'GB' }));
    expect(overseas.lineItems.map((l) => [l.countryCode, l.isValid])).toEqual([
      ['GB', false],
      ['GB', false],
    ]);
  });

  it.each([
    [{ deliveryDate: FRIDAY, suburbId: 'vic-9999-nowhere' }, 'suburbId'],
    [{ deliveryDate: FRIDAY, countryCode: 'XX' }, 'countryCode'],
    [{ deliveryDate: FRIDAY }, 'suburbId'],
    [{ suburbId: KEW }, 'deliveryDate'],
    [{ deliveryDate: 'next friday', suburbId: KEW }, 'deliveryDate'],
    [{ deliveryDate: FRIDAY, suburbId: 42 }, 'suburbId'],
  ])('refuses %j (422 naming %s) and changes nothing', async (body, field) => {
    const cart = await newCart(t);
    await withLines(cart, lineBody());
    await expectRefused(t, () => move(cart, body), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it("answers 404 for another shopper's cart", async () => {
    const mine = await newCart(t);
    await withLines(mine, lineBody());
    const theirs = await newCart(t);
    await expectRefused(t, () => theirs.client.post(`/api/cart/${mine.cartId}/validate`, { deliveryDate: THURSDAY, suburbId: KEW }), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => theirs.client.post(`${mine.path}/remove-unavailable`), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('removing unavailable items', () => {
  it('removes only the invalid lines, and the cart is valid again', async () => {
    const cart = await newCart(t);
    await withLines(cart, lineBody(), HAMPER, lineBody({ variantKey: 'WB1001-DLX' }));
    await okCart(await move(cart, { deliveryDate: TODAY, suburbId: KEW }));
    const cleaned = await okCart(await removeUnavailable(cart));
    expect(cleaned.lineItems.map((l) => l.variantKey)).toEqual(['WB1001-STD', 'WB1001-DLX']);
    expect(cleaned.isValid).toBe(true);
    expect(cleaned.checkoutBlocks.map((b) => b.code)).not.toContain('unavailable-items');
    // Nothing left to remove: the same cart again.
    expect(await okCart(await removeUnavailable(cart))).toEqual(await cartOf(cart));
  });

  it('removes invalid custom products too', async () => {
    const cart = await newCart(t, await signedInClient(t, 'florist'));
    await withLines(cart, lineBody());
    await okCart(await cart.client.post(`${cart.path}/custom-product`, { title: 'Posy', description: 'Native posy', price: 40, deliveryDate: FRIDAY, suburbId: KEW }));
    const moved = await okCart(await move(cart, { deliveryDate: FRIDAY, suburbId: await remoteSuburb(t.database.db) }));
    expect(moved.customLineItems[0]!.isValid).toBe(false);
    const cleaned = await okCart(await removeUnavailable(cart));
    expect(cleaned).toMatchObject({ lineItems: [], customLineItems: [], isValid: true });
  });
});
