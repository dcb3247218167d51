import { describe, expect, it } from 'vitest';
import { CatalogueProductModel } from '../../src/lib/api/contracts/catalogue';
import { CatalogueListingModel } from '../../src/lib/api/contracts/catalogue-listings';
import { PricePreviewModel } from '../../src/lib/api/contracts/catalogue-prices';
import { signedInClient } from './auth-fixtures';
import { lineBody, newCart, okCart, withLines } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * A listing whose products the head office chose (docs/adr/0760) is one
 * answer everywhere a listing is named: the product form's "Appears in",
 * a price change by listing, a promo code for the listing, and a new
 * product ticked into it.
 */
const t = useTestApp({ frozenClock: true });
const SLUG = 'hand-picked';
let office: ApiClient | undefined;
const staff = async () => (office ??= await signedInClient(t, 'flowerline'));

async function handPicked(): Promise<void> {
  const client = await staff();
  if ((await client.get(`/api/catalogue/listings/${SLUG}`)).status === 200) return;
  const response = await client.post('/api/catalogue/listings', {
    slug: SLUG,
    title: 'Hand-picked',
    intro: 'Chosen by our florists.',
    seoTitle: 'Hand-picked | Wattle & Bloom',
    seoDescription: 'Chosen by our florists.',
    // A birthday bouquet and a sympathy wreath: no address words or facet put them together.
    products: { mode: 'manual', productKeys: ['WB1008', 'WB1001'] },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const appearsIn = async (key: string) => (await readAs(await (await staff()).get(`/api/catalogue/products/${key}`), CatalogueProductModel)).appearsIn.map((listing) => listing.slug);

describe('a listing chosen by hand', () => {
  it('is what the product form says a product appears in', async () => {
    await handPicked();
    expect(await appearsIn('WB1001')).toContain(SLUG);
    expect(await appearsIn('WB1008')).toContain(SLUG);
    expect(await appearsIn('WB1002')).not.toContain(SLUG);
  });

  it('is what a price change by that listing changes', async () => {
    await handPicked();
    const response = await (
      await staff()
    ).post('/api/catalogue/price-changes/preview', {
      selection: { kind: 'listing', listing: SLUG },
      rule: { kind: 'percent', direction: 'up', value: 10 },
      rounding: 'ninetyFive',
    });
    const preview = await readAs(response, PricePreviewModel);
    expect([...new Set(preview.rows.map((row) => row.productKey))].sort()).toEqual(['WB1001', 'WB1008']);
  });

  it('is what a promo code for that listing discounts', async () => {
    await handPicked();
    const code = `PICKED${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const made = await (await staff()).post('/api/promotions/promo-codes', { code, kind: 'percentage', value: 20, listings: [SLUG] });
    expect(made.status, await made.clone().text()).toBe(201);
    const matching = await newCart(t);
    await withLines(matching, lineBody());
    expect((await okCart(await matching.client.post(`${matching.path}/promo-codes`, { code }))).promoCodes[0]).toMatchObject({ code, state: 'MatchesCart' });
    const other = await newCart(t);
    await withLines(other, lineBody({ productKey: 'WB1002', variantKey: 'WB1002-STD' }));
    expect((await okCart(await other.client.post(`${other.path}/promo-codes`, { code }))).promoCodes[0]).toMatchObject({ code, state: 'DoesNotMatchCart' });
  });

  it('takes a new product ticked into it at its end', async () => {
    await handPicked();
    const client = await staff();
    const response = await client.post('/api/catalogue/products', {
      name: 'Picked Posy',
      key: 'WB-PICKED',
      description: '<p>Chosen by hand.</p>',
      listings: [SLUG],
      variants: [{ key: 'WB-PICKED-STD', name: 'Standard', price: 70 }],
      state: 'onSale',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const listing = await readAs(await client.get(`/api/catalogue/listings/${SLUG}`), CatalogueListingModel);
    expect(listing.products).toMatchObject({ mode: 'manual', products: [{ key: 'WB1008' }, { key: 'WB1001' }, { key: 'WB-PICKED' }] });
    expect(await appearsIn('WB-PICKED')).toContain(SLUG);
  });
});
