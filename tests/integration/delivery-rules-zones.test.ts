import { describe, expect, it } from 'vitest';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { signedInClient } from './auth-fixtures';
import { lineBody, newCart, okCart } from './cart-actions-fixtures';
import { FRIDAY } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, summaryLine } from './read';

/**
 * Delivery fees by zone (docs/adr/0783): a florist's delivery to a
 * metropolitan suburb pays the metro fee, to a regional suburb the regional
 * fee, each where Flowerline set one and the serving store's own fee where
 * not; the partners' couriers pay the courier fee. Wednesday 12 November
 * 2025; the fees below start on Friday 14th.
 */
const t = useTestApp({ frozenClock: true });
let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));
const setFee = async (zone: string, fee: string, effectiveFrom: string = FRIDAY) => {
  const response = await (await staff()).post('/api/delivery-rules/fees', { zone, effectiveFrom, fee });
  expect(response.status, await response.clone().text()).toBe(201);
};
const SUBURBS = { fitzroy: 'vic-3065-fitzroy', bondi: 'nsw-2026-bondi', geelong: 'vic-3220-geelong' } as const;
const feeOf = async (product: string, suburbId: string, date: string = FRIDAY) =>
  (await readAs(await t.client().get(`/api/products/${product}/variants?suburbId=${suburbId}&deliveryDate=${date}`), VariantsResponseModel)).deliveryFee?.centAmount;

describe('zone fees', () => {
  it("charges what the shop always charged until a zone's fee is set, then each zone its own", async () => {
    // The standing rules: each store's own fee for the florists, $12.95 for the couriers.
    expect(await feeOf('WB1001', SUBURBS.fitzroy)).toBe(1495);
    expect(await feeOf('WB1001', SUBURBS.bondi)).toBe(1495);
    expect(await feeOf('WB1001', SUBURBS.geelong)).toBe(1995);
    expect(await feeOf('WW2001', SUBURBS.geelong)).toBe(1295);

    await setFee('metro', '16');
    // A metro fee reaches the capital cities' suburbs, not Geelong, nor the couriers; before it starts, nothing changes.
    expect(await feeOf('WB1001', SUBURBS.fitzroy)).toBe(1600);
    expect(await feeOf('WB1001', SUBURBS.bondi)).toBe(1600);
    expect(await feeOf('WB1001', SUBURBS.fitzroy, '2025-11-13')).toBe(1495);
    expect(await feeOf('WB1001', SUBURBS.geelong)).toBe(1995);
    expect(await feeOf('WW2001', SUBURBS.fitzroy)).toBe(1295);

    await setFee('regional', '22.50');
    await setFee('courier', '13.95');
    expect(await feeOf('WB1001', SUBURBS.geelong)).toBe(2250);
    expect(await feeOf('WW2001', SUBURBS.geelong)).toBe(1395);
    expect(await feeOf('WB1001', SUBURBS.fitzroy)).toBe(1600);

    // The cart charges the same.
    const cart = await newCart(t);
    const geelong = await okCart(await cart.client.post(`${cart.path}/line-items`, lineBody({ suburbId: SUBURBS.geelong })));
    expect(summaryLine(geelong, 'delivery')).toBe(2250);
  });
});
