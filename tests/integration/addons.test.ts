import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { FRIDAY, KEW, remoteSuburb, THURSDAY } from './catalog-fixtures';
import { AddonsResponseModel } from '../../src/lib/api/contracts/addons';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { ProblemModel } from '../../src/lib/api/contracts/common';
import { readAs } from './read';

const t = useTestApp({ frozenClock: true });

const fetchAddons = async (query: string, client = t.client()) => {
  const response = await client.get(`/api/products/WB1001/addons?${query}`);
  if (response.ok) return { status: response.status, body: { ...(await readAs(response, AddonsResponseModel)), errors: undefined } };
  return { status: response.status, body: { categories: [], ...(await readAs(response, ProblemModel)) } };
};

describe('GET /api/products/{productKey}/addons', () => {
  it('answers categories of add-ons for a local florist delivery, wine limited to 2', async () => {
    const { status, body } = await fetchAddons(`suburbId=${KEW}&deliveryDate=${FRIDAY}`);
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.name)).toEqual(['Wine & Bubbles', 'Chocolates & Sweets', 'Balloons', 'Soft Toys', 'Candles & Keepsakes']);
    const wine = body.categories[0]!.addons[0]!;
    expect(wine).toMatchObject({ addonType: 'wine', maxQuantity: 2, quantity: 0, valid: true, variantId: expect.stringMatching(/^ADD-/), imageUrl: expect.stringMatching(/\.svg$/) });
    expect(wine.id).toBe(wine.addonId);
    expect(body.categories[1]!.addons[0]!.maxQuantity).toBe(9999);
  });

  it('marks pre-selected add-ons and reflects what the cart already holds', async () => {
    const selected = await fetchAddons(`suburbId=${KEW}&deliveryDate=${FRIDAY}&SelectedAddonsKeys=rocky-road,teddy-bear`);
    const all = selected.body.categories.flatMap((c) => c.addons);
    expect(
      all
        .filter((a) => a.quantity === 1)
        .map((a) => a.key)
        .sort(),
    ).toEqual(['rocky-road', 'teddy-bear']);

    const client = t.client();
    const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    const cart = await readAs(await client.post(`/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW }), CartModel);
    await client.post(`/api/carts/${cartId}/line-items/${cart.lineItems[0]!.lineItemId}/addons`, { quantity: 2, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW });
    const withCart = await fetchAddons(`CartId=${cartId}&suburbId=${KEW}&deliveryDate=${FRIDAY}`, client);
    expect(withCart.body.categories.flatMap((c) => c.addons).find((a) => a.key === 'pink-moscato')?.quantity).toBe(2);
    const stranger = await fetchAddons(`CartId=${cartId}&suburbId=${KEW}&deliveryDate=${FRIDAY}`);
    expect(stranger.status).toBe(404);
  });

  it('answers no add-ons overseas, for partner products or where the product cannot go', async () => {
    expect((await fetchAddons(`countryCode=NZ&deliveryDate=${THURSDAY}`)).body.categories).toEqual([]);
    expect((await fetchAddons(`suburbId=${await remoteSuburb(t.database.db)}&deliveryDate=${THURSDAY}`)).body.categories).toEqual([]);
    const partner = await t.client().get(`/api/products/WW2001/addons?suburbId=${KEW}&deliveryDate=${THURSDAY}`);
    expect((await readAs(partner, AddonsResponseModel)).categories).toEqual([]);
  });

  it('answers 404 for an unknown product or cart and 400 naming a bad parameter', async () => {
    expect((await t.client().get('/api/products/NOPE1/addons')).status).toBe(404);
    expect((await fetchAddons('CartId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const [query, field] of [
      ['CartId=not-a-cart', 'CartId'],
      ['deliveryDate=someday', 'deliveryDate'],
      ['suburbId=vic-3999-atlantis', 'suburbId'],
    ]) {
      const { status, body } = await fetchAddons(query!);
      expect(status).toBe(400);
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });
});
