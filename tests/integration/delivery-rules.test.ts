import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentSessionStatusModel } from '../../src/lib/api/contracts/checkout';
import { orders } from '../../src/server/db/schema/index';
import { readAs } from './read';
import type { Cart } from '../../src/lib/api/contracts/cart';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { signedInClient } from './auth-fixtures';
import { newCart, okCart, withLines, lineBody } from './cart-actions-fixtures';
import { FRIDAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';

/** Flowerline's delivery rules (docs/adr/0774): checked input, history, and the rules every reader sees. */
const t = useTestApp({ frozenClock: true });
let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
const cents = (cart: Cart, kind: string) => cart.financialSummary.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.price.centAmount, 0);

describe('delivery rules', () => {
  it('answers bad input with a 422 naming the field', async () => {
    const client = await staff();
    const cases: [string, Record<string, unknown>, string][] = [
      ['cutoffs', { effectiveFrom: '2026-12-07', weekday: '25:00', saturday: '10:00' }, 'weekday'],
      ['cutoffs', { effectiveFrom: '2026-02-30', weekday: '14:00', saturday: '10:00' }, 'effectiveFrom'],
      ['fees', { zone: 'metro', effectiveFrom: '2026-12-07', fee: '-1' }, 'fee'],
      ['fees', { zone: 'metro', effectiveFrom: '2026-12-07', fee: '1000' }, 'fee'],
      ['fees', { zone: 'metro', effectiveFrom: '2026-12-07', fee: '10.005' }, 'fee'],
      ['fees', { zone: 'country:ZZ', effectiveFrom: '2026-12-07', fee: '10' }, 'zone'],
      ['closed-dates', { date: 'tomorrow', reason: 'Closed' }, 'date'],
      ['peak-days', { date: '2027-02-14', name: '', surcharge: '10' }, 'name'],
    ];
    for (const [rule, body, field] of cases) {
      const response = await client.post(`/api/delivery-rules/${rule}`, body);
      expect(response.status, `${rule} ${JSON.stringify(body)}`).toBe(422);
      const problem = (await response.json()) as { type: string; errors?: Record<string, string> };
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      expect(Object.keys(problem.errors ?? {}), `${rule} ${JSON.stringify(body)}`).toEqual([field]);
    }
  });

  it('charges a peak-day surcharge in the cart and records the change in shop words', async () => {
    const cart = await newCart(t);
    const before = await withLines(cart, lineBody());
    const response = await (await staff()).post('/api/delivery-rules/peak-days', { date: FRIDAY, name: 'Spring rush', surcharge: '10' });
    expect(response.status, await response.clone().text()).toBe(201);
    const rules = (await response.json()) as { peakDays: { date: string; cents: number }[]; changes: { by: string; rule: string; before: string; after: string }[] };
    expect(rules.peakDays).toEqual([expect.objectContaining({ date: FRIDAY, name: 'Spring rush', cents: 1000 })]);
    expect(rules.changes[0]).toMatchObject({ rule: 'Peak day 14/11/2025', before: '—', after: 'Spring rush: +$10' });
    const after = await okCart(await cart.client.get(cart.path));
    expect(cents(after, 'delivery')).toBe(cents(before, 'delivery'));
    expect(after.financialSummary.filter((row) => row.kind === 'peakSurcharge').map((row) => [row.title, row.price.centAmount])).toEqual([['Spring rush surcharge', 1000]]);
    expect(cents(after, 'total') - cents(before, 'total')).toBe(1000);
  });

  it('refuses a closed date with the reason shoppers read', async () => {
    const monday = '2025-11-17';
    const response = await (await staff()).post('/api/delivery-rules/closed-dates', { date: monday, reason: 'Closed for stocktake' });
    expect(response.status).toBe(201);
    const cart = await newCart(t);
    const refused = await cart.client.post(`${cart.path}/line-items`, lineBody({ deliveryDate: monday }));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Closed for stocktake');
  });
});

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412 345 678' };

describe('under concurrency', () => {
  it('a checkout racing a peak day being set charges, and orders, one consistent figure', async () => {
    const setPeak = async (surcharge: string) => expect((await (await staff()).post('/api/delivery-rules/peak-days', { date: FRIDAY, name: 'Race day', surcharge })).status).toBe(201);
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        // No peak day to start with (a removal of today's or a later one; none there is a 404).
        expect([200, 404]).toContain((await (await staff()).delete(`/api/delivery-rules/peak-days/${FRIDAY}`)).status);
        const cart = await newCart(t);
        const added = await withLines(cart, lineBody());
        for (const line of added.lineItems) await okCart(await cart.client.post(`${cart.path}/line-items/${line.lineItemId}/set-card-message`, { noCardMessage: true }));
        const full = cents(await okCart(await cart.client.get(cart.path)), 'total');
        let sessionId: string | null = null;
        await s.waitFor(
          Promise.all([
            s.schedule(Promise.resolve(), 'checkout').then(async () => {
              const opened = await cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
              expect(opened.status, await opened.clone().text()).toBe(201);
              sessionId = ((await opened.json()) as { paymentSession: { id: string } }).paymentSession.id;
            }),
            s.schedule(Promise.resolve(), 'peak day').then(() => setPeak('7')),
          ]),
        );
        const session = await readAs(await cart.client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel);
        expect([full, full + 700]).toContain(session.amount.centAmount);
        expect((await cart.client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD)).status).toBe(200);
        const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
        expect(order!.totalCents).toBe(session.amount.centAmount);
        expect(order!.totalCents).toBe(order!.subtotalCents + order!.deliveryCents + order!.networkFeeCents - order!.discountCents);
      }),
      { numRuns: 4, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  }, 240_000);
});
