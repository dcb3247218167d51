import { describe, expect, it } from 'vitest';
import { ApiClient, useTestApp } from './harness';
import { FRIDAY, KEW, remoteSuburb, SATURDAY, SUNDAY, THURSDAY, TODAY } from './catalog-fixtures';
import { type Cart, CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { readAs, readProblem, summaryLine } from './read';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { wineLimitMessage } from '../../src/lib/domain/cart-limits';

const t = useTestApp({ frozenClock: true });

const line = (overrides: Record<string, unknown> = {}) => ({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW, ...overrides });

async function newCart(client: ApiClient = t.client()) {
  const response = await client.post('/api/carts', {});
  expect(response.status).toBe(201);
  const identity = await readAs(response, CartIdentityModel);
  return { client, ...identity, path: `/api/carts/${identity.cartId}` };
}

async function cartOf(client: ApiClient, path: string): Promise<Cart> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return await readAs(response, CartModel);
}

describe('carts', () => {
  it('creates a cart, keeps its anonymous id in an HttpOnly cookie and reuses the Active cart', async () => {
    const client = t.client();
    const response = await client.post('/api/carts', {});
    expect(response.status).toBe(201);
    const identity = await readAs(response, CartIdentityModel);
    expect(identity.customerId).toBeNull();
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`__Host-cart_anonymous_id=${identity.anonymousId}`);
    expect(cookie).toMatch(/HttpOnly/i);
    const again = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    expect(again.cartId).toBe(identity.cartId);
    const cart = await cartOf(client, `/api/carts/${identity.cartId}`);
    expect(cart).toMatchObject({ cartId: identity.cartId, cartState: 'Active', lineItems: [], totalPrice: { amount: 0, currencyCode: 'AUD' } });
  });

  it('refuses to start a cart from a body that is not a JSON object (422), and starts none', async () => {
    const client = t.client();
    for (const rawBody of ['null', '[]', '"x"', '5']) {
      const response = await client.request('POST', '/api/carts', { rawBody, headers: { 'content-type': 'application/json' } });
      expect(response.status, rawBody).toBe(422);
      expect((await readProblem(response)).errors).toEqual({ _: 'Send a JSON object, or no body, to start a cart.' });
      expect(response.headers.get('set-cookie') ?? '', rawBody).not.toContain('cart_anonymous_id');
    }
    expect((await client.request('POST', '/api/carts', { rawBody: '' })).status).toBe(201);
  });

  it('adds a line with its price, image, variant and date, and totals the cart', async () => {
    const { client, path } = await newCart();
    const response = await client.post(`${path}/line-items`, line({ quantity: 2 }));
    expect(response.status).toBe(200);
    const cart = await readAs(response, CartModel);
    expect(cart.lineItems).toHaveLength(1);
    const [item] = cart.lineItems;
    expect(item).toMatchObject({ productKey: 'WB1001', sku: 'WB1001-STD', quantity: 2, thirdPartySource: null, variant: { label: 'Standard' }, deliveryDate: FRIDAY, isValid: true, addons: [] });
    expect(item!.thumbnailImage.url).toMatch(/\.svg$/);
    expect(summaryLine(cart, 'subtotal')).toBe(item!.price.centAmount * 2);
    // The total is the summary's: the lines, one delivery and the network fee.
    expect(cart.totalPrice.centAmount).toBe(summaryLine(cart, 'subtotal') + summaryLine(cart, 'delivery') + summaryLine(cart, 'networkFee'));
    expect(summaryLine(cart, 'total')).toBe(cart.totalPrice.centAmount);
    const second = await readAs(await client.post(`${path}/line-items`, line({ variantKey: 'WB1001-DLX' })), CartModel);
    expect(second.lineItems.map((l) => l.variant.label)).toEqual(['Standard', 'Deluxe']);
  });

  it('removes a line and clears the cart', async () => {
    const { client, path } = await newCart();
    await client.post(`${path}/line-items`, line());
    const two = await readAs(await client.post(`${path}/line-items`, line({ productKey: 'WB1002', variantKey: 'WB1002-PET' })), CartModel);
    // The removed line's add-on goes with it; the answer is the cart as it is now.
    await client.post(`${path}/line-items/${two.lineItems[0]!.lineItemId}/addons`, { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW });
    const removed = await client.delete(`${path}/line-items/${two.lineItems[0]!.lineItemId}`);
    expect(removed.status).toBe(200);
    const afterRemoval = await readAs(removed, CartModel);
    expect(afterRemoval.lineItems.map((l) => l.productKey)).toEqual(['WB1002']);
    expect(afterRemoval).toEqual(await cartOf(client, path));
    expect((await client.delete(`${path}/line-items/${two.lineItems[0]!.lineItemId}`)).status).toBe(404);
    expect((await client.delete(`${path}/line-items/not-a-line`)).status).toBe(404);
    const cleared = await client.delete(path);
    expect(cleared.status).toBe(200);
    const empty = await readAs(cleared, CartModel);
    expect(empty.lineItems).toEqual([]);
    expect(empty.cartState).toBe('Active');
    expect(empty).toEqual(await cartOf(client, path));
  });

  it('refuses to mix partner and florist products (409), and accepts the partner product once cleared', async () => {
    const { client, path } = await newCart();
    await client.post(`${path}/line-items`, line());
    const mixed = await client.post(`${path}/line-items`, line({ productKey: 'WW2001', variantKey: 'WW2001-STD' }));
    expect(mixed.status).toBe(409);
    expect((await readProblem(mixed)).detail).toContain('partners');
    expect((await cartOf(client, path)).lineItems).toHaveLength(1);
    await client.delete(path);
    const partner = await client.post(`${path}/line-items`, line({ productKey: 'WW2001', variantKey: 'WW2001-STD', suburbId: await remoteSuburb(t.database.db) }));
    expect(partner.status).toBe(200);
    expect((await readAs(partner, CartModel)).lineItems[0]!.thirdPartySource).toBe('walwater');
    expect((await client.post(`${path}/line-items`, line())).status).toBe(409);
  });

  it('accepts overseas products for the partner’s countries', async () => {
    const { client, path } = await newCart();
    const response = await client.post(`${path}/line-items`, { productKey: 'GFS4001', variantKey: 'GFS4001-STD', deliveryDate: THURSDAY, quantity: 1, countryCode: 'nz' });
    expect(response.status).toBe(200);
    expect((await readAs(response, CartModel)).countryCode).toBe('NZ');
  });

  it('re-checks the delivery rules on the server', async () => {
    const { client, path } = await newCart();
    const hamper = await client.post(`${path}/line-items`, line({ productKey: 'WB1401', variantKey: 'WB1401-STD', deliveryDate: TODAY }));
    expect(hamper.status).toBe(422);
    expect(await hamper.json()).toMatchObject({ errors: { deliveryDate: 'This hamper is hand made to order, so it cannot be delivered on the same day.' } });
    for (const deliveryDate of [SUNDAY, '2025-11-11', '2026-03-02', '2025-12-25']) {
      const response = await client.post(`${path}/line-items`, line({ deliveryDate }));
      expect(response.status).toBe(422);
      expect(Object.keys((await readProblem(response)).errors)).toEqual(['deliveryDate']);
    }
    const remote = await client.post(`${path}/line-items`, line({ suburbId: await remoteSuburb(t.database.db) }));
    expect(remote.status).toBe(422);
    expect((await readProblem(remote)).detail).toBe('Unfortunately, this product is not available for your chosen delivery details. Please select another product, date, or location.');
    expect((await client.post(`${path}/line-items`, line({ deliveryDate: SATURDAY }))).status).toBe(200);
    expect((await cartOf(client, path)).lineItems).toHaveLength(1);
  });

  it.each([
    [{ productKey: undefined }, 'productKey'],
    [{ productKey: 'NOPE1' }, 'productKey'],
    [{ variantKey: 'WB1002-STD' }, 'variantKey'],
    [{ variantKey: '' }, 'variantKey'],
    [{ deliveryDate: '14/11/2025' }, 'deliveryDate'],
    [{ deliveryDate: undefined }, 'deliveryDate'],
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: 'two' }, 'quantity'],
    [{ quantity: 10000 }, 'quantity'],
    [{ suburbId: undefined }, 'suburbId'],
    [{ suburbId: 'vic-3999-atlantis' }, 'suburbId'],
    [{ suburbId: 42 }, 'suburbId'],
    [{ suburbId: undefined, countryCode: 'XX' }, 'countryCode'],
    [{ countryCode: 'NZ' }, 'countryCode'],
  ])('refuses %o with a 422 naming %s, and changes nothing', async (overrides, field) => {
    const { client, path } = await newCart();
    const response = await client.post(`${path}/line-items`, line(overrides));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(Object.keys((await readProblem(response)).errors)).toContain(field);
    expect((await cartOf(client, path)).lineItems).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { client, path } = await newCart();
    const response = await client.request('POST', `${path}/line-items`, { rawBody: '{"productKey":' });
    expect(response.status).toBe(400);
  });
});

