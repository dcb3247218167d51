import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PromoCodeBatchDetailModel, PromoCodeBatchListModel, type PromoCodeBatchDetail } from '../../src/lib/api/contracts/promo-code-batches';
import { PaymentSessionStatusModel } from '../../src/lib/api/contracts/checkout';
import { PromoCodeListModel, PromoUsageModel } from '../../src/lib/api/contracts/promotions';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PROMO_CODE_MESSAGES } from '../../src/server/cart/promo-codes';
import { orders, promoCodeBatchChanges, promoCodes } from '../../src/server/db/schema/index';
import { BATCH_CODE_ALPHABET } from '../../src/server/promotions/batches';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** Batches of single-use promo codes (docs/adr/0765): made all or none, listed as one row, exported, each code usable once. */
const t = useTestApp({ frozenClock: true });
const BASE = '/api/promotions/promo-code-batches';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412 345 678' };

let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
let made = 0;
const freshPrefix = (stem = 'NEWS') => `${stem}${++made}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;

async function createBatch(body: Record<string, unknown>): Promise<PromoCodeBatchDetail> {
  const response = await (await staff()).post(BASE, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, PromoCodeBatchDetailModel);
}
const switchBatch = async (batch: { id: string }, active: boolean) => readAs(await (await staff()).patch(`${BASE}/${batch.id}`, { active }), PromoCodeBatchDetailModel);
async function codesOf(batch: { id: string; prefix: string }): Promise<string[]> {
  const response = await (await staff()).get(`${BASE}/${batch.id}/codes.csv`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/csv/);
  expect(response.headers.get('content-disposition')).toContain(`promo-codes-${batch.prefix.toLowerCase()}.csv`);
  const [header, ...rows] = (await response.text()).trim().split('\n');
  expect(header).toBe('Code,Used');
  return rows.map((row) => row.split(',')[0]!);
}
async function readyCart(): Promise<TestCart> {
  const cart = await newCart(t);
  const answer = await withLines(cart, lineBody());
  for (const line of answer.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
  return cart;
}
const apply = (cart: TestCart, code: string) => cart.client.post(`${cart.path}/promo-codes`, { code });
const checkout = (cart: TestCart) => cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });

describe('generating a batch', () => {
  it('makes N unguessable single-use codes with the prefix and terms, listed as one batch and exported as CSV', async () => {
    const prefix = freshPrefix();
    const batch = await createBatch({
      prefix: prefix.toLowerCase(),
      count: 40,
      description: 'Spring newsletter',
      kind: 'amount',
      value: '7.50',
      minimumSpend: 20,
      lastDay: '2099-12-31',
      combinable: true,
    });
    expect(batch).toMatchObject({ prefix, size: 40, used: 0, kind: 'amount', value: 7.5, minimumSpend: 20, lastDay: '2099-12-31', combinable: true, createdBy: expect.stringMatching(/Priya/) });
    const codes = await codesOf(batch);
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    const pattern = new RegExp(`^${prefix}-[${BATCH_CODE_ALPHABET}]{10}$`);
    for (const code of codes) expect(code).toMatch(pattern);
    const stored = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, codes[0]!));
    expect(stored[0]).toMatchObject({ maxApplications: 1, amountCents: 750, minimumSpendCents: 2000, combinable: true, batchId: batch.id });

    const batches = await readAs(await (await staff()).get(BASE), PromoCodeBatchListModel);
    expect(batches.results.find((row) => row.id === batch.id)).toMatchObject({ prefix, size: 40, used: 0 });
    // The codes themselves do not clutter the list of promo codes.
    const listed = await readAs(await (await staff()).get(`/api/promotions/promo-codes?search=${prefix}`), PromoCodeListModel);
    expect(listed.total).toBe(0);
  });

  it('makes 5,000 codes in one go, all different', async () => {
    const batch = await createBatch({ prefix: freshPrefix('BIG'), count: 5000, kind: 'percentage', value: 10 });
    const codes = await codesOf(batch);
    expect(new Set(codes).size).toBe(5000);
  }, 120_000);

  it('refuses bad input with a 422 naming the field, and makes nothing', async () => {
    const client = await staff();
    const cases: [Record<string, unknown>, string][] = [
      [{ prefix: 'A', count: 5, kind: 'percentage', value: 10 }, 'prefix'],
      [{ prefix: 'BAD-PREFIX', count: 5, kind: 'percentage', value: 10 }, 'prefix'],
      [{ prefix: 'OK', count: 0, kind: 'percentage', value: 10 }, 'count'],
      [{ prefix: 'OK', count: 5001, kind: 'percentage', value: 10 }, 'count'],
      [{ prefix: 'OK', count: 2.5, kind: 'percentage', value: 10 }, 'count'],
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: 101 }, 'value'],
      [{ prefix: 'OK', count: 5, kind: 'amount', value: '1.234' }, 'value'],
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: 10, firstDay: '2027-02-01', lastDay: '2027-01-01' }, 'lastDay'],
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: 10, products: ['NOPE999'] }, 'products'],
      [{ prefix: 'OK', count: 5, kind: 'bogus', value: 10 }, 'kind'],
    ];
    for (const [body, field] of cases) {
      await expectRefused(t, () => client.post(BASE, body), { status: 422, type: field === 'products' ? PROBLEM_TYPES.promoCodeUnknownTarget : PROBLEM_TYPES.validation, field });
    }
    // Days are real days of the shop's years; numbers are JSON numbers or plain digits.
    for (const [body, field] of [
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: 10, firstDay: '0000-01-01' }, 'firstDay'],
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: 10, lastDay: '9999-12-31' }, 'lastDay'],
      [{ prefix: 'OK', count: 5, kind: 'percentage', value: '0x10' }, 'value'],
      [{ prefix: 'OK', count: '5', kind: 'percentage', value: 10 }, 'count'],
      [{ prefix: 'OK', count: 2 ** 53 + 1, kind: 'percentage', value: 10 }, 'count'],
    ] as const) {
      await expectRefused(t, () => client.post(BASE, body), { status: 422, type: PROBLEM_TYPES.validation, field });
    }
  });

  it('answers 404 for any id that is not a batch, well formed or not, on every route of a batch', async () => {
    const client = await staff();
    const ids = ['not-an-id', '-'.repeat(36), 'a'.repeat(36), 'g'.repeat(8) + '-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000', '0'.repeat(5000)];
    for (const id of ids) {
      for (const tail of ['', '/codes.csv', '/usage', '/usage.csv', '/usage?format=csv']) {
        const response = await client.get(`${BASE}/${id}${tail}`);
        expect(response.status, `${id.slice(0, 40)}${tail}`).toBe(404);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
      }
      await expectRefused(t, () => client.patch(`${BASE}/${id}`, { active: false }), { status: 404, type: PROBLEM_TYPES.notFound });
    }
  });
});

describe('switching a batch off and on', () => {
  it('stops every code of the batch at once, in carts and at checkout, records who and when with before and after, and starts them again', async () => {
    const batch = await createBatch({ prefix: freshPrefix('LEAK'), count: 4, kind: 'amount', value: 5, listings: ['birthday'] });
    expect(batch).toMatchObject({ active: true, state: 'active', appliesToWords: 'Listings: Birthday flowers' });
    expect(batch.changes).toHaveLength(1);
    expect(batch.changes[0]!.fields).toContainEqual({ field: 'size', label: 'Codes', before: '—', after: '4 codes, each usable once' });
    expect(batch.changes[0]!.fields).toContainEqual({ field: 'appliesTo', label: 'Applies to', before: '—', after: 'Listings: Birthday flowers' });
    const [held, fresh] = await codesOf(batch);
    const cart = await readyCart();
    expect((await okCart(await apply(cart, held!))).promoCodes[0]).toMatchObject({ state: 'MatchesCart' });

    const client = await staff();
    // Without the CSRF token nothing changes.
    await expectRefused(t, () => client.request('PATCH', `${BASE}/${batch.id}`, { body: { active: false }, csrf: false }), { status: 403, type: PROBLEM_TYPES.csrf });
    await expectRefused(t, () => client.patch(`${BASE}/${batch.id}`, { active: 'no' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'active' });

    const off = await switchBatch(batch, false);
    expect(off).toMatchObject({ active: false, state: 'switchedOff' });
    expect(off.changes[0]!.by).toMatch(/Priya/);
    expect(off.changes[0]!.fields).toEqual([
      { field: 'active', label: 'Status', before: 'On', after: 'Switched off' },
      { field: 'codesSwitched', label: 'Codes switched off', before: '', after: '4 of 4' },
    ]);
    const stored = await t.database.db.select().from(promoCodes).where(eq(promoCodes.batchId, batch.id));
    expect(stored.map((code) => code.isActive)).toEqual([false, false, false, false]);
    // The cart holding one gives no discount, and its checkout is refused (nothing taken, nothing charged) until the code is removed; a new cart is refused the code.
    const priced = await okCart(await cart.client.get(cart.path));
    expect(priced.promoCodes[0]).toMatchObject({ state: 'NotActive', discount: expect.objectContaining({ centAmount: 0 }) });
    await expectRefused(t, () => checkout(cart), {
      status: 422,
      type: PROBLEM_TYPES.promoCodeNotApplicable,
      field: 'code',
      message: `${PROMO_CODE_MESSAGES.switchedOff}. Remove it from your cart to check out.`,
    });
    expect((await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, held!)))[0]!.applications).toBe(0);
    const late = await readyCart();
    await expectRefused(t, () => apply(late, fresh!), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.switchedOff });
    const listed = await readAs(await client.get(BASE), PromoCodeBatchListModel);
    expect(listed.results.find((row) => row.id === batch.id)).toMatchObject({ active: false, state: 'switchedOff' });

    // Asking again changes and records nothing.
    expect((await switchBatch(batch, false)).changes).toHaveLength(2);
    const on = await switchBatch(batch, true);
    expect(on).toMatchObject({ active: true, state: 'active' });
    expect(on.changes[0]!.fields[0]).toEqual({ field: 'active', label: 'Status', before: 'Switched off', after: 'On' });
    expect((await okCart(await apply(await readyCart(), fresh!))).promoCodes[0]).toMatchObject({ state: 'MatchesCart' });
    expect(await t.database.db.select().from(promoCodeBatchChanges).where(eq(promoCodeBatchChanges.batchId, batch.id))).toHaveLength(3);
    expect((await readAs(await client.get(`${BASE}/${batch.id}`), PromoCodeBatchDetailModel)).changes.map((change) => change.fields[0]!.label)).toEqual(['Status', 'Status', 'Prefix']);
  });

  it('holds under interleaved checkout and switch-off: a checkout priced with the code takes its use and is charged the discount, one priced after is refused', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const batch = await createBatch({ prefix: freshPrefix('STOP'), count: 2, kind: 'amount', value: 6 });
        const [code] = await codesOf(batch);
        const cart = await readyCart();
        const before = await okCart(await apply(cart, code!));
        const full = before.totalPrice.centAmount + 600;
        let sessionId: string | null = null;
        let status = 0;
        await s.waitFor(
          Promise.all([
            s.schedule(Promise.resolve(), 'checkout').then(async () => {
              const opened = await checkout(cart);
              status = opened.status;
              if (opened.status === 201) sessionId = ((await opened.json()) as { paymentSession: { id: string } }).paymentSession.id;
            }),
            s.schedule(Promise.resolve(), 'switch off').then(() => switchBatch(batch, false)),
          ]),
        );
        const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code!));
        expect(row!.isActive).toBe(false);
        if (status === 422) {
          // Switched off before the checkout priced the cart: refused, and the code's use not taken.
          expect(row!.applications).toBe(0);
          expect(await db.select().from(orders).where(eq(orders.cartId, cart.cartId))).toEqual([]);
        } else {
          // Priced while it was on: the discount and the use go together, and the order is charged what the session said.
          expect(status).toBe(201);
          const session = await readAs(await cart.client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
          expect(session.amount.centAmount).toBe(full - 600);
          expect(row!.applications).toBe(1);
          expect((await cart.client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD)).status).toBe(200);
          const [order] = await db.select().from(orders).where(eq(orders.cartId, cart.cartId));
          expect(order).toMatchObject({ totalCents: session.amount.centAmount, discountCents: 600 });
        }
        // Once it is off, no other cart gets the batch's other code.
        const [, other] = await codesOf(batch);
        const late = await readyCart();
        await expectRefused(t, () => apply(late, other!), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.switchedOff });
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});

describe('the usage of a batch', () => {
  it('is downloaded as CSV, and counts an order carrying two of its codes once', async () => {
    const batch = await createBatch({ prefix: freshPrefix('PAIR'), count: 2, kind: 'amount', value: 3, combinable: true });
    const [first, second] = await codesOf(batch);
    const cart = await readyCart();
    await okCart(await apply(cart, first!));
    const both = await okCart(await apply(cart, second!));
    expect(both.promoCodes.map((promo) => promo.code)).toEqual([first, second]);
    const opened = await checkout(cart);
    const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
    expect((await cart.client.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));

    const client = await staff();
    const usage = await readAs(await client.get(`${BASE}/${batch.id}/usage`), PromoUsageModel);
    expect(usage).toMatchObject({ code: `${batch.prefix}-…`, uses: 2, orders: 1, discount: 6, revenue: order!.totalCents / 100, notCounted: 0 });
    const csv = await client.get(`${BASE}/${batch.id}/usage.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="promo-code-batch-${batch.prefix.toLowerCase()}-usage.csv"`);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('Day,Orders,Revenue,Discount');
    expect(lines.at(-1)).toBe(`Total,1,${usage.revenue.toFixed(2)},6.00`);
    expect(await (await client.get(`${BASE}/${batch.id}/usage?format=csv`)).text()).toBe(lines.join('\n') + '\n');
  });
});

describe('using batch codes', () => {
  it('a code is taken like any code, then refused after its one use; the batch sums its use', async () => {
    const batch = await createBatch({ prefix: freshPrefix('USE'), count: 3, kind: 'percentage', value: 10 });
    const [code] = await codesOf(batch);
    const first = await readyCart();
    const applied = await okCart(await apply(first, code!.toLowerCase()));
    expect(applied.promoCodes).toEqual([expect.objectContaining({ code, state: 'MatchesCart' })]);
    const opened = await checkout(first);
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
    expect((await first.client.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD)).status).toBe(200);

    const second = await readyCart();
    await expectRefused(t, () => apply(second, code!), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.fullyRedeemed });

    const batches = await readAs(await (await staff()).get(BASE), PromoCodeBatchListModel);
    expect(batches.results.find((row) => row.id === batch.id)).toMatchObject({ size: 3, used: 1 });
    const usage = await readAs(await (await staff()).get(`${BASE}/${batch.id}/usage`), PromoUsageModel);
    expect(usage).toMatchObject({ uses: 1, orders: 1 });
    expect(usage.discount).toBeGreaterThan(0);
    const csv = await (await (await staff()).get(`${BASE}/${batch.id}/codes.csv`)).text();
    expect(csv).toContain(`${code},Yes`);
  });

  it('holds under interleaved checkouts: two carts with the same code, one gets it', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, payAtOnce) => {
        const batch = await createBatch({ prefix: freshPrefix('RACE'), count: 1, kind: 'percentage', value: 10 });
        const [code] = await codesOf(batch);
        const carts = [await readyCart(), await readyCart()];
        for (const cart of carts) await okCart(await apply(cart, code!));
        const statuses: number[] = [];
        const runs = carts.map((cart, index) =>
          s.schedule(Promise.resolve(index), `checkout ${index}`).then(async () => {
            const opened = await checkout(cart);
            statuses.push(opened.status);
            if (opened.status === 201 && payAtOnce) {
              const { paymentSession } = (await opened.json()) as { paymentSession: { id: string } };
              statuses.push((await s.schedule(cart.client.post(`/api/payments/sandbox/${paymentSession.id}/pay`, CARD), `pay ${index}`)).status);
            }
          }),
        );
        await s.waitFor(Promise.all(runs));
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 422)).toHaveLength(1);
        const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code!));
        expect(row!.applications).toBe(1);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
