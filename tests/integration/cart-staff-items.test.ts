import { eq } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_NOTE_MAX } from '../../src/lib/api/contracts/cart-actions';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { CART_MAX_LINE_ITEMS } from '../../src/lib/domain/cart-limits';
import { cartLineItems } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { cartOf, expectRefused, lineBody, newCart, okCart, withLines } from './cart-actions-fixtures';
import { freezeClock, FRIDAY, KEW, SUNDAY, THURSDAY, TODAY } from './catalog-fixtures';
import { useTestApp } from './harness';
import { summaryLine } from './read';

const t = useTestApp({ frozenClock: true });
afterEach(() => freezeClock());

const custom = (overrides: Record<string, unknown> = {}) => ({
  title: 'Native posy',
  description: 'Waratah, wattle and gum leaves in kraft paper',
  price: '65.50',
  deliveryDate: FRIDAY,
  suburbId: KEW,
  ...overrides,
});
const staffCart = async (role: 'flowerline' | 'florist' | 'floristowner' = 'flowerline') => newCart(t, await signedInClient(t, role));

describe('custom products', () => {
  it('Flowerline adds a custom product, priced into the cart with its card message', async () => {
    const cart = await staffCart();
    const answer = await okCart(await cart.client.post(`${cart.path}/custom-product`, custom({ cardMessage: 'Thinking of you' })));
    expect(answer.customLineItems).toEqual([
      expect.objectContaining({
        name: 'Native posy',
        description: 'Waratah, wattle and gum leaves in kraft paper',
        money: expect.objectContaining({ centAmount: 6550 }),
        quantity: 1,
        deliveryDate: FRIDAY,
        suburbId: KEW,
        isValid: true,
        cardMessage: 'Thinking of you',
        noCardMessage: false,
      }),
    ]);
    expect(answer.customLineItems[0]!.additionalInfo).toContainEqual({ key: 'description', value: 'Waratah, wattle and gum leaves in kraft paper' });
    expect(summaryLine(answer, 'subtotal')).toBe(6550);
    expect(answer.deliveryLocation?.suburbId).toBe(KEW);
    expect(answer.canCheckout).toBe(true);
  });

  it('updates every field of a custom product and removes it', async () => {
    const cart = await staffCart('floristowner');
    const added = await okCart(await cart.client.post(`${cart.path}/custom-product`, custom()));
    const id = added.customLineItems[0]!.id;
    const updated = await okCart(await cart.client.put(`${cart.path}/custom-product/${id}`, custom({ title: 'Grand native posy', price: 80, deliveryDate: THURSDAY, noCardMessage: true })));
    expect(updated.customLineItems).toEqual([
      expect.objectContaining({ id, name: 'Grand native posy', money: expect.objectContaining({ centAmount: 8000 }), deliveryDate: THURSDAY, cardMessage: null, noCardMessage: true }),
    ]);
    const removed = await okCart(await cart.client.delete(`${cart.path}/custom-line-items/${id}`));
    expect(removed.customLineItems).toEqual([]);
  });

  it('takes staff date rules: no lead time, so today after the 14:00 cutoff', async () => {
    freezeClock(fromZonedTime(`${TODAY}T15:30`, 'Australia/Melbourne'));
    const cart = await staffCart('florist');
    const answer = await okCart(await cart.client.post(`${cart.path}/custom-product`, custom({ deliveryDate: TODAY })));
    expect(answer.customLineItems[0]).toMatchObject({ deliveryDate: TODAY, isValid: true });
  });

  it('goes with the lines when the cart is cleared', async () => {
    const cart = await staffCart();
    await withLines(cart, lineBody());
    await okCart(await cart.client.post(`${cart.path}/custom-product`, custom()));
    expect(await okCart(await cart.client.delete(cart.path))).toMatchObject({ lineItems: [], customLineItems: [], cartState: 'Active' });
  });

  it.each([
    [{ title: '' }, 'title', PROBLEM_TYPES.validation],
    [{ title: 'x'.repeat(51) }, 'title', PROBLEM_TYPES.validation],
    [{ description: undefined }, 'description', PROBLEM_TYPES.validation],
    [{ price: undefined }, 'price', PROBLEM_TYPES.validation],
    [{ price: -5 }, 'price', PROBLEM_TYPES.validation],
    [{ price: '9.999' }, 'price', PROBLEM_TYPES.validation],
    [{ deliveryDate: SUNDAY }, 'deliveryDate', PROBLEM_TYPES.deliveryDateSunday],
    [{ deliveryDate: '2025-02-30' }, 'deliveryDate', PROBLEM_TYPES.validation],
    [{ suburbId: undefined }, 'suburbId', PROBLEM_TYPES.validation],
    [{ suburbId: 'vic-9999-nowhere' }, 'suburbId', PROBLEM_TYPES.validation],
    [{ suburbId: undefined, countryCode: 'XX' }, 'countryCode', PROBLEM_TYPES.validation],
    [{ cardMessage: 'x'.repeat(401) }, 'cardMessage', PROBLEM_TYPES.validation],
    [{ cardMessage: 'Hi', cardMessageTier: 'tiny' }, 'cardMessageTier', PROBLEM_TYPES.validation],
  ])('refuses %j (422 naming %s), on create and on update, and changes nothing', async (overrides, field, type) => {
    const cart = await staffCart();
    const id = (await okCart(await cart.client.post(`${cart.path}/custom-product`, custom()))).customLineItems[0]!.id;
    await expectRefused(t, () => cart.client.post(`${cart.path}/custom-product`, custom(overrides)), { status: 422, type, field });
    await expectRefused(t, () => cart.client.put(`${cart.path}/custom-product/${id}`, custom(overrides)), { status: 422, type, field });
  });

  it('is florist-made, so it cannot go overseas', async () => {
    const cart = await staffCart();
    await expectRefused(t, () => cart.client.post(`${cart.path}/custom-product`, custom({ suburbId: undefined, countryCode: 'GB' })), { status: 422, type: PROBLEM_TYPES.productUnavailable });
  });

  it("counts towards the cart's line limit", async () => {
    const cart = await staffCart();
    const lines = await withLines(cart, lineBody());
    const { id: _id, seq: _seq, createdAt: _at, ...row } = (await t.database.db.select().from(cartLineItems).where(eq(cartLineItems.id, lines.lineItems[0]!.lineItemId)))[0]!;
    for (let i = 0; i < CART_MAX_LINE_ITEMS - 2; i++) await t.database.db.insert(cartLineItems).values(row);
    // Racing adds at the limit: one lands, the others are refused.
    const answers = await Promise.all(Array.from({ length: 3 }, () => cart.client.post(`${cart.path}/custom-product`, custom())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    expect((await cartOf(cart)).customLineItems).toHaveLength(1);
    await expectRefused(t, () => cart.client.post(`${cart.path}/custom-product`, custom()), { status: 422, type: PROBLEM_TYPES.cartTooManyLines, field: 'lineItems' });
    await expectRefused(t, () => cart.client.post(`${cart.path}/line-items`, lineBody()), { status: 422, type: PROBLEM_TYPES.cartTooManyLines, field: 'lineItems' });
  });

  it('is for staff: customers and guests get 403 on every custom product call, and nothing changes', async () => {
    const staff = await staffCart('florist');
    const id = (await okCart(await staff.client.post(`${staff.path}/custom-product`, custom()))).customLineItems[0]!.id;
    for (const cart of [await newCart(t, await signedInClient(t, 'customer')), await newCart(t)]) {
      await expectRefused(t, () => cart.client.post(`${cart.path}/custom-product`, custom()), { status: 403, type: PROBLEM_TYPES.forbidden });
      await expectRefused(t, () => cart.client.put(`${cart.path}/custom-product/${id}`, custom()), { status: 403, type: PROBLEM_TYPES.forbidden });
      await expectRefused(t, () => cart.client.delete(`${cart.path}/custom-line-items/${id}`), { status: 403, type: PROBLEM_TYPES.forbidden });
    }
  });

  it("answers 404 for another cart's custom product", async () => {
    const mine = await staffCart();
    const theirs = await staffCart('floristowner');
    const id = (await okCart(await theirs.client.post(`${theirs.path}/custom-product`, custom()))).customLineItems[0]!.id;
    await expectRefused(t, () => mine.client.put(`${mine.path}/custom-product/${id}`, custom()), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.delete(`${mine.path}/custom-line-items/${id}`), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.put(`${theirs.path}/custom-product/${id}`, custom()), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => mine.client.delete(`${mine.path}/custom-line-items/not-an-id`), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});

describe('cart notes', () => {
  it('sets the note, trimmed, and an empty note clears it', async () => {
    const cart = await staffCart();
    expect((await okCart(await cart.client.put(`${cart.path}/notes`, { cartNote: '  Leave with reception  ' }))).note).toBe('Leave with reception');
    expect((await cartOf(cart)).note).toBe('Leave with reception');
    expect((await okCart(await cart.client.put(`${cart.path}/notes`, { cartNote: '' }))).note).toBeNull();
  });

  it.each([
    [{ cartNote: 'x'.repeat(CART_NOTE_MAX + 1) }, 'cartNote'],
    [{ cartNote: 12 }, 'cartNote'],
  ])('refuses %j (422 naming %s) and changes nothing', async (body, field) => {
    const cart = await staffCart();
    await okCart(await cart.client.put(`${cart.path}/notes`, { cartNote: 'Keep me' }));
    await expectRefused(t, () => cart.client.put(`${cart.path}/notes`, body), { status: 422, type: PROBLEM_TYPES.validation, field });
    expect((await cartOf(cart)).note).toBe('Keep me');
  });

  it("is for staff (403 for customers and guests) and 404 on another's cart", async () => {
    for (const cart of [await newCart(t, await signedInClient(t, 'customer')), await newCart(t)]) {
      await expectRefused(t, () => cart.client.put(`${cart.path}/notes`, { cartNote: 'Hello' }), { status: 403, type: PROBLEM_TYPES.forbidden });
    }
    const mine = await staffCart();
    const theirs = await staffCart('florist');
    await expectRefused(t, () => mine.client.put(`${theirs.path}/notes`, { cartNote: 'Hello' }), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});
