import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AutomaticPromotionDetailModel, AutomaticPromotionListModel, ProductPromotionsModel, type AutomaticPromotionDetail } from '../../src/lib/api/contracts/automatic-promotions';
import type { Cart } from '../../src/lib/api/contracts/cart';
import { PaymentSessionStatusModel } from '../../src/lib/api/contracts/checkout';
import { PromoCodeDetailModel } from '../../src/lib/api/contracts/promotions';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { orders } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** Promotions without a code (docs/adr/0765): made, changed and switched off by the head office, applied to carts, checkouts and orders by themselves. */
const t = useTestApp({ frozenClock: true });
const BASE = '/api/promotions/automatic';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412 345 678' };

let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));

async function create(body: Record<string, unknown>): Promise<AutomaticPromotionDetail> {
  const response = await (await staff()).post(BASE, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, AutomaticPromotionDetailModel);
}
const patch = async (id: string, body: Record<string, unknown>) => readAs(await (await staff()).patch(`${BASE}/${id}`, body), AutomaticPromotionDetailModel);
async function readyCart(productKey: string): Promise<TestCart> {
  const cart = await newCart(t);
  const answer = await withLines(cart, lineBody({ productKey, variantKey: `${productKey}-STD` }));
  for (const line of answer.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
  return cart;
}
const cartOf = async (cart: TestCart) => okCart(await cart.client.get(cart.path));
const line = (cart: Cart, kind: string) => cart.financialSummary.filter((row) => row.kind === kind);
const cents = (cart: Cart, kind: string) => line(cart, kind).reduce((sum, row) => sum + row.price.centAmount, 0);
const productLine = async (productKey: string) => readAs(await t.client().get(`/api/products/${productKey}/promotions`), ProductPromotionsModel);

describe('a promotion without a code', () => {
  it('takes its discount off the cart, the payment and the order, in whole cents', async () => {
    const promotion = await create({ name: '10% off this bouquet this week', kind: 'percentage', value: 10, products: ['WB1002'] });
    expect(promotion).toMatchObject({ state: 'active', kind: 'percentage', value: 10, products: ['WB1002'], active: true });
    expect(promotion.changes[0]!.fields).toContainEqual({ field: 'discount', label: 'Discount', before: '—', after: '10% off' });

    expect((await productLine('WB1002')).promotions).toEqual([{ name: '10% off this bouquet this week' }]);
    expect((await productLine('WB1001')).promotions).toEqual([]);

    const cart = await readyCart('WB1002');
    const priced = await cartOf(cart);
    const subtotal = cents(priced, 'subtotal');
    const off = Math.floor((subtotal * 10 + 50) / 100);
    expect(line(priced, 'promotion')).toEqual([expect.objectContaining({ title: '10% off this bouquet this week', price: expect.objectContaining({ centAmount: -off }) })]);
    const expectedTotal = subtotal + cents(priced, 'delivery') + cents(priced, 'networkFee') - off;
    expect(priced.totalPrice.centAmount).toBe(expectedTotal);
    expect(cents(priced, 'total')).toBe(expectedTotal);
    // Customers read Subtotal, Delivery, fee, then the promotion, then Total.
    expect(priced.financialSummary.map((row) => row.kind).indexOf('promotion')).toBeLessThan(priced.financialSummary.map((row) => row.kind).indexOf('total'));

    const opened = await cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
    const session = await readAs(await cart.client.get(`/api/payments/sessions/${paymentSession.id}`), PaymentSessionStatusModel);
    expect(session.amount.centAmount).toBe(expectedTotal);
    expect((await cart.client.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    expect(order).toMatchObject({ subtotalCents: subtotal, discountCents: off, totalCents: expectedTotal });

    await patch(promotion.id, { active: false });
  });

  it('is changed and switched off with its history, and the cart and product page follow at once', async () => {
    const promotion = await create({ name: 'Five dollars off', kind: 'amount', value: 5, products: ['WB1003'], minimumSpend: 10 });
    const cart = await readyCart('WB1003');
    expect(cents(await cartOf(cart), 'promotion')).toBe(-500);

    const changed = await patch(promotion.id, { value: '7.25', name: 'Seven and a quarter off' });
    expect(changed.changes[0]!.fields).toEqual([
      { field: 'name', label: 'Name', before: 'Five dollars off', after: 'Seven and a quarter off' },
      { field: 'discount', label: 'Discount', before: '$5 off', after: '$7.25 off' },
    ]);
    expect(changed.changes[0]!.by).toMatch(/Priya/);
    expect(line(await cartOf(cart), 'promotion')).toEqual([expect.objectContaining({ title: 'Seven and a quarter off', price: expect.objectContaining({ centAmount: -725 }) })]);

    const scheduled = await patch(promotion.id, { firstDay: '2099-01-01' });
    expect(scheduled.state).toBe('scheduled');
    expect(line(await cartOf(cart), 'promotion')).toEqual([]);
    await patch(promotion.id, { firstDay: null, minimumSpend: 9999 });
    expect(line(await cartOf(cart), 'promotion')).toEqual([]);
    await patch(promotion.id, { minimumSpend: null });
    expect(line(await cartOf(cart), 'promotion')).toHaveLength(1);

    const off = await patch(promotion.id, { active: false });
    expect(off.state).toBe('switchedOff');
    expect(off.changes[0]!.fields).toEqual([{ field: 'active', label: 'Status', before: 'On', after: 'Switched off' }]);
    expect(line(await cartOf(cart), 'promotion')).toEqual([]);
    expect((await productLine('WB1003')).promotions).toEqual([]);
    const listed = await readAs(await (await staff()).get(BASE), AutomaticPromotionListModel);
    expect(listed.results.find((row) => row.id === promotion.id)).toMatchObject({ state: 'switchedOff', name: 'Seven and a quarter off' });
  });

  it('comes off first; a code that combines adds to it, one that does not keeps its lines to itself', async () => {
    const promotion = await create({ name: 'Twenty off', kind: 'percentage', value: 20, products: ['WB1004'] });
    const client = await staff();
    const stem = Math.random().toString(36).slice(2, 6).toUpperCase();
    for (const [code, combinable] of [
      [`WITH${stem}`, true],
      [`ALONE${stem}`, false],
    ] as const) {
      const made = await client.post('/api/promotions/promo-codes', { code, kind: 'amount', value: 3, combinable });
      await readAs(made, PromoCodeDetailModel);
    }
    const cart = await readyCart('WB1004');
    const subtotal = cents(await cartOf(cart), 'subtotal');
    const twenty = Math.floor((subtotal * 20 + 50) / 100);

    const together = await okCart(await cart.client.post(`${cart.path}/promo-codes`, { code: `WITH${stem}` }));
    expect(cents(together, 'promotion')).toBe(-twenty);
    expect(cents(together, 'discount')).toBe(-300);
    expect(together.totalPrice.centAmount).toBe(subtotal + cents(together, 'delivery') + cents(together, 'networkFee') - twenty - 300);

    const alone = await okCart(await cart.client.post(`${cart.path}/promo-codes`, { code: `ALONE${stem}` }));
    expect(alone.promoCodes.map((promo) => promo.code)).toEqual([`ALONE${stem}`]);
    expect(line(alone, 'promotion')).toEqual([]);
    expect(cents(alone, 'discount')).toBe(-300);
    await patch(promotion.id, { active: false });
  });
});

describe('a promotion on the whole order', () => {
  it('takes its share of the whole order once it reaches the minimum spend, the same in the cart, the payment and the order', async () => {
    // The minimum sits between one and two bouquets, so the first cart is under it and the second over.
    const probe = await readyCart('WB1006');
    const one = cents(await cartOf(probe), 'subtotal');
    const minimumSpend = (one + 100) / 100;
    const promotion = await create({ name: `10% off orders over $${minimumSpend}`, kind: 'percentage', value: 10, minimumSpend });
    expect(promotion).toMatchObject({ listings: [], products: [], appliesToWords: 'The whole order', state: 'active' });
    expect(promotion.changes[0]!.fields).toContainEqual({ field: 'appliesTo', label: 'Applies to', before: '—', after: 'The whole order' });
    // Every product's page names it.
    for (const key of ['WB1001', 'WB1006', 'WB1401']) expect((await productLine(key)).promotions).toContainEqual({ name: promotion.name });

    expect(line(await cartOf(probe), 'promotion')).toEqual([]);
    const cart = await readyCart('WB1006');
    await okCart(await cart.client.post(`${cart.path}/line-items`, lineBody({ productKey: 'WB1002', variantKey: 'WB1002-STD' })));
    for (const added of (await cartOf(cart)).lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${added.lineItemId}/set-card-message`, { noCardMessage: true }));
    const priced = await cartOf(cart);
    const subtotal = cents(priced, 'subtotal');
    expect(subtotal).toBeGreaterThanOrEqual(minimumSpend * 100);
    const off = Math.floor((subtotal * 10 + 50) / 100);
    expect(line(priced, 'promotion')).toEqual([expect.objectContaining({ title: promotion.name, price: expect.objectContaining({ centAmount: -off }) })]);
    const expectedTotal = subtotal + cents(priced, 'delivery') + cents(priced, 'networkFee') + cents(priced, 'peakSurcharge') - off;
    expect(priced.totalPrice.centAmount).toBe(expectedTotal);

    const opened = await cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
    const session = await readAs(await cart.client.get(`/api/payments/sessions/${paymentSession.id}`), PaymentSessionStatusModel);
    expect(session.amount.centAmount).toBe(expectedTotal);
    expect((await cart.client.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    expect(order).toMatchObject({ subtotalCents: subtotal, discountCents: off, totalCents: expectedTotal });

    // Aimed at products again, and back at the whole order by emptying both: recorded in words.
    const aimed = await patch(promotion.id, { products: ['WB1006'] });
    expect(aimed.changes[0]!.fields).toEqual([{ field: 'appliesTo', label: 'Applies to', before: 'The whole order', after: expect.stringMatching(/^Products: .+ \(WB1006\)$/) }]);
    const whole = await patch(promotion.id, { listings: [], products: [] });
    expect(whole.appliesToWords).toBe('The whole order');
    await patch(promotion.id, { active: false });
    expect((await productLine('WB1001')).promotions).toEqual([]);
  });
});

describe('under concurrency', () => {
  it('a checkout racing a promotion being switched off charges, and orders, one consistent figure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const promotion = await create({ name: `Race ${Math.random().toString(36).slice(2, 7)}`, kind: 'percentage', value: 15, products: ['WB1005'] });
        const cart = await readyCart('WB1005');
        const before = await cartOf(cart);
        const subtotal = cents(before, 'subtotal');
        const full = subtotal + cents(before, 'delivery') + cents(before, 'networkFee');
        const off = Math.floor((subtotal * 15 + 50) / 100);
        let sessionId: string | null = null;
        let status = 0;
        await s.waitFor(
          Promise.all([
            s.schedule(Promise.resolve(), 'checkout').then(async () => {
              const opened = await cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
              status = opened.status;
              if (opened.status === 201) sessionId = ((await opened.json()) as { paymentSession: { id: string } }).paymentSession.id;
            }),
            s.schedule(Promise.resolve(), 'switch off').then(() => patch(promotion.id, { active: false })),
          ]),
        );
        expect(status).toBe(201);
        const session = await readAs(await cart.client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
        expect([full - off, full]).toContain(session.amount.centAmount);
        expect((await cart.client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD)).status).toBe(200);
        const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
        expect(order!.totalCents).toBe(session.amount.centAmount);
        expect(order!.totalCents).toBe(order!.subtotalCents + order!.deliveryCents + order!.networkFeeCents - order!.discountCents);
        expect(order!.discountCents).toBe(full - session.amount.centAmount);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});

describe('bad input', () => {
  it('is refused with a 422 naming the field, and changes nothing', async () => {
    const client = await staff();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ kind: 'percentage', value: 10, products: ['WB1001'] }, 'name'],
      [{ name: 'No', kind: 'percentage', value: 10, products: ['WB1001'] }, 'name'],
      [{ name: 'Too much', kind: 'percentage', value: 150, products: ['WB1001'] }, 'value'],
      [{ name: 'Nothing off', kind: 'amount', value: 0, products: ['WB1001'] }, 'value'],
      [{ name: 'Backwards', kind: 'amount', value: 5, products: ['WB1001'], firstDay: '2027-03-01', lastDay: '2027-02-01' }, 'lastDay'],
      [{ name: 'Bad day', kind: 'amount', value: 5, products: ['WB1001'], firstDay: '31/12/2027' }, 'firstDay'],
      [{ name: 'Year nought', kind: 'amount', value: 5, firstDay: '0000-01-01' }, 'firstDay'],
      [{ name: 'Far future', kind: 'amount', value: 5, lastDay: '9999-12-31' }, 'lastDay'],
      [{ name: 'Hex percent', kind: 'percentage', value: '0x10' }, 'value'],
      [{ name: 'Exponent percent', kind: 'percentage', value: '1e1' }, 'value'],
      [{ name: 'Infinite', kind: 'percentage', value: 'Infinity' }, 'value'],
      [{ name: 'Both', kind: 'amount', value: 5, products: ['WB1001'], listings: ['birthday-flowers'] }, 'products'],
      [{ name: 'Unknown', kind: 'amount', value: 5, products: ['NOPE999'] }, 'products', PROBLEM_TYPES.promoCodeUnknownTarget],
      [{ name: 'Unknown listing', kind: 'amount', value: 5, listings: ['no-such-listing'] }, 'listings', PROBLEM_TYPES.promoCodeUnknownTarget],
      [{ name: 'Spend', kind: 'amount', value: 5, products: ['WB1001'], minimumSpend: 'lots' }, 'minimumSpend'],
    ];
    for (const [body, field, type] of cases) await expectRefused(t, () => client.post(BASE, body), { status: 422, type: type ?? PROBLEM_TYPES.validation, field });
    const made = await create({ name: 'To be changed', kind: 'amount', value: 5, products: ['WB1001'], active: false });
    await expectRefused(t, () => client.patch(`${BASE}/${made.id}`, { value: -1 }), { status: 422, type: PROBLEM_TYPES.validation, field: 'value' });
    await expectRefused(t, () => client.patch(`${BASE}/${made.id}`, { firstDay: '0000-01-01' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'firstDay' });
    await expectRefused(t, () => client.patch(`${BASE}/${made.id}`, { minimumSpend: '0x10' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'minimumSpend' });
    expect((await client.get(`${BASE}/not-an-id`)).status).toBe(404);
    for (const id of ['-'.repeat(36), 'a'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '0'.repeat(5000)]) {
      expect((await client.get(`${BASE}/${id}`)).status, id).toBe(404);
      await expectRefused(t, () => client.patch(`${BASE}/${id}`, { active: false }), { status: 404, type: PROBLEM_TYPES.notFound });
    }
    expect((await client.patch(`${BASE}/00000000-0000-4000-8000-000000000000`, { active: false })).status).toBe(404);
    expect((await t.client().get('/api/products/NOPE999/promotions')).status).toBe(404);
  });
});
