import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { CatalogueProductModel } from '../../src/lib/api/contracts/catalogue';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { products } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { expectRefused } from './cart-actions-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * Where and when a product can be delivered (docs/adr/0762), on a clock
 * frozen at Wednesday 12 November 2025, 09:00 in Melbourne: the back office
 * sets it, the variants, the cart and checkout refuse what it does not allow.
 */
const t = useTestApp({ frozenClock: true });
const office = (): Promise<ApiClient> => signedInClient(t, 'flowerline');
const PRODUCT = (key: string) => `/api/catalogue/products/${key}`;
const SENDER = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
const RECIPIENT = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };

async function setDelivery(client: ApiClient, key: string, delivery: Record<string, unknown>) {
  const response = await client.patch(PRODUCT(key), { delivery });
  expect(response.status, await response.clone().text()).toBe(200);
  return readAs(response, CatalogueProductModel);
}

async function suburbIn(state: string): Promise<string> {
  const result = await t.database.db.execute<{ id: string }>(sql`select id from suburbs where state = ${state} and (open_days & 126) = 126 order by id limit 1`);
  const row = (result as unknown as { rows: { id: string }[] }).rows[0];
  if (!row) throw new Error(`the seed has no suburb open Monday to Saturday in ${state}`);
  return row.id;
}

const standardOf = async (key: string) => {
  const product = await readAs(await (await office()).get(PRODUCT(key)), CatalogueProductModel);
  return product.variants.find((variant) => variant.name === 'Standard')?.key ?? product.variants[0]!.key;
};

async function newCart(client: ApiClient): Promise<string> {
  return (await readAs(await client.post('/api/carts', {}), CartIdentityModel)).cartId;
}

const addLine = (client: ApiClient, cartId: string, key: string, variantKey: string, deliveryDate: string, suburbId = KEW) =>
  client.post(`/api/carts/${cartId}/line-items`, { productKey: key, variantKey, deliveryDate, quantity: 1, suburbId });

