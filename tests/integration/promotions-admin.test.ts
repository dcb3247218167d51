import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PromoCodeDetailModel, PromoCodeListModel, PromoUsageModel, type PromoCodeDetail } from '../../src/lib/api/contracts/promotions';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PROMO_CODE_MESSAGES } from '../../src/server/cart/promo-codes';
import { orders, paymentRefunds, paymentSessions, products, promoCodeChanges, promoCodes } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart, okCart, withLines, type TestCart } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/** The head office's promo codes (docs/adr/0763): made, changed, switched off and scheduled, their use reported, their limits kept. */
const t = useTestApp({ frozenClock: true });
const BASE = '/api/promotions/promo-codes';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const senderOf = (email: string) => ({ firstName: 'Jane', lastName: 'Citizen', email, mobile: '0412 345 678' });

let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
let made = 0;
/** A code no other test uses. */
const freshCode = (stem = 'TEST') => `${stem}${++made}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

async function create(body: Record<string, unknown>): Promise<PromoCodeDetail> {
  const response = await (await staff()).post(BASE, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, PromoCodeDetailModel);
}
const read = async (code: string) => readAs(await (await staff()).get(`${BASE}/${code}`), PromoCodeDetailModel);
const apply = (cart: TestCart, code: string) => cart.client.post(`${cart.path}/promo-codes`, { code });

/** A cart of one bouquet, its card message answered, ready for checkout. */
async function readyCart(client?: ApiClient): Promise<TestCart> {
  const cart = await newCart(t, client);
  const answer = await withLines(cart, lineBody());
  for (const line of answer.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
  return cart;
}

/** Opens the card payment: the session's id, or the refusal's status. */
async function checkout(cart: TestCart, email: string): Promise<{ status: number; sessionId?: string }> {
  const response = await cart.client.post(`${cart.path}/checkout`, { sender: senderOf(email), recipient: RECIPIENT, paymentMethod: 'card' });
  if (response.status !== 201) return { status: response.status };
  return { status: 201, sessionId: ((await response.json()) as { paymentSession: { id: string } }).paymentSession.id };
}
const pay = (cart: TestCart, sessionId: string) => cart.client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD);

describe('making and changing promo codes', () => {
  it('a new code is listed, read with its history, and taken by a cart at once', async () => {
    const code = freshCode('NEW');
    const made = await create({ code: code.toLowerCase(), description: 'Ten dollars off', kind: 'amount', value: '10.50', maxApplications: 2, maxApplicationsPerCustomer: 1, minimumSpend: 20 });
    expect(made).toMatchObject({ code, kind: 'amount', value: 10.5, state: 'active', uses: 0, maxApplications: 2, maxApplicationsPerCustomer: 1, minimumSpend: 20, combinable: false });
    expect(made.changes).toHaveLength(1);
    expect(made.changes[0]!.by).toMatch(/Priya/);
    expect(made.changes[0]!.fields).toContainEqual({ field: 'discount', label: 'Discount', before: '—', after: '$10.50 off' });

    const listed = await readAs(await (await staff()).get(`${BASE}?search=${code.toLowerCase()}`), PromoCodeListModel);
    expect(listed.results.map((row) => row.code)).toEqual([code]);
    const active = await readAs(await (await staff()).get(`${BASE}?state=active&limit=100`), PromoCodeListModel);
    expect(active.results.map((row) => row.code)).toContain(code);
    const used = await readAs(await (await staff()).get(`${BASE}?state=usedUp`), PromoCodeListModel);
    expect(used.results.map((row) => row.code)).toEqual(['FIRST100']);

    const cart = await readyCart();
    const applied = await okCart(await apply(cart, code));
    expect(applied.promoCodes).toEqual([expect.objectContaining({ code, state: 'MatchesCart', discount: expect.objectContaining({ centAmount: 1050 }) })]);
  });

  it('switching a code off, scheduling it and changing it are recorded, and the shop follows at once', async () => {
    const code = freshCode('EDIT');
    await create({ code, kind: 'percentage', value: 10 });
    const client = await staff();
    const off = await readAs(await client.patch(`${BASE}/${code}`, { active: false }), PromoCodeDetailModel);
    expect(off.state).toBe('switchedOff');
    expect(off.changes[0]!.fields).toEqual([{ field: 'active', label: 'Status', before: 'On', after: 'Switched off' }]);
    const cart = await readyCart();
    await expectRefused(t, () => apply(cart, code), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.switchedOff });

    const scheduled = await readAs(await client.patch(`${BASE}/${code}`, { active: true, firstDay: '2025-12-01', lastDay: '2025-12-31', value: 25 }), PromoCodeDetailModel);
    expect(scheduled.state).toBe('scheduled');
    expect(scheduled.changes[0]!.fields.map((f) => `${f.label}: ${f.before} → ${f.after}`)).toEqual([
      'Discount: 10% off → 25% off',
      'First day: From now → 01/12/2025',
      'Last day: No end → 31/12/2025',
      'Status: Switched off → On',
    ]);
    await expectRefused(t, () => apply(cart, code), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.notYetValid });

    // The same change again records nothing.
    const again = await readAs(await client.patch(`${BASE}/${code}`, { firstDay: '2025-12-01' }), PromoCodeDetailModel);
    expect(again.changes).toHaveLength(3);
    const ended = await readAs(await client.patch(`${BASE}/${code}`, { firstDay: '2025-01-01', lastDay: '2025-06-30' }), PromoCodeDetailModel);
    expect(ended.state).toBe('ended');
    await expectRefused(t, () => apply(cart, code), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.expired });
  });

  it('a code for listings or products discounts only their lines', async () => {
    const listing = freshCode('ROSES');
    await create({ code: listing, kind: 'percentage', value: 50, listings: ['sympathy'] });
    const product = freshCode('ONE');
    await create({ code: product, kind: 'percentage', value: 50, products: ['wb1001'] });
    expect((await read(product)).products).toEqual(['WB1001']);
    const cart = await readyCart();
    expect((await okCart(await apply(cart, product))).promoCodes[0]).toMatchObject({ state: 'MatchesCart' });
    // WB1001 is a birthday bouquet, not a sympathy one.
    expect((await okCart(await apply(cart, listing))).promoCodes[0]).toMatchObject({ state: 'DoesNotMatchCart' });
  });

  it('two codes that combine share a cart; a code that does not replaces them', async () => {
    const first = freshCode('ANDA');
    const second = freshCode('ANDB');
    await create({ code: first, kind: 'amount', value: 5, combinable: true });
    await create({ code: second, kind: 'amount', value: 3, combinable: true });
    const cart = await readyCart();
    await okCart(await apply(cart, first));
    const both = await okCart(await apply(cart, second));
    expect(both.promoCodes.map((p) => p.code)).toEqual([first, second]);
    expect(both.promoCodes.reduce((sum, p) => sum + p.discount.centAmount, 0)).toBe(800);
    const alone = await okCart(await apply(cart, 'SPRING15'));
    expect(alone.promoCodes.map((p) => p.code)).toEqual(['SPRING15']);
    const back = await okCart(await apply(cart, first));
    expect(back.promoCodes.map((p) => p.code)).toEqual([first]);
  });
});

describe('bad input is refused, naming the field, and writes nothing', () => {
  const good = { kind: 'percentage', value: 10 };
  it.each([
    [{ ...good, value: 0 }, 'value'],
    [{ ...good, value: 101 }, 'value'],
    [{ ...good, value: 12.5 }, 'value'],
    [{ kind: 'amount', value: '10.123' }, 'value'],
    [{ kind: 'amount', value: 0 }, 'value'],
    [{ kind: 'amount', value: -5 }, 'value'],
    [{ kind: 'free', value: 5 }, 'kind'],
    [{ kind: 'percentage' }, 'value'],
    [{ ...good, firstDay: '2025-12-10', lastDay: '2025-12-09' }, 'lastDay'],
    [{ ...good, firstDay: '2025-02-30' }, 'firstDay'],
    [{ ...good, maxApplications: 0 }, 'maxApplications'],
    [{ ...good, maxApplications: 1.5 }, 'maxApplications'],
    [{ ...good, maxApplicationsPerCustomer: -1 }, 'maxApplicationsPerCustomer'],
    [{ ...good, minimumSpend: '5.555' }, 'minimumSpend'],
    [{ ...good, listings: ['birthday-flowers'], products: ['WB1001'] }, 'products'],
    [{ ...good, code: 'a b' }, 'code'],
    [{ ...good, code: 'AB' }, 'code'],
    // Numbers are JSON numbers, or text of plain decimal digits: not what Number() would also read.
    [{ ...good, value: '0x10' }, 'value'],
    [{ ...good, value: '1e1' }, 'value'],
    [{ ...good, value: '16.' }, 'value'],
    [{ ...good, value: 'Infinity' }, 'value'],
    [{ ...good, value: ' ' }, 'value'],
    [{ ...good, value: true }, 'value'],
    [{ kind: 'amount', value: '0x10' }, 'value'],
    [{ kind: 'amount', value: '1e3' }, 'value'],
    [{ kind: 'amount', value: 1e21 }, 'value'],
    [{ ...good, minimumSpend: '0x10' }, 'minimumSpend'],
    [{ ...good, maxApplications: '5' }, 'maxApplications'],
    [{ ...good, maxApplications: 2 ** 31 }, 'maxApplications'],
    // Days are real days of the shop's years: Postgres refuses year 0000, and none is in 9999.
    [{ ...good, firstDay: '0000-01-01' }, 'firstDay'],
    [{ ...good, lastDay: '0000-12-31' }, 'lastDay'],
    [{ ...good, lastDay: '9999-12-31' }, 'lastDay'],
    [{ ...good, firstDay: '1899-12-31' }, 'firstDay'],
    [{ ...good, firstDay: 20250101 }, 'firstDay'],
  ])('%j → 422 naming %s', async (body, field) => {
    const client = await staff();
    await expectRefused(t, () => client.post(BASE, { code: freshCode('BAD'), ...body }), { status: 422, type: PROBLEM_TYPES.validation, field });
  });

  it('a taken code is a 409 naming code, in any case', async () => {
    const client = await staff();
    await expectRefused(t, () => client.post(BASE, { code: 'spring15', kind: 'percentage', value: 5 }), { status: 409, type: PROBLEM_TYPES.promoCodeTaken, field: 'code' });
  });

  it('an unknown listing or product is a 422 naming it', async () => {
    const client = await staff();
    await expectRefused(t, () => client.post(BASE, { code: freshCode(), kind: 'percentage', value: 5, listings: ['no-such-page-at-all'] }), {
      status: 422,
      type: PROBLEM_TYPES.promoCodeUnknownTarget,
      field: 'listings',
    });
    await expectRefused(t, () => client.post(BASE, { code: freshCode(), kind: 'percentage', value: 5, products: ['WB9999999'] }), {
      status: 422,
      type: PROBLEM_TYPES.promoCodeUnknownTarget,
      field: 'products',
    });
  });

  it('a change is checked on the code as it would be: the last day, the kind, and the use limit against the uses taken', async () => {
    const client = await staff();
    await expectRefused(t, () => client.patch(`${BASE}/FIRST100`, { maxApplications: 99 }), { status: 422, type: PROBLEM_TYPES.promoCodeLimitBelowUses, field: 'maxApplications', message: /100/ });
    await expectRefused(t, () => client.patch(`${BASE}/SPRING15`, { lastDay: '2024-12-31' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'lastDay' });
    await expectRefused(t, () => client.patch(`${BASE}/SAVE10`, { kind: 'percentage', value: 1000 }), { status: 422, type: PROBLEM_TYPES.validation, field: 'value' });
    await expectRefused(t, () => client.patch(`${BASE}/NOSUCHCODE`, { active: false }), { status: 404, type: PROBLEM_TYPES.notFound });
    await expectRefused(t, () => client.patch(`${BASE}/SPRING15`, { firstDay: '0000-01-01' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'firstDay' });
    await expectRefused(t, () => client.patch(`${BASE}/SPRING15`, { value: '0x10' }), { status: 422, type: PROBLEM_TYPES.validation, field: 'value' });
    for (const query of ['offset=0x10', 'limit=1e1', 'offset=-1', 'limit=99999999999999999999', 'offset=NaN', 'limit=']) expect((await client.get(`${BASE}?${query}`)).status, query).toBe(400);
    expect((await client.get(`${BASE}?state=gone`)).status).toBe(400);
  });
});

describe('the usage report', () => {
  it('counts the orders placed with a code, their totals and its discount, by Melbourne day, and exports them', async () => {
    const code = freshCode('USE');
    await create({ code, kind: 'amount', value: 7, maxApplications: 5 });
    const totals: number[] = [];
    for (const email of ['one@example.com', 'two@example.com']) {
      const cart = await readyCart();
      await okCart(await apply(cart, code));
      const opened = await checkout(cart, email);
      expect(opened.status).toBe(201);
      const session = (await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, opened.sessionId!)))[0]!;
      totals.push(session.amountCents);
      expect((await pay(cart, opened.sessionId!)).status).toBe(200);
    }
    const usage = await readAs(await (await staff()).get(`${BASE}/${code}/usage`), PromoUsageModel);
    expect(usage).toMatchObject({ code, uses: 2, orders: 2, discount: 14, revenue: (totals[0]! + totals[1]!) / 100 });
    expect(usage.byDay).toHaveLength(1);
    expect(usage.byDay[0]).toMatchObject({ orders: 2, discount: 14 });

    const csv = await (await staff()).get(`${BASE}/${code}/usage.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="promo-code-use.*-usage\.csv"/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('Day,Orders,Revenue,Discount');
    expect(lines.at(-1)).toBe(`Total,2,${usage.revenue.toFixed(2)},14.00`);
    expect(await (await (await staff()).get(`${BASE}/${code}/usage?format=csv`)).text()).toBe(lines.join('\n') + '\n');
    expect((await (await staff()).get(`${BASE}/NOSUCHCODE/usage`)).status).toBe(404);
  });
});

