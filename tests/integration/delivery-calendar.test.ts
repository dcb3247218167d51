import { describe, expect, it } from 'vitest';
import { DeliveryCalendarModel } from '../../src/lib/api/contracts/delivery';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { readAs } from './read';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { deliveryPeakDays } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { newCart, withLines, lineBody } from './cart-actions-fixtures';
import { FRIDAY, KEW, SATURDAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';

/**
 * What shoppers see of Flowerline's delivery rules (docs/adr/0774): the date
 * pickers' calendar, the product's fees and the cart's summary, all from the
 * one rule book, with a peak day's surcharge on its own line.
 */
const t = useTestApp({ frozenClock: true });
let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
const set = async (rule: string, body: Record<string, unknown>) => {
  const response = await (await staff()).post(`/api/delivery-rules/${rule}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
};

describe('the date pickers’ calendar', () => {
  it('names closed dates and peak days from today on, the cutoff in force and those scheduled, for everyone alike', async () => {
    await set('peak-days', { date: SATURDAY, name: 'Spring rush', surcharge: '12.50' });
    // A passed peak day (set back then: none can be added before today now).
    await t.database.db.insert(deliveryPeakDays).values({ date: knownDay('2025-11-01'), name: 'Gone by', cents: 500 });
    await set('open-dates', { date: '2025-11-23', reason: 'Open for the spring fair', cutoff: '09:00' });
    await set('closed-dates', { date: '2025-11-18', reason: 'Closed for stocktake' });
    await set('cutoffs', { effectiveFrom: '2025-12-01', weekday: '13:00', saturday: '09:30' });
    const response = await t.client().get('/api/delivery/calendar');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const calendar = await readAs(response, DeliveryCalendarModel);
    expect(calendar.peakDays).toContainEqual({ date: SATURDAY, name: 'Spring rush', cents: 1250 });
    expect(calendar.peakDays.map((day) => day.date)).not.toContain('2025-11-01');
    expect(calendar.closedDates).toContainEqual({ date: '2025-11-18', reason: 'Closed for stocktake' });
    expect(calendar.openDates).toContainEqual({ date: '2025-11-23', reason: 'Open for the spring fair', cutoffMinutes: 9 * 60 });
    expect(calendar.cutoffs).toEqual([
      { effectiveFrom: '1970-01-01', weekdayMinutes: 14 * 60, saturdayMinutes: 10 * 60 },
      { effectiveFrom: '2025-12-01', weekdayMinutes: 13 * 60, saturdayMinutes: 9 * 60 + 30 },
    ]);
  });
});

describe('a peak day’s surcharge', () => {
  it('shows in the product’s fees and as its own line of the cart’s summary, counted once per delivery', async () => {
    await set('peak-days', { date: FRIDAY, name: "Mother's Day", surcharge: '10' });
    const sizes = await readAs(await t.client().get(`/api/products/WB1001/variants?suburbId=${KEW}&deliveryDate=${FRIDAY}`), VariantsResponseModel);
    expect(sizes.peakDay).toEqual({ name: "Mother's Day", surcharge: expect.objectContaining({ centAmount: 1000, formattedPrice: '$10' }) });
    const otherDay = await readAs(await t.client().get(`/api/products/WB1001/variants?suburbId=${KEW}&deliveryDate=2025-11-20`), VariantsResponseModel);
    expect(otherDay.peakDay).toBeNull();

    const cart = await newCart(t);
    const full = await withLines(cart, lineBody(), lineBody());
    const rows = full.financialSummary.map((row) => [row.title, row.price.centAmount]);
    expect(rows.slice(0, 3)).toEqual([
      ['Subtotal', expect.any(Number)],
      ['Delivery', expect.any(Number)],
      ["Mother's Day surcharge", 1000],
    ]);
    const total = full.financialSummary.find((row) => row.kind === 'total')!.price.centAmount;
    const parts = full.financialSummary.filter((row) => ['subtotal', 'delivery', 'peakSurcharge', 'networkFee', 'promotion', 'discount'].includes(row.kind));
    expect(total).toBe(parts.reduce((sum, row) => sum + row.price.centAmount, 0));
    expect(full.totalPrice.centAmount).toBe(total);
  });
});