describe('the back office', () => {
  it('shows a product with no rule of its own as delivered everywhere on any day', async () => {
    const product = await readAs(await (await office()).get(PRODUCT('WB1020')), CatalogueProductModel);
    expect(product.delivery).toEqual({ rule: { states: null, countries: null, windows: [], leadDays: 0 }, overseas: false, countryChoices: [] });
    expect(product.scheduled).toEqual([]);
  });

  it('saves states, date windows and a lead time, records them in words, and clears them again', async () => {
    const client = await office();
    const saved = await setDelivery(client, 'WB1021', {
      states: ['VIC', 'NSW'],
      windows: [
        { first: '2026-05-01', last: '2026-05-10' },
        { first: '2025-12-20', last: '2025-12-24' },
      ],
      leadDays: 2,
    });
    expect(saved.delivery.rule).toEqual({
      states: ['NSW', 'VIC'],
      countries: null,
      windows: [
        { first: '2025-12-20', last: '2025-12-24' },
        { first: '2026-05-01', last: '2026-05-10' },
      ],
      leadDays: 2,
    });
    expect(saved.changes[0]!.fields).toEqual([
      { field: 'delivery.states', label: 'Delivered to states', before: 'Every state', after: 'NSW, VIC' },
      { field: 'delivery.windows', label: 'Delivery dates', before: 'Any day', after: '20 December 2025 to 24 December 2025; 1 May 2026 to 10 May 2026' },
      { field: 'delivery.leadDays', label: 'Days of notice', before: 'None (same-day rules)', after: '2 days' },
    ]);
    // The same rule again records nothing.
    const again = await setDelivery(client, 'WB1021', { states: ['NSW', 'VIC'], windows: saved.delivery.rule.windows, leadDays: 2 });
    expect(again.changes).toHaveLength(saved.changes.length);
    // Every state, no windows, no lead time: stored as no rule at all.
    const cleared = await setDelivery(client, 'WB1021', { states: null, windows: [], leadDays: 0 });
    expect(cleared.delivery.rule).toEqual({ states: null, countries: null, windows: [], leadDays: 0 });
    const [row] = await t.database.db.select({ delivery: products.delivery }).from(products).where(eq(products.key, 'WB1021'));
    expect(row!.delivery).toBeNull();
  });

  it('offers an overseas product its partner’s countries and keeps the ones ticked', async () => {
    const result = await t.database.db.execute<{ key: string }>(sql`select key from products where third_party_source = 'gfs' order by key limit 1`);
    const key = (result as unknown as { rows: { key: string }[] }).rows[0]!.key;
    const client = await office();
    const product = await readAs(await client.get(PRODUCT(key)), CatalogueProductModel);
    expect(product.delivery.overseas).toBe(true);
    expect(product.delivery.countryChoices.length).toBeGreaterThan(1);
    const [first] = product.delivery.countryChoices;
    const saved = await setDelivery(client, key, { countries: [first!.isoCode.toLowerCase()] });
    expect(saved.delivery.rule.countries).toEqual([first!.isoCode]);
    expect(saved.changes[0]!.fields[0]).toMatchObject({ field: 'delivery.countries', after: first!.name });
    await expectRefused(t, () => client.patch(PRODUCT(key), { delivery: { countries: ['ZZ'] } }), { status: 422, type: PROBLEM_TYPES.validation, field: 'delivery.countries.0' });
    await expectRefused(t, () => client.patch(PRODUCT(key), { delivery: { states: ['VIC'] } }), { status: 422, type: PROBLEM_TYPES.validation, field: 'delivery.states' });
  });

  it('a duplicate keeps where and when it is delivered', async () => {
    const client = await office();
    await setDelivery(client, 'WB1028', { states: ['VIC'], leadDays: 2 });
    const response = await client.post(`${PRODUCT('WB1028')}/duplicate`, {});
    expect(response.status, await response.clone().text()).toBe(201);
    const copy = await readAs(response, CatalogueProductModel);
    expect(copy.delivery.rule).toEqual({ states: ['VIC'], countries: null, windows: [], leadDays: 2 });
  });

  it.each([
    [{ windows: [{ first: '2026-05-10', last: '2026-05-01' }] }, 'delivery.windows.0.last'],
    [
      {
        windows: [
          { first: '2026-05-01', last: '2026-05-02' },
          { first: 'tomorrow', last: '2026-05-02' },
        ],
      },
      'delivery.windows.1.first',
    ],
    [{ windows: [{ first: '2026-02-30', last: '2026-03-02' }] }, 'delivery.windows.0.first'],
    [{ windows: Array.from({ length: 13 }, () => ({ first: '2026-05-01', last: '2026-05-02' })) }, 'delivery.windows'],
    [{ leadDays: -1 }, 'delivery.leadDays'],
    [{ leadDays: 1.5 }, 'delivery.leadDays'],
    [{ leadDays: 61 }, 'delivery.leadDays'],
    [{ states: ['XX'] }, 'delivery.states.0'],
    [{ states: [] }, 'delivery.states'],
    [{ countries: ['NZ'] }, 'delivery.countries'],
    ['everywhere', 'delivery'],
  ])('refuses %j with a 422 naming %s, and writes nothing', async (delivery, field) => {
    const client = await office();
    await expectRefused(t, () => client.patch(PRODUCT('WB1022'), { delivery }), { status: 422, type: PROBLEM_TYPES.validation, field });
  });
});

