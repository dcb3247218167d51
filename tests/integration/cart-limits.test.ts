import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel, type Cart } from '../../src/lib/api/contracts/cart';
import { ProblemModel } from '../../src/lib/api/contracts/common';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { CART_MAX_LINE_ITEMS, cartFullMessage, LINE_MAX_ADDONS, lineAddonsFullMessage } from '../../src/lib/domain/cart-limits';
import { cartLineItems, carts, productVariants } from '../../src/server/db/schema/index';
import { PEOPLE } from '../support/people';
import { FRIDAY, KEW } from './catalog-fixtures';
import { changedTables, stateFingerprint } from './fuzz/state';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

const t = useTestApp({ frozenClock: true });

const MAX = CART_MAX_LINE_ITEMS;
const line = (productKey = 'WB1001') => ({ productKey, variantKey: `${productKey}-STD`, deliveryDate: FRIDAY, quantity: 1, suburbId: KEW });
const { email, password, customerId } = PEOPLE.otherCustomer;

async function newCart(client: ApiClient = t.client()) {
  const identity = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  return { client, ...identity, path: `/api/carts/${identity.cartId}` };
}

async function cartOf(client: ApiClient, path: string): Promise<Cart> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return await readAs(response, CartModel);
}

/** Puts `count` lines of `variantKey` straight into the cart's table (faster than the API; the API's own adds are tested on their own). */
async function fill(cartId: string, count: number, variantKey = 'WB1001-STD') {
  const { db } = t.database;
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.key, variantKey));
  const row = { cartId, productId: variant!.productId, variantId: variant!.id, quantity: 1, unitPriceCents: variant!.priceCents, deliveryDate: FRIDAY, suburbId: KEW };
  for (let i = 0; i < count; i++) await db.insert(cartLineItems).values(row);
}

const lineCount = async (cartId: string) => (await t.database.db.select({ id: cartLineItems.id }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId))).length;

async function expectCartFull(response: Response) {
  expect(response.status).toBe(422);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const problem = ProblemModel.parse(await response.json());
  expect(problem).toMatchObject({ type: PROBLEM_TYPES.cartTooManyLines, status: 422, detail: cartFullMessage(), errors: { lineItems: cartFullMessage() } });
}

describe(`a cart holds at most ${MAX} lines`, () => {
  it(`adds ${MAX} lines through the API, refuses the next with a 422 and changes nothing`, async () => {
    const { client, path } = await newCart();
    for (let i = 0; i < MAX; i++) expect((await client.post(`${path}/line-items`, line(i % 2 ? 'WB1001' : 'WB1002'))).status).toBe(200);
    const before = await cartOf(client, path);
    expect(before.lineItems).toHaveLength(MAX);
    const fingerprint = await stateFingerprint(t.database);

    await expectCartFull(await client.post(`${path}/line-items`, line()));

    expect(changedTables(fingerprint, await stateFingerprint(t.database))).toEqual([]);
    expect(await cartOf(client, path)).toEqual(before);
  });

  it('takes a line again once one is removed, and the message reads as the island shows it', async () => {
    const { client, cartId, path } = await newCart();
    await fill(cartId, MAX);
    await expectCartFull(await client.post(`${path}/line-items`, line()));
    const [first] = (await cartOf(client, path)).lineItems;
    expect((await client.delete(`${path}/line-items/${first!.lineItemId}`)).status).toBe(200);
    expect((await client.post(`${path}/line-items`, line())).status).toBe(200);
    await expectCartFull(await client.post(`${path}/line-items`, line()));
    expect(cartFullMessage()).toBe(`A cart holds at most ${MAX} items. Check out or remove some first.`);
  });

  it('still answers the other-source conflict first, so the shopper can replace a full cart', async () => {
    const { client, cartId, path } = await newCart();
    await fill(cartId, MAX);
    const partner = await client.post(`${path}/line-items`, line('WW2001'));
    expect(partner.status).toBe(409);
    expect(ProblemModel.parse(await partner.json()).type).toBe(PROBLEM_TYPES.cartSourceConflict);
  });

  it('parallel adds at the limit fill the cart exactly, never past it', async () => {
    const { client, cartId, path } = await newCart();
    await fill(cartId, MAX - 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.post(`${path}/line-items`, line())));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 422, 422, 422, 422, 422, 422]);
    for (const response of answers.filter((r) => r.status === 422)) await expectCartFull(response);
    expect(await lineCount(cartId)).toBe(MAX);
  });

  it('parallel adds below the limit all land while there is room', async () => {
    const { client, cartId, path } = await newCart();
    await fill(cartId, MAX - 12);
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post(`${path}/line-items`, line())));
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(await lineCount(cartId)).toBe(MAX);
  });
});

