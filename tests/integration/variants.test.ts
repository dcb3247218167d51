import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { FRIDAY, KEW, remoteSuburb, SATURDAY, SUNDAY, THURSDAY, TODAY } from './catalog-fixtures';
import { VariantsResponseModel } from '../../src/lib/api/contracts/variants';
import { readAs, readProblem } from './read';

const t = useTestApp({ frozenClock: true });

const UNAVAILABLE = 'Unfortunately, this product is not available for your chosen delivery details. Please select another product, date, or location.';
const get = (path: string) => t.client().get(path);

describe('GET /api/products/{productKey}/variants', () => {
  it('answers the sizes in order Petite, Standard, Premium, Deluxe with the delivery fees', async () => {
    const response = await get(`/api/products/WB1001/variants?suburbId=${KEW}&deliveryDate=${FRIDAY}`);
    expect(response.status).toBe(200);
    const body = await readAs(response, VariantsResponseModel);
    expect(body.variants.map((v) => v.label)).toEqual(['Petite', 'Standard', 'Premium', 'Deluxe']);
    const prices = body.variants.map((v) => v.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.variants[1]).toMatchObject({ productKey: 'WB1001', variantKey: 'WB1001-STD' });
    expect(body.variants[0]!.images[0]).toEqual({ url: expect.stringMatching(/-petite\.svg$/), altText: expect.stringContaining('Petite') });
    expect(body.deliveryFee).toMatchObject({ amount: 14.95, formattedPrice: '$14.95' });
    expect(body.extraDeliveryFee).toMatchObject({ amount: 0 });
    expect(body.serviceFee).toMatchObject({ amount: 2.95 });
    expect(body.deliveryMessage).toBeNull();
  });

  it('adds the Saturday surcharge', async () => {
    const body = await readAs(await get(`/api/products/WB1001/variants?suburbId=${KEW}&deliveryDate=${SATURDAY}`), VariantsResponseModel);
    expect(body.extraDeliveryFee).toMatchObject({ amount: 5, formattedPrice: '$5' });
  });

  it('answers variants without fees before a delivery is chosen', async () => {
    const body = await readAs(await get('/api/products/WB1001/variants'), VariantsResponseModel);
    expect(body.variants).toHaveLength(4);
    expect(body.deliveryFee).toBeNull();
  });

  it('carries the partner note for partner products, which is not an error', async () => {
    const response = await get(`/api/products/WW2001/variants?suburbId=${await remoteSuburb(t.database.db)}&deliveryDate=${THURSDAY}`);
    expect(response.status).toBe(200);
    const body = await readAs(response, VariantsResponseModel);
    expect(body.deliveryMessage).toBe('Allow 3 business days for delivery');
    expect(body.variants.map((v) => v.label)).toEqual(['Standard', 'Premium']);
    const overseas = await get(`/api/products/GFS4001/variants?countryCode=NZ&deliveryDate=${THURSDAY}`);
    expect(overseas.status).toBe(200);
    expect((await readAs(overseas, VariantsResponseModel)).deliveryFee).toMatchObject({ amount: 24.95 });
  });

  it('refuses a hamper today with the hamper message', async () => {
    const response = await get(`/api/products/WB1401/variants?suburbId=${KEW}&deliveryDate=${TODAY}`);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ detail: 'This hamper is hand made to order, so it cannot be delivered on the same day.' });
    expect((await get(`/api/products/WB1401/variants?suburbId=${KEW}&deliveryDate=${THURSDAY}`)).status).toBe(200);
  });

  it.each([
    ['where no florist delivers', async () => `suburbId=${await remoteSuburb(t.database.db)}&deliveryDate=${THURSDAY}`],
    ['on a Sunday', async () => `suburbId=${KEW}&deliveryDate=${SUNDAY}`],
    ['overseas', async () => `countryCode=NZ&deliveryDate=${THURSDAY}`],
    ['more than three months ahead', async () => `suburbId=${KEW}&deliveryDate=2026-03-02`],
  ])('says a florist product is not available %s', async (_, query) => {
    const response = await get(`/api/products/WB1001/variants?${await query()}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, detail: UNAVAILABLE });
  });

  it('answers 404 for an unknown product and 400 naming a bad parameter', async () => {
    expect((await get('/api/products/NOPE999/variants')).status).toBe(404);
    expect((await get('/api/products/bad%20key!/variants')).status).toBe(404);
    for (const [query, field] of [
      ['deliveryDate=2025-13-01', 'deliveryDate'],
      ['suburbId=vic-3999-atlantis', 'suburbId'],
      ['countryCode=ZZ', 'countryCode'],
      [`suburbId=${KEW}&countryCode=NZ`, 'countryCode'],
    ]) {
      const response = await get(`/api/products/WB1001/variants?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys((await readProblem(response)).errors)).toContain(field);
    }
  });
});
