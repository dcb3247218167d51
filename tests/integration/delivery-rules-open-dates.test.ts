import { eq } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentSessionStatusModel } from '../../src/lib/api/contracts/checkout';
import { DeliveryCalendarModel } from '../../src/lib/api/contracts/delivery';
import { DeliveryRulesModel } from '../../src/lib/api/contracts/delivery-rules';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { deliveryOpenDates, deliveryPeakDays, orders } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart, okCart } from './cart-actions-fixtures';
import { freezeClock } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, summaryLine } from './read';

/**
 * Mother's Day, Sunday 10 May 2026 (docs/adr/0782): Flowerline opens the
 * Sunday the standing rules close and puts a surcharge on it; the calendar's
 * API, the product's fees, the cart, checkout, payment and allocation all
 * follow. The clock: Monday 20 April 2026, 09:00 in Melbourne.
 */
const t = useTestApp({ frozenClock: true });
const NOW = fromZonedTime('2026-04-20T09:00', 'Australia/Melbourne');
beforeAll(() => freezeClock(NOW));

const MOTHERS_DAY = '2026-05-10';
const FITZROY = 'vic-3065-fitzroy';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Brunswick Street', phone: '03 9876 5432' };
const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', mobile: '0412 345 678' };

let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
const post = async (rule: string, body: Record<string, unknown>) => (await staff()).post(`/api/delivery-rules/${rule}`, body);
const added = async (rule: string, body: Record<string, unknown>) => {
  const response = await post(rule, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readAs(response, DeliveryRulesModel);
};
const mothersDayLine = () => lineBody({ deliveryDate: MOTHERS_DAY, suburbId: FITZROY });

describe("Mother's Day Sunday", () => {
  it('refuses a surcharge on the closed Sunday, saying why; once the Sunday is opened, shoppers order for it and pay the surcharge', async () => {
    await staff();
    await expectRefused(t, () => post('peak-days', { date: MOTHERS_DAY, name: "Mother's Day", surcharge: '15' }), {
      status: 422,
      type: PROBLEM_TYPES.deliveryRuleNoDeliveries,
      field: 'date',
      message: /^Sunday 10 May 2026 is a Sunday, when the shop does not deliver.*Open the date for deliveries first/,
    });
    const early = await newCart(t);
    const refused = await early.client.post(`${early.path}/line-items`, mothersDayLine());
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { type: string }).type).toBe(PROBLEM_TYPES.deliveryDateSunday);

    const opened = await added('open-dates', { date: MOTHERS_DAY, reason: "Mother's Day" });
    expect(opened.openDates).toEqual([
      expect.objectContaining({ date: MOTHERS_DAY, reason: "Mother's Day", cutoffMinutes: null, cutoff: '10am, as on Saturdays', closes: 'Sunday', status: 'scheduled', removable: true }),
    ]);
    expect(opened.changes).toContainEqual(expect.objectContaining({ rule: 'Open on 10/05/2026', before: '—', after: "Mother's Day: same-day cutoff Saturday's" }));
    const peak = await added('peak-days', { date: MOTHERS_DAY, name: "Mother's Day", surcharge: '15' });
    expect(peak.peakDays).toEqual([expect.objectContaining({ date: MOTHERS_DAY, cents: 1500 })]);

    // The date pickers' calendar, the product's fees, the cart and checkout read the one rule book.
    const calendar = await readAs(await t.client().get('/api/delivery/calendar'), DeliveryCalendarModel);
    expect(calendar.openDates).toEqual([{ date: MOTHERS_DAY, reason: "Mother's Day", cutoffMinutes: null }]);
    expect(calendar.peakDays).toContainEqual({ date: MOTHERS_DAY, name: "Mother's Day", cents: 1500 });
    const sizes = await readAs(await t.client().get(`/api/products/WB1001/variants?suburbId=${FITZROY}&deliveryDate=${MOTHERS_DAY}`), VariantsResponseModel);
    expect(sizes.variants.length).toBeGreaterThan(0);
    expect(sizes.peakDay).toEqual({ name: "Mother's Day", surcharge: expect.objectContaining({ centAmount: 1500 }) });
    // A partner's courier keeps the standing days.
    const courier = await t.client().get(`/api/products/WW2001/variants?suburbId=${FITZROY}&deliveryDate=${MOTHERS_DAY}`);
    expect(courier.status).toBe(422);

    const cart = await newCart(t);
    const full = await okCart(await cart.client.post(`${cart.path}/line-items`, mothersDayLine()));
    expect(full.financialSummary.find((line) => line.kind === 'peakSurcharge')).toMatchObject({ title: "Mother's Day surcharge", price: expect.objectContaining({ centAmount: 1500 }) });
    await okCart(await cart.client.post(`${cart.path}/line-items/${full.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true }));
    const total = summaryLine(await okCart(await cart.client.get(cart.path)), 'total');
    const opening = await cart.client.post(`${cart.path}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
    expect(opening.status, await opening.clone().text()).toBe(201);
    const sessionId = ((await opening.json()) as { paymentSession: { id: string } }).paymentSession.id;
    expect((await readAs(await cart.client.get(`/api/payments/sessions/${sessionId}`), PaymentSessionStatusModel)).amount.centAmount).toBe(total);
    expect((await cart.client.post(`/api/payments/sandbox/${sessionId}/pay`, CARD)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    expect(order).toMatchObject({ totalCents: total, deliveryDate: MOTHERS_DAY });
    expect(order!.deliveryCents).toBe(summaryLine(full, 'delivery') + 1500);
    // No store trades on Sundays: on the opened date the order is offered to a store serving Fitzroy all the same.
    expect(order!.workflowStatus).toBe('Awaiting Store Response');
    expect(order!.allocatedStoreKey).toMatch(/^VIC-/);
  });

  it('keeps the opening while the surcharge needs it, and refuses dates that clash', async () => {
    const client = await staff();
    await expectRefused(t, () => client.delete(`/api/delivery-rules/open-dates/${MOTHERS_DAY}`), {
      status: 409,
      type: PROBLEM_TYPES.deliveryRuleDateClash,
      field: 'date',
      message: /Remove the peak day first/,
    });
    await expectRefused(t, () => post('closed-dates', { date: MOTHERS_DAY, reason: 'Closed' }), {
      status: 409,
      type: PROBLEM_TYPES.deliveryRuleDateClash,
      field: 'date',
      message: /Remove the open date/,
    });
    // A Tuesday needs no opening; a date Flowerline closed is not opened over its closure.
    await expectRefused(t, () => post('open-dates', { date: '2026-05-12', reason: 'Open' }), {
      status: 409,
      type: PROBLEM_TYPES.deliveryRuleDateClash,
      field: 'date',
      message: /delivery day in every state already/,
    });
    await added('closed-dates', { date: '2026-05-17', reason: 'Closed for the market' });
    await expectRefused(t, () => post('open-dates', { date: '2026-05-17', reason: 'Open' }), {
      status: 409,
      type: PROBLEM_TYPES.deliveryRuleDateClash,
      field: 'date',
      message: /is closed \(Closed for the market\)/,
    });
    // A holiday of some states is opened too, named on the screen; Christmas Day, closed everywhere, takes no surcharge until opened.
    const kings = await added('open-dates', { date: '2026-06-08', reason: 'Long weekend', cutoff: '09:30' });
    expect(kings.openDates.find((day) => day.date === '2026-06-08')).toMatchObject({ cutoff: '9:30am', closes: "King's Birthday (ACT, NSW, NT, SA, TAS, VIC)" });
    await expectRefused(t, () => post('peak-days', { date: '2026-12-25', name: 'Christmas', surcharge: '10' }), {
      status: 422,
      type: PROBLEM_TYPES.deliveryRuleNoDeliveries,
      field: 'date',
      message: /public holiday in every state \(Christmas Day\)/,
    });
    await expectRefused(t, () => post('peak-days', { date: '2026-05-17', name: 'Market', surcharge: '10' }), {
      status: 422,
      type: PROBLEM_TYPES.deliveryRuleNoDeliveries,
      field: 'date',
      message: /is closed/,
    });

    // Without its surcharge the opening can go (it has not started), and the Sunday closes again.
    await (await staff()).delete(`/api/delivery-rules/peak-days/${MOTHERS_DAY}`);
    const removed = await (await staff()).delete(`/api/delivery-rules/open-dates/${MOTHERS_DAY}`);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await readAs(removed, DeliveryRulesModel)).changes).toContainEqual(expect.objectContaining({ rule: 'Open on 10/05/2026', before: "Mother's Day: same-day cutoff Saturday's", after: '—' }));
    const cart = await newCart(t);
    expect((await cart.client.post(`${cart.path}/line-items`, mothersDayLine())).status).toBe(422);
  });
});

describe('dates a rule may take', () => {
  it('refuses a date before today or too far ahead with a typed 422 naming the field, and an entry in force today is not replaced', async () => {
    await staff();
    const yesterday = '2026-04-19';
    const cases: [string, Record<string, unknown>, 'effectiveFrom' | 'date'][] = [
      ['fees', { zone: 'metro', effectiveFrom: yesterday, fee: '14' }, 'effectiveFrom'],
      ['fees', { zone: 'saturday', effectiveFrom: '1999-01-01', fee: '6' }, 'effectiveFrom'],
      ['cutoffs', { effectiveFrom: yesterday, weekday: '13:00', saturday: '09:00' }, 'effectiveFrom'],
      ['closed-dates', { date: yesterday, reason: 'Closed' }, 'date'],
      ['open-dates', { date: yesterday, reason: 'Open' }, 'date'],
      ['peak-days', { date: '2026-04-18', name: 'Gone', surcharge: '5' }, 'date'],
      ['fees', { zone: 'metro', effectiveFrom: '2029-04-21', fee: '14' }, 'effectiveFrom'],
      ['peak-days', { date: '2031-02-14', name: 'Later', surcharge: '5' }, 'date'],
      ['open-dates', { date: '2999-12-26', reason: 'Open' }, 'date'],
    ];
    for (const [rule, body, field] of cases) {
      await expectRefused(t, () => post(rule, body), { status: 422, type: PROBLEM_TYPES.deliveryRuleDateOutOfRange, field, message: /before today|too far ahead/ });
    }
    // Today is accepted (in force at once), and then stays as it is.
    const today = await added('fees', { zone: 'metro', effectiveFrom: '2026-04-20', fee: '16' });
    expect(today.fees.find((entry) => entry.zone === 'metro' && entry.effectiveFrom === '2026-04-20')).toMatchObject({ status: 'in-force', removable: false });
    await expectRefused(t, () => post('fees', { zone: 'metro', effectiveFrom: '2026-04-20', fee: '18' }), { status: 409, type: PROBLEM_TYPES.deliveryRuleInForce, field: 'effectiveFrom' });
    await added('fees', { zone: 'metro', effectiveFrom: '2029-04-20', fee: '18' });
  });
});

describe('under concurrency', () => {
  it('a peak day added while its opened Sunday is removed leaves either both or neither, never a surcharge on a closed day', async () => {
    const sunday = '2026-05-31';
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const client = await staff();
        expect([200, 404]).toContain((await client.delete(`/api/delivery-rules/peak-days/${sunday}`)).status);
        expect((await post('open-dates', { date: sunday, reason: 'Open for the fair' })).status).toBe(201);
        let peak = 0;
        let removal = 0;
        await s.waitFor(
          Promise.all([
            s.schedule(Promise.resolve(), 'peak day').then(async () => {
              peak = (await post('peak-days', { date: sunday, name: 'Fair day', surcharge: '8' })).status;
            }),
            s.schedule(Promise.resolve(), 'remove the opening').then(async () => {
              removal = (await client.delete(`/api/delivery-rules/open-dates/${sunday}`)).status;
            }),
          ]),
        );
        expect([`${peak}/${removal}`]).toContainEqual(expect.stringMatching(/^(201\/409|422\/200)$/));
        const [peakRow] = await t.database.db
          .select()
          .from(deliveryPeakDays)
          .where(eq(deliveryPeakDays.date, sunday as never));
        const [openRow] = await t.database.db
          .select()
          .from(deliveryOpenDates)
          .where(eq(deliveryOpenDates.date, sunday as never));
        expect(!peakRow || !!openRow).toBe(true);
      }),
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20260510) },
    );
  }, 240_000);
});