describe(`a cart line holds at most ${LINE_MAX_ADDONS} kinds of add-on`, () => {
  const KINDS = ['ROCKY-ROAD', 'MACARONS', 'BELGIAN-TRUFFLES', 'TEDDY-BEAR', 'PLUSH-KOALA', 'GLASS-VASE', 'GREETING-CARD', 'NATIVE-SOY-CANDLE', 'SALTED-CARAMEL-FUDGE'].map((key) => `ADD-${key}`);
  const addon = (variantId: string, quantity = 1) => ({ quantity, variantId, productKey: 'WB1001', suburbId: KEW });

  async function lineWith(count: number) {
    const { client, cartId, path } = await newCart();
    const cart = await readAs(await client.post(`${path}/line-items`, line()), CartModel);
    const addons = `${path}/line-items/${cart.lineItems[0]!.lineItemId}/addons`;
    for (const variantId of KINDS.slice(0, count)) expect((await client.post(addons, addon(variantId))).status).toBe(200);
    return { client, cartId, path, addons };
  }

  async function expectLineFull(response: Response) {
    expect(response.status).toBe(422);
    const problem = ProblemModel.parse(await response.json());
    expect(problem).toMatchObject({ type: PROBLEM_TYPES.cartTooManyAddons, detail: lineAddonsFullMessage(), errors: { addons: lineAddonsFullMessage() } });
  }

  it('refuses another kind once the line is full, yet changes and removes the ones it holds', async () => {
    const { client, path, addons } = await lineWith(LINE_MAX_ADDONS);
    const before = await cartOf(client, path);
    const fingerprint = await stateFingerprint(t.database);
    await expectLineFull(await client.post(addons, addon(KINDS[LINE_MAX_ADDONS]!)));
    expect(changedTables(fingerprint, await stateFingerprint(t.database))).toEqual([]);
    expect(await cartOf(client, path)).toEqual(before);
    expect((await client.post(addons, addon(KINDS[0]!, 3))).status).toBe(200);
    expect((await client.post(addons, addon(KINDS[1]!, 0))).status).toBe(200);
    expect((await client.post(addons, addon(KINDS[LINE_MAX_ADDONS]!))).status).toBe(200);
    await expectLineFull(await client.post(addons, addon(KINDS[LINE_MAX_ADDONS + 1]!)));
  });

  it('parallel add-ons at the limit fill the line exactly', async () => {
    const { client, path, addons } = await lineWith(LINE_MAX_ADDONS - 2);
    const answers = await Promise.all(KINDS.slice(LINE_MAX_ADDONS - 2).map((variantId) => client.post(addons, addon(variantId))));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(2);
    for (const response of answers.filter((r) => r.status !== 200)) await expectLineFull(response);
    expect((await cartOf(client, path)).lineItems[0]!.addons).toHaveLength(LINE_MAX_ADDONS);
  });

  it('an add-on racing the removal of its line is a 404, never a 500', async () => {
    const { client, path, addons } = await lineWith(0);
    const lineItemId = (await cartOf(client, path)).lineItems[0]!.lineItemId;
    const [removed, added] = await Promise.all([client.delete(`${path}/line-items/${lineItemId}`), client.post(addons, addon(KINDS[0]!))]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(added.status);
    expect((await cartOf(client, path)).lineItems).toEqual([]);
  });
});

describe('merging a guest cart on sign-in keeps the limit', () => {
  const signIn = async (client: ApiClient) => expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  const merge = (client: ApiClient, anonymousId: string) => client.put(`/api/carts/customerId/${customerId}/merge`, { anonymousId });

  /** The signed-in customer's cart, made on a device of their own, with `count` lines. */
  async function customerCart(count: number) {
    // One Active cart per customer in these tests, so the merge target is never a tie on updatedAt (the clock is frozen).
    await t.database.db.delete(carts).where(eq(carts.customerId, customerId));
    const device = t.client();
    await signIn(device);
    const cart = await newCart(device);
    expect(cart.customerId).toBe(customerId);
    await t.database.db.delete(cartLineItems).where(eq(cartLineItems.cartId, cart.cartId));
    await fill(cart.cartId, count);
    return cart;
  }

  it("keeps every line of the customer's cart, then the guest's in the order added until full; the rest go", async () => {
    const own = await customerCart(MAX - 3);
    const guest = await newCart();
    for (const key of ['WB1002', 'WB1003', 'WB1005', 'WB1002', 'WB1003']) expect((await guest.client.post(`${guest.path}/line-items`, line(key))).status).toBe(200);
    const guestLines = (await cartOf(guest.client, guest.path)).lineItems.map((l) => l.lineItemId);
    await signIn(guest.client);

    const response = await merge(guest.client, guest.anonymousId);
    expect(response.status).toBe(200);
    const merged = await readAs(response, CartModel);
    expect(merged.cartId).toBe(own.cartId);
    expect(merged.lineItems).toHaveLength(MAX);
    const ids = merged.lineItems.map((l) => l.lineItemId);
    expect(ids).toEqual(expect.arrayContaining(guestLines.slice(0, 3)));
    expect(ids.filter((id) => guestLines.includes(id))).toHaveLength(3);
    expect(merged.lineItems.filter((l) => l.productKey === 'WB1001')).toHaveLength(MAX - 3);
    expect(await lineCount(guest.cartId)).toBe(0);
    await expectCartFull(await guest.client.post(`/api/carts/${merged.cartId}/line-items`, line()));
  });

  it('a merge racing adds to the customer cart never leaves it past the limit', async () => {
    const own = await customerCart(MAX - 2);
    const guest = await newCart();
    await fill(guest.cartId, 3, 'WB1002-STD');
    await signIn(guest.client);
    const [merged, ...adds] = await Promise.all([merge(guest.client, guest.anonymousId), ...Array.from({ length: 3 }, () => own.client.post(`${own.path}/line-items`, line()))]);
    expect(merged!.status).toBe(200);
    for (const add of adds) expect([200, 422]).toContain(add.status);
    expect(await lineCount(own.cartId)).toBe(MAX);
  });
});
