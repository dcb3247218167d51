import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PromoCodeBatchListModel, PromoCodeBatchRowModel, type PromoCodeBatchRow } from '../../src/lib/api/contracts/promo-code-batches';
import { PromoCodeListModel, PromoUsageModel } from '../../src/lib/api/contracts/promotions';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PROMO_CODE_MESSAGES } from '../../src/server/cart/promo-codes';
import { promoCodes } from '../../src/server/db/schema/index';
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

async function createBatch(body: Record<string, unknown>): Promise<PromoCodeBatchRow> {
  const response = await (await staff()).post(BASE, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, PromoCodeBatchRowModel);
}
async function codesOf(batch: PromoCodeBatchRow): Promise<string[]> {
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
    expect((await client.get(`${BASE}/not-an-id/codes.csv`)).status).toBe(404);
    expect((await client.get(`${BASE}/00000000-0000-4000-8000-000000000000/usage`)).status).toBe(404);
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