describe('the shop', () => {
  it('the variants say a product outside its dates or state is not delivered, naming the field', async () => {
    const client = await office();
    await setDelivery(client, 'WB1023', { states: ['VIC'], windows: [{ first: '2025-11-20', last: '2025-11-22' }] });
    const shopper = t.client();
    const nsw = await suburbIn('NSW');
    const refusedDay = await shopper.get(`/api/products/WB1023/variants?deliveryDate=${FRIDAY}&suburbId=${KEW}`);
    expect(refusedDay.status).toBe(422);
    expect(await refusedDay.json()).toMatchObject({ type: PROBLEM_TYPES.productNotDeliveredThatDay, errors: { deliveryDate: 'This product is delivered only 20 November 2025 to 22 November 2025.' } });
    const refusedPlace = await shopper.get(`/api/products/WB1023/variants?deliveryDate=2025-11-21&suburbId=${nsw}`);
    expect(refusedPlace.status).toBe(422);
    expect(await refusedPlace.json()).toMatchObject({ type: PROBLEM_TYPES.productNotDeliveredThere, errors: { suburbId: 'Not delivered to New South Wales.' } });
    expect((await shopper.get(`/api/products/WB1023/variants?deliveryDate=2025-11-21&suburbId=${KEW}`)).status).toBe(200);
  });

  it('the cart refuses a day outside a window, within the lead time, or a state not delivered to, and writes nothing', async () => {
    const client = await office();
    await setDelivery(client, 'WB1024', { states: ['VIC', 'QLD'], windows: [{ first: '2025-11-14', last: '2025-11-29' }], leadDays: 3 });
    const shopper = t.client();
    const cartId = await newCart(shopper);
    const nsw = await suburbIn('NSW');
    const size = await standardOf('WB1024');
    // Outside the window.
    await expectRefused(t, () => addLine(shopper, cartId, 'WB1024', size, '2025-12-01'), {
      status: 422,
      type: PROBLEM_TYPES.productNotDeliveredThatDay,
      field: 'deliveryDate',
      message: /delivered only 14 November 2025 to 29 November 2025/,
    });
    // Within the window but within three days' notice (Wednesday: Saturday at the earliest).
    await expectRefused(t, () => addLine(shopper, cartId, 'WB1024', size, FRIDAY), {
      status: 422,
      type: PROBLEM_TYPES.productNotDeliveredThatDay,
      field: 'deliveryDate',
      message: /3 days' notice: the earliest delivery date is 15\/11\/2025/,
    });
    // A state it does not go to.
    await expectRefused(t, () => addLine(shopper, cartId, 'WB1024', size, '2025-11-17', nsw), {
      status: 422,
      type: PROBLEM_TYPES.productNotDeliveredThere,
      field: 'suburbId',
      message: 'Not delivered to New South Wales.',
    });
    // Allowed: added.
    const added = await addLine(shopper, cartId, 'WB1024', size, '2025-11-17');
    expect(added.status, await added.clone().text()).toBe(200);
    // Moving the cart's delivery outside what the product allows is refused, and nothing moves.
    await expectRefused(t, () => shopper.post(`/api/carts/${cartId}/validate`, { deliveryDate: '2025-12-02', suburbId: KEW }), {
      status: 422,
      type: PROBLEM_TYPES.productNotDeliveredThatDay,
      field: 'deliveryDate',
    });
    await expectRefused(t, () => shopper.post(`/api/carts/${cartId}/validate`, { deliveryDate: '2025-11-18', suburbId: nsw }), {
      status: 422,
      type: PROBLEM_TYPES.productNotDeliveredThere,
      field: 'suburbId',
    });
    const moved = await shopper.post(`/api/carts/${cartId}/validate`, { deliveryDate: '2025-11-18', suburbId: KEW });
    expect(moved.status, await moved.clone().text()).toBe(200);
  });

  it('a product with no rule of its own is added and moved as before', async () => {
    const shopper = t.client();
    const cartId = await newCart(shopper);
    expect((await addLine(shopper, cartId, 'WB1025', await standardOf('WB1025'), FRIDAY)).status).toBe(200);
    expect((await shopper.post(`/api/carts/${cartId}/validate`, { deliveryDate: '2025-12-02', suburbId: KEW })).status).toBe(200);
  });

  it('checkout refuses a cart whose product no longer fits, and takes it again once it does', async () => {
    const shopper = t.client();
    const cartId = await newCart(shopper);
    const added = await readAs(await addLine(shopper, cartId, 'WB1026', await standardOf('WB1026'), FRIDAY), CartModel);
    expect((await shopper.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true })).status).toBe(200);
    const client = await office();
    await setDelivery(client, 'WB1026', { windows: [{ first: '2025-12-01', last: '2025-12-10' }] });
    const cart = await readAs(await shopper.get(`/api/carts/${cartId}`), CartModel);
    expect(cart.lineItems[0]!.isValid).toBe(false);
    await expectRefused(t, () => shopper.post(`/api/carts/${cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' }), {
      status: 422,
      type: PROBLEM_TYPES.checkoutUnavailableItems,
    });
    await setDelivery(client, 'WB1026', { windows: [] });
    const placed = await shopper.post(`/api/carts/${cartId}/checkout`, { sender: SENDER, recipient: RECIPIENT, paymentMethod: 'card' });
    expect(placed.status, await placed.clone().text()).toBe(201);
  });

  it('the product’s page carries its rule', async () => {
    const client = await office();
    await setDelivery(client, 'WB1027', { windows: [{ first: '2025-11-20', last: '2025-11-22' }] });
    const { listProductPages } = await import('../../src/server/catalog/pages');
    // Every process reads the catalogue again when a change commits: at once on PGlite, within moments on Postgres.
    await expect
      .poll(async () => (await listProductPages({ db: t.database.db })).find((candidate) => candidate.productKey === 'WB1027')?.delivery, { timeout: 15_000 })
      .toEqual({ states: null, countries: null, windows: [{ first: '2025-11-20', last: '2025-11-22' }], leadDays: 0 });
  });
});
