import { fromZonedTime } from 'date-fns-tz';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/lib/api/contracts/cart';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PROMO_DOES_NOT_MATCH_CART_MESSAGE } from '../../src/lib/domain/promo-codes';
import { cartPromoCodes } from '../../src/server/db/schema/index';
import { expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { freezeClock } from './catalog-fixtures';
import { changedTables, stateFingerprint } from './fuzz/state';
import { useTestApp } from './harness';
import { summaryLine } from './read';

const t = useTestApp({ frozenClock: true });
afterEach(() => freezeClock());

const HAMPER = lineBody({ productKey: 'WB1401', variantKey: 'WB1401-STD' });
const apply = (cart: TestCart, code: string) => cart.client.post(`${cart.path}/promo-codes`, { code });

/** A cart of one bouquet whose card message is answered, so only promo codes can block its checkout. */
async function flowersCart(first: Record<string, unknown> = lineBody()) {
  const cart = await newCart(t);
  const answer = await withLines(cart, first);
  for (const line of answer.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
  return cart;
}
const lineTotal = (cart: Cart, productKey: string) => cart.lineItems.filter((l) => l.productKey === productKey).reduce((sum, l) => sum + l.totalPrice.centAmount, 0);

/** A call answering the cart as it was, with no row changed. */
async function expectUnchangedOk(call: () => Promise<Response>, before: Cart) {
  const fingerprint = await stateFingerprint(t.database);
  expect(await okCart(await call())).toEqual(before);
  expect(changedTables(fingerprint, await stateFingerprint(t.database))).toEqual([]);
}

describe('applying promo codes', () => {
  it('SPRING15 takes 15% off, shown as the Discount line, whatever case it is typed in', async () => {
    const cart = await flowersCart();
    const answer = await okCart(await apply(cart, '  spring15 '));
    const subtotal = summaryLine(answer, 'subtotal');
    const off = Math.floor((subtotal * 15 + 50) / 100);
    expect(answer.promoCodes).toEqual([expect.objectContaining({ code: 'SPRING15', state: 'MatchesCart', discount: expect.objectContaining({ centAmount: off }) })]);
    expect(Math.abs(summaryLine(answer, 'discount'))).toBe(off);
    expect(answer.totalPrice.centAmount).toBe(subtotal + summaryLine(answer, 'delivery') + summaryLine(answer, 'networkFee') - off);
    expect(answer.canCheckout).toBe(true);
  });

  it('applying the same code again changes nothing; another code replaces it (one code per cart)', async () => {
    const cart = await flowersCart();
    const first = await okCart(await apply(cart, 'SPRING15'));
    await expectUnchangedOk(() => apply(cart, 'Spring15'), first);
    const replaced = await okCart(await apply(cart, 'SAVE10'));
    expect(replaced.promoCodes.map((p) => p.code)).toEqual(['SAVE10']);
    expect(await t.database.db.select().from(cartPromoCodes).where(eq(cartPromoCodes.cartId, cart.cartId))).toHaveLength(1);
  });

  it('racing applies of different codes leave exactly one code on the cart', async () => {
    const cart = await flowersCart();
    const answers = await Promise.all(['SPRING15', 'SAVE10', 'HAMPER20', 'SPRING15'].map((code) => apply(cart, code)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await t.database.db.select().from(cartPromoCodes).where(eq(cartPromoCodes.cartId, cart.cartId))).toHaveLength(1);
  });

  it('SAVE10 does not match a cart under $80, blocking checkout, and takes $10 off once the cart reaches it', async () => {
    const cart = await flowersCart(lineBody({ productKey: 'WB1002', variantKey: 'WB1002-PET' }));
    const small = await okCart(await apply(cart, 'SAVE10'));
    expect(summaryLine(small, 'subtotal')).toBeLessThan(8000);
    expect(small.promoCodes[0]).toMatchObject({ code: 'SAVE10', state: 'DoesNotMatchCart' });
    expect(summaryLine(small, 'discount')).toBe(0);
    expect(small.canCheckout).toBe(false);
    const large = await withLines(cart, lineBody({ variantKey: 'WB1001-DLX', quantity: 2 }));
    expect(summaryLine(large, 'subtotal')).toBeGreaterThanOrEqual(8000);
    expect(large.promoCodes[0]).toMatchObject({ state: 'MatchesCart', discount: expect.objectContaining({ centAmount: 1000 }) });
  });

  it('HAMPER20 is kept on a flowers-only cart but blocks checkout with the spec message, and matches once a hamper is in', async () => {
    const cart = await flowersCart();
    const flowers = await okCart(await apply(cart, 'HAMPER20'));
    expect(flowers.promoCodes[0]).toMatchObject({ code: 'HAMPER20', state: 'DoesNotMatchCart' });
    expect(flowers.checkoutBlocks).toContainEqual(expect.objectContaining({ code: 'promo-code-does-not-match', message: PROMO_DOES_NOT_MATCH_CART_MESSAGE, promoCodes: ['HAMPER20'] }));
    expect(flowers.canCheckout).toBe(false);
    const withHamper = await withLines(cart, HAMPER);
    const off = Math.floor((lineTotal(withHamper, 'WB1401') * 20 + 50) / 100);
    expect(withHamper.promoCodes[0]).toMatchObject({ state: 'MatchesCart', discount: expect.objectContaining({ centAmount: off }) });
    expect(withHamper.checkoutBlocks.map((b) => b.code)).not.toContain('promo-code-does-not-match');
  });

  it.each([
    ['WINTER25', 'This promo code has expired'],
    ['FIRST100', 'This promo code has been fully redeemed'],
    ['NOSUCHCODE', 'We do not recognise this promo code'],
  ])('refuses %s (422 naming code: "%s") and changes nothing', async (code, message) => {
    const cart = await flowersCart();
    await expectRefused(t, () => apply(cart, code), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message });
  });

  it.each([[{}], [{ code: '' }], [{ code: 'TEN OFF!' }], [{ code: 'X'.repeat(41) }], [{ code: 15 }]])('refuses the body %j (422 naming code)', async (body) => {
    const cart = await flowersCart();
    await expectRefused(t, () => cart.client.post(`${cart.path}/promo-codes`, body), { status: 422, type: PROBLEM_TYPES.validation, field: 'code' });
  });

  it('the long-running codes still apply years from now, and the expired one stays expired', async () => {
    freezeClock(fromZonedTime('2031-08-20T12:00', 'Australia/Melbourne'));
    const cart = await newCart(t);
    expect((await okCart(await apply(cart, 'SPRING15'))).promoCodes[0]).toMatchObject({ code: 'SPRING15', state: 'DoesNotMatchCart' });
    await expectRefused(t, () => apply(cart, 'WINTER25'), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: 'expired' });
  });
});

describe('removing promo codes', () => {
  it('removes the applied code (compared normalised) and the discount goes', async () => {
    const cart = await flowersCart();
    await okCart(await apply(cart, 'SPRING15'));
    const removed = await okCart(await cart.client.delete(`${cart.path}/promo-codes/spring15`));
    expect(removed.promoCodes).toEqual([]);
    expect(summaryLine(removed, 'discount')).toBe(0);
    await expectRefused(t, () => cart.client.delete(`${cart.path}/promo-codes/SPRING15`), { status: 404, type: PROBLEM_TYPES.notFound });
  });

  it("answers 404 for another shopper's cart", async () => {
    const mine = await flowersCart();
    await okCart(await apply(mine, 'SPRING15'));
    const theirs = await newCart(t);
    await expectRefused(t, () => theirs.client.delete(`${mine.path}/promo-codes/SPRING15`), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => theirs.client.post(`${mine.path}/promo-codes`, { code: 'SAVE10' }), { status: 404, type: PROBLEM_TYPES.notFound });
  });
});