describe('cart ownership', () => {
  it('answers 404 to anyone but the cart’s holder, and changes nothing', async () => {
    const alice = await newCart();
    await alice.client.post(`${alice.path}/line-items`, line());
    const mallory = t.client();
    await mallory.post('/api/carts', {});
    expect((await mallory.get(alice.path)).status).toBe(404);
    expect((await mallory.post(`${alice.path}/line-items`, line())).status).toBe(404);
    expect((await mallory.delete(alice.path)).status).toBe(404);
    const lineId = (await cartOf(alice.client, alice.path)).lineItems[0]!.lineItemId;
    expect((await mallory.delete(`${alice.path}/line-items/${lineId}`)).status).toBe(404);
    expect((await mallory.post(`${alice.path}/line-items/${lineId}/addons`, { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'WB1001', suburbId: KEW })).status).toBe(404);
    const stranger = t.client();
    expect((await stranger.get(alice.path)).status).toBe(404);
    expect((await cartOf(alice.client, alice.path)).lineItems).toHaveLength(1);
  });

  it('answers 404 to every change of another’s cart, which stays exactly as it was', async () => {
    const alice = await newCart();
    const added = await readAs(await alice.client.post(`${alice.path}/line-items`, line()), CartModel);
    const linePath = `${alice.path}/line-items/${added.lineItems[0]!.lineItemId}`;
    const addon = { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'WB1001', suburbId: KEW };
    const withAddon = await readAs(await alice.client.post(`${linePath}/addons`, addon), CartModel);
    const addonId = withAddon.lineItems[0]!.addons[0]!.addonId;
    expect((await alice.client.post(`${linePath}/set-card-message`, { cardMessage: 'Love, Alice' })).status).toBe(200);
    const before = await cartOf(alice.client, alice.path);
    const mallory = t.client();
    await mallory.post('/api/carts', {});
    const changes = (path: string, lineAt: string) => [
      mallory.post(`${path}/line-items`, line({ quantity: 3 })),
      mallory.post(`${lineAt}/addons`, { ...addon, quantity: 2 }),
      mallory.put(`${lineAt}/addons/${addonId}/quantity`, { quantity: 5 }),
      mallory.delete(`${lineAt}/addons/${addonId}`),
      mallory.post(`${lineAt}/set-card-message`, { cardMessage: 'Mallory was here' }),
      mallory.post(`${path}/validate`, { deliveryDate: SATURDAY, suburbId: KEW }),
      mallory.delete(lineAt),
      mallory.delete(path),
    ];
    for (const answer of await Promise.all(changes(alice.path, linePath))) expect(answer.status).toBe(404);
    expect(await cartOf(alice.client, alice.path)).toEqual(before);
    // A cart that was never made: the same 404s, whatever its changes would have written.
    const nowhere = '/api/carts/00000000-0000-4000-8000-000000000000';
    for (const answer of await Promise.all(changes(nowhere, `${nowhere}/line-items/${added.lineItems[0]!.lineItemId}`))) expect(answer.status).toBe(404);
  });

  it('answers 404 for carts that do not exist', async () => {
    const { client } = await newCart();
    expect((await client.get('/api/carts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.get('/api/carts/not-a-cart')).status).toBe(404);
    expect((await client.get('/api/cart/not-a-cart')).status).toBe(404);
  });
});

describe('line add-ons', () => {
  it('sets add-on quantities on a line, wine at most 2, 0 removing it', async () => {
    const { client, path } = await newCart();
    const cart = await readAs(await client.post(`${path}/line-items`, line()), CartModel);
    const addons = `${path}/line-items/${cart.lineItems[0]!.lineItemId}/addons`;
    const wine = { quantity: 2, variantId: 'ADD-BAROSSA-SHIRAZ', productKey: 'WB1001', suburbId: KEW };
    const withWine = await client.post(addons, wine);
    expect(withWine.status).toBe(200);
    const body = await readAs(withWine, CartModel);
    expect(body.lineItems[0]!.addons).toMatchObject([{ quantity: 2, addonType: 'wine', totalPrice: { amount: 70 } }]);
    expect(summaryLine(body, 'subtotal')).toBe(body.lineItems[0]!.price.centAmount + 7000);

    const tooMuch = await client.post(addons, { ...wine, quantity: 3 });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys((await readProblem(tooMuch)).errors)).toEqual(['quantity']);

    // 999, not 9,999: that many would take the cart's items past the ceiling (tested in payments-exact.test.ts).
    expect((await client.post(addons, { ...wine, variantId: 'ADD-ROCKY-ROAD', quantity: 999 })).status).toBe(200);
    const removed = await readAs(await client.post(addons, { ...wine, quantity: 0 }), CartModel);
    expect(removed.lineItems[0]!.addons.map((a) => a.addonType)).toEqual(['chocolates']);
  });

  it('limits wine per order, all wines on all lines together: 2 Shiraz and 2 Sparkling are too many', async () => {
    const { client, path } = await newCart();
    const first = (await readAs(await client.post(`${path}/line-items`, line()), CartModel)).lineItems[0]!.lineItemId;
    const both = await readAs(await client.post(`${path}/line-items/${first}/copy`, {}), CartModel);
    const second = both.lineItems.find((item) => item.lineItemId !== first)!.lineItemId;
    const addonsOf = (lineItemId: string) => `${path}/line-items/${lineItemId}/addons`;
    const wine = { variantId: 'ADD-BAROSSA-SHIRAZ', productKey: 'WB1001', suburbId: KEW };
    expect((await client.post(addonsOf(first), { ...wine, quantity: 2 })).status).toBe(200);

    // Another wine, on the same line or another, is past the limit: 422 naming quantity, nothing changed.
    for (const lineItemId of [first, second]) {
      const more = await client.post(addonsOf(lineItemId), { ...wine, variantId: 'ADD-PINK-MOSCATO', quantity: 1 });
      expect(more.status).toBe(422);
      const problem = await readProblem(more);
      expect(problem.type).toBe(PROBLEM_TYPES.validation);
      expect(Object.keys(problem.errors)).toEqual(['quantity']);
      expect(problem.detail).toBe(wineLimitMessage());
    }
    expect((await cartOf(client, path)).lineItems.flatMap((item) => item.addons.map((addon) => addon.quantity))).toEqual([2]);

    // One Shiraz leaves room for one other bottle, and no more.
    const lowered = await readAs(await client.post(addonsOf(first), { ...wine, quantity: 1 }), CartModel);
    const shirazId = lowered.lineItems.find((item) => item.lineItemId === first)!.addons[0]!.addonId;
    const moscato = await readAs(await client.post(addonsOf(second), { ...wine, variantId: 'ADD-PINK-MOSCATO', quantity: 1 }), CartModel);
    const moscatoId = moscato.lineItems.find((item) => item.lineItemId === second)!.addons[0]!.addonId;
    const put = await client.put(`${addonsOf(second)}/${moscatoId}/quantity`, { quantity: 2 });
    expect(put.status).toBe(422);
    expect(Object.keys((await readProblem(put)).errors)).toEqual(['quantity']);
    expect((await client.put(`${addonsOf(first)}/${shirazId}/quantity`, { quantity: 2 })).status).toBe(422);
    // A copy of a line with wine would take the order past the limit too.
    const copy = await client.post(`${path}/line-items/${first}/copy`, {});
    expect(copy.status).toBe(422);
    expect(Object.keys((await readProblem(copy)).errors)).toEqual(['addons']);
    expect((await cartOf(client, path)).lineItems).toHaveLength(2);
    // Other add-ons are not limited by it.
    expect((await client.post(addonsOf(first), { ...wine, variantId: 'ADD-ROCKY-ROAD', quantity: 5 })).status).toBe(200);
  });

  it.each([
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 10000 }, 'quantity'],
    [{ variantId: 'ADD-NOTHING' }, 'variantId'],
    [{ productKey: 'WB1002' }, 'productKey'],
    [{ suburbId: 'vic-3999-atlantis' }, 'suburbId'],
    [{ suburbId: undefined }, 'suburbId'],
  ])('refuses %o with a 422 naming %s', async (overrides, field) => {
    const { client, path } = await newCart();
    const cart = await readAs(await client.post(`${path}/line-items`, line()), CartModel);
    const response = await client.post(`${path}/line-items/${cart.lineItems[0]!.lineItemId}/addons`, { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'WB1001', suburbId: KEW, ...overrides });
    expect(response.status).toBe(422);
    expect(Object.keys((await readProblem(response)).errors)).toContain(field);
    expect((await cartOf(client, path)).lineItems[0]!.addons).toEqual([]);
  });

  it('changes and removes an add-on the line holds', async () => {
    const { client, path } = await newCart();
    const cart = await readAs(await client.post(`${path}/line-items`, line()), CartModel);
    const linePath = `${path}/line-items/${cart.lineItems[0]!.lineItemId}/addons`;
    const withWine = await readAs(await client.post(linePath, { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW }), CartModel);
    const addonId = withWine.lineItems[0]!.addons[0]!.addonId;
    const two = await client.put(`${linePath}/${addonId}/quantity`, { quantity: 2 });
    expect(two.status).toBe(200);
    expect((await readAs(two, CartModel)).lineItems[0]!.addons[0]!.quantity).toBe(2);
    const three = await client.put(`${linePath}/${addonId}/quantity`, { quantity: 3 });
    expect(three.status).toBe(422);
    expect(Object.keys((await readProblem(three)).errors)).toEqual(['quantity']);
    expect((await client.put(`${linePath}/${addonId}/quantity`, { quantity: 'many' })).status).toBe(422);
    const removed = await client.delete(`${linePath}/${addonId}`);
    expect((await readAs(removed, CartModel)).lineItems[0]!.addons).toEqual([]);
    expect((await client.delete(`${linePath}/${addonId}`)).status).toBe(404);
    expect((await client.put(`${linePath}/not-an-addon/quantity`, { quantity: 1 })).status).toBe(404);
  });

  it('refuses add-ons for overseas lines and answers 404 for an unknown line', async () => {
    const { client, path } = await newCart();
    const cart = await readAs(await client.post(`${path}/line-items`, { productKey: 'GFS4001', variantKey: 'GFS4001-STD', deliveryDate: THURSDAY, quantity: 1, countryCode: 'NZ' }), CartModel);
    const response = await client.post(`${path}/line-items/${cart.lineItems[0]!.lineItemId}/addons`, { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'GFS4001', countryCode: 'NZ' });
    expect(response.status).toBe(422);
    expect((await readProblem(response)).detail).toBe('This item is no longer available');
    expect((await client.post(`${path}/line-items/00000000-0000-4000-8000-000000000000/addons`, { quantity: 1, variantId: 'ADD-ROCKY-ROAD', productKey: 'GFS4001', countryCode: 'NZ' })).status).toBe(
      404,
    );
  });
});