describe('what the usage report counts', () => {
  it('leaves out orders cancelled or refunded in full, takes refunds made off the revenue, and says how many it left out', async () => {
    const code = freshCode('COUNT');
    await create({ code, kind: 'amount', value: 5 });
    const placed: { id: string; totalCents: number }[] = [];
    for (const email of ['kept@example.com', 'cancelled@example.com', 'refunded@example.com', 'part@example.com']) {
      const cart = await readyCart();
      await okCart(await apply(cart, code));
      const opened = await checkout(cart, email);
      expect((await pay(cart, opened.sessionId!)).status).toBe(200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
      placed.push({ id: order!.id, totalCents: order!.totalCents });
    }
    const [kept, cancelled, refunded, part] = placed as [(typeof placed)[number], (typeof placed)[number], (typeof placed)[number], (typeof placed)[number]];
    const db = t.database.db;
    await db.update(orders).set({ status: 'Cancelled', paymentStatus: 'Credit Owed' }).where(eq(orders.id, cancelled.id));
    const refund = (orderId: string, amountCents: number, status: string) => ({ orderId, cause: 'order', reason: 'Wilted', amountCents, currencyCode: 'AUD', status });
    await db.insert(paymentRefunds).values(refund(refunded.id, refunded.totalCents, 'refunded'));
    await db.update(orders).set({ paymentStatus: 'Refunded' }).where(eq(orders.id, refunded.id));
    // A refund made in part, and one only asked for: only what was given back comes off.
    await db.insert(paymentRefunds).values([refund(part.id, 1200, 'refunded'), refund(part.id, 800, 'requested')]);

    const usage = await readAs(await (await staff()).get(`${BASE}/${code}/usage`), PromoUsageModel);
    expect(usage).toMatchObject({ code, uses: 4, orders: 2, notCounted: 2, discount: 10, revenue: (kept.totalCents + part.totalCents - 1200) / 100 });
    expect(usage.byDay).toEqual([expect.objectContaining({ orders: 2, discount: 10, revenue: usage.revenue })]);
    const lines = (await (await (await staff()).get(`${BASE}/${code}/usage.csv`)).text()).trim().split('\n');
    expect(lines.at(-1)).toBe(`Total,2,${usage.revenue.toFixed(2)},10.00`);
  });

  it('counts an order carrying two codes of one report once', async () => {
    const first = freshCode('TWOA');
    const second = freshCode('TWOB');
    await create({ code: first, kind: 'amount', value: 4, combinable: true });
    await create({ code: second, kind: 'amount', value: 6, combinable: true });
    const cart = await readyCart();
    await okCart(await apply(cart, first));
    await okCart(await apply(cart, second));
    const opened = await checkout(cart, 'two.codes@example.com');
    expect((await pay(cart, opened.sessionId!)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    const usage = await readAs(await (await staff()).get(`${BASE}/${first}/usage`), PromoUsageModel);
    expect(usage).toMatchObject({ orders: 1, discount: 4, revenue: order!.totalCents / 100 });
  });
});

describe('the limit per customer', () => {
  it('refuses a signed-in customer who used the code up when they apply it again', async () => {
    const code = freshCode('ONCE');
    await create({ code, kind: 'percentage', value: 10, maxApplicationsPerCustomer: 1 });
    const customer = await signedInClient(t, 'customer');
    const cart = await readyCart(customer);
    await okCart(await apply(cart, code));
    const opened = await checkout(cart, 'olivia.nguyen@example.com');
    expect(opened.status).toBe(201);
    expect((await pay(cart, opened.sessionId!)).status).toBe(200);
    const next = await readyCart(customer);
    await expectRefused(t, () => apply(next, code), { status: 422, type: PROBLEM_TYPES.promoCodeNotApplicable, field: 'code', message: PROMO_CODE_MESSAGES.customerLimit });
    // Another customer may still use it.
    await okCart(await apply(await readyCart(), code));
  });

  it('holds under interleaved checkouts: two of one customer (by email, any case) and one of another', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, payAtOnce) => {
        const code = freshCode('RACE');
        await create({ code, kind: 'percentage', value: 10, maxApplications: 2, maxApplicationsPerCustomer: 1 });
        const shoppers = [
          { email: 'same.customer@example.com', cart: await readyCart() },
          { email: 'Same.Customer@Example.com', cart: await readyCart() },
          { email: 'someone.else@example.com', cart: await readyCart() },
        ];
        for (const shopper of shoppers) await okCart(await apply(shopper.cart, code));
        const statuses: number[] = [];
        const runs = shoppers.map((shopper, index) =>
          s.schedule(Promise.resolve(index), `checkout ${index}`).then(async () => {
            const opened = await checkout(shopper.cart, shopper.email);
            statuses.push(opened.status);
            if (opened.sessionId && payAtOnce) statuses.push((await s.schedule(pay(shopper.cart, opened.sessionId), `pay ${index}`)).status);
          }),
        );
        // Releases the scheduled steps, in the scheduler's order, until every checkout (and its payment) is done.
        await s.waitFor(Promise.all(runs));
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
        const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
        const placed = (await db.select({ sender: orders.sender, promoCodes: orders.promoCodes }).from(orders)).filter((order) => order.promoCodes.some((p) => p.code === code));
        const open = (await db.select().from(paymentSessions).where(eq(paymentSessions.status, 'open'))).filter((session) => session.promoCodeIds.includes(row!.id));
        const emails = [...placed.map((order) => order.sender.email), ...open.map((session) => (session.checkout as { sender: { email: string } }).sender.email)].map((email) => email.toLowerCase());
        expect(row!.applications).toBe(emails.length);
        expect(row!.applications).toBeLessThanOrEqual(2);
        expect(emails.filter((email) => email === 'same.customer@example.com').length).toBeLessThanOrEqual(1);
        expect(emails.filter((email) => email === 'someone.else@example.com').length).toBeLessThanOrEqual(1);
        // One of the same customer's two checkouts is refused with the limit's words.
        expect(statuses.filter((status) => status === 422)).toHaveLength(1);
      }),
      { numRuns: 8, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});

describe('history', () => {
  it('is kept per code, newest first, in the shop words', async () => {
    const code = freshCode('HIST');
    await create({ code, kind: 'percentage', value: 10 });
    const client = await staff();
    await client.patch(`${BASE}/${code}`, { maxApplications: 50, listings: ['birthday-flowers'] });
    await client.patch(`${BASE}/${code}`, { kind: 'amount', value: 12, combinable: true });
    const detail = await read(code);
    expect(detail.changes.map((change) => change.fields.map((f) => f.label))).toEqual([['Discount', 'Combines with other codes'], ['Use limit', 'Applies to'], expect.any(Array)]);
    expect(detail.changes[0]!.fields[0]).toEqual({ field: 'discount', label: 'Discount', before: '10% off', after: '$12 off' });
    // A listing is named by its page's title (or, with no page, its words as a phrase), never by its address.
    expect(detail.changes[1]!.fields[1]).toEqual({ field: 'appliesTo', label: 'Applies to', before: 'Everything', after: 'Listings: Birthday flowers' });
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(await t.database.db.select().from(promoCodeChanges).where(eq(promoCodeChanges.promoCodeId, row!.id))).toHaveLength(3);
  });

  it('names listing pages by title and products by name, in new changes and in changes recorded before', async () => {
    const code = freshCode('NAMES');
    await create({ code, kind: 'percentage', value: 10, listings: ['birthday', 'sympathy'] });
    const client = await staff();
    await client.patch(`${BASE}/${code}`, { products: ['WB1001'] });
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    const [product] = await t.database.db.select().from(products).where(eq(products.key, 'WB1001'));
    // As the history was written before: the listings' addresses and the products' keys.
    await t.database.db.insert(promoCodeChanges).values({
      promoCodeId: row!.id,
      changedAt: new Date(),
      changedBy: 'Priya Sharma',
      fields: [{ field: 'appliesTo', label: 'Applies to', before: 'Products: WB1001', after: 'Listings: birthday, sympathy' }],
    });
    const detail = await read(code);
    const appliesTo = detail.changes.map((change) => change.fields.find((field) => field.field === 'appliesTo'));
    // The seeded listing pages' titles (cms-schemas/content/pages).
    const pages = { birthday: 'Birthday flowers', sympathy: 'Sympathy flowers' };
    expect(appliesTo).toEqual([
      { field: 'appliesTo', label: 'Applies to', before: `Products: ${product!.name} (WB1001)`, after: `Listings: ${pages.birthday}, ${pages.sympathy}` },
      { field: 'appliesTo', label: 'Applies to', before: `Listings: ${pages.birthday}, ${pages.sympathy}`, after: `Products: ${product!.name} (WB1001)` },
      { field: 'appliesTo', label: 'Applies to', before: '—', after: `Listings: ${pages.birthday}, ${pages.sympathy}` },
    ]);
    for (const change of detail.changes) for (const field of change.fields) expect(`${field.before} ${field.after}`).not.toMatch(/\bbirthday\b|\bsympathy\b/);
  });
});
