import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, signedInClient, type Person } from './auth-fixtures';
import { startTestApp, type ApiClient, type TestApp } from './harness';

/** Nobody reaches another customer's or another store's data, whatever id they put in the call. */
let t: TestApp;
const clients = new Map<Person, ApiClient>();
const as = (person: Person) => clients.get(person)!;
const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  t = await startTestApp();
  for (const person of ['customer', 'otherCustomer', 'flowerline', 'floristowner', 'florist', 'otherOwner'] as const) clients.set(person, await signedInClient(t, person));
});
afterAll(async () => {
  await t?.close();
});

const theirAddress = PEOPLE.otherCustomer.addresses![0]!.id;
const theirList = PEOPLE.otherCustomer.wishlist!.id;
const address = { firstName: 'Olivia', lastName: 'Nguyen', street: '1 Smith Street', suburb: 'Collingwood', state: 'VIC', postcode: '3066', isDefault: false };

describe('a customer', () => {
  it("cannot read or change another customer's wishlist", async () => {
    expect((await as('customer').get(`/api/wishlist?customerId=${PEOPLE.otherCustomer.customerId}`)).status).toBe(403);
    expect((await as('customer').post('/api/wishlist/by-key', { customerId: PEOPLE.otherCustomer.customerId, name: 'Mine now', lineItems: ['WB1001'] })).status).toBe(403);
    expect((await as('customer').post(`/api/wishlist/${theirList}/products-key`, { lineItems: ['WB1001'] })).status).toBe(404);
    expect((await as('customer').delete(`/api/wishlist/${theirList}/item/WB1002/key`)).status).toBe(404);
    const theirs = await json<{ lineItems: { productKey: string }[] }>(await as('otherCustomer').get(`/api/wishlist?customerId=${PEOPLE.otherCustomer.customerId}`));
    expect(theirs.lineItems.map((i) => i.productKey)).toEqual(['WB1002']);
  });

  it("cannot read, change or delete another customer's address, and lists only their own", async () => {
    expect((await as('customer').get(`/api/addresses/${theirAddress}`)).status).toBe(404);
    expect((await as('customer').put(`/api/addresses/${theirAddress}`, address)).status).toBe(404);
    expect((await as('customer').delete(`/api/addresses/${theirAddress}`)).status).toBe(404);
    const mine = await json<{ results: { addressId: string }[] }>(await as('customer').get('/api/addresses'));
    expect(mine.results.map((a) => a.addressId).sort()).toEqual(PEOPLE.customer.addresses!.map((a) => a.id).sort());
    const theirs = await json<{ results: { street: string }[] }>(await as('otherCustomer').get('/api/addresses'));
    expect(theirs.results.map((a) => a.street)).toEqual(['7 Campbell Parade']);
  });

  it('sees only their own profile', async () => {
    const profile = await json<{ customerId: string; email: string }>(await as('customer').get('/api/profile'));
    expect(profile).toMatchObject({ customerId: PEOPLE.customer.customerId, email: PEOPLE.customer.email });
  });

  it("cannot open another holder's cart", async () => {
    const { cartId } = await json<{ cartId: string }>(await as('otherCustomer').post('/api/carts', {}));
    expect((await as('customer').get(`/api/carts/${cartId}`)).status).toBe(404);
    expect((await as('customer').delete(`/api/carts/${cartId}`)).status).toBe(404);
  });
});

describe('a florist', () => {
  it("cannot reach another store's details, settings or users", async () => {
    for (const person of ['floristowner', 'florist'] as const) {
      expect((await as(person).get('/api/stores/VIC-002')).status).toBe(403);
      expect((await as(person).get('/api/stores/VIC-002/notification-settings')).status).toBe(403);
      expect((await as(person).put('/api/stores/VIC-002/notification-settings', { account: { orderAlerts: false, alertType: { mute: true } } })).status).toBe(403);
    }
    expect((await as('floristowner').put('/api/stores/VIC-002', { phone: '1300 555 010', email: 'x@example.com', tradingHours: [] })).status).toBe(403);
    expect((await as('floristowner').get('/api/stores/VIC-002/users')).status).toBe(403);
    expect((await as('floristowner').get('/api/users?storeKey=VIC-002')).status).toBe(403);
    expect((await as('floristowner').get('/api/users?role=flowerline')).status).toBe(403);
    const settings = await json<{ account: { orderAlerts: boolean } }>(await as('otherOwner').get('/api/stores/VIC-002/notification-settings'));
    expect(settings.account.orderAlerts).toBe(false);
  });

  it('sees only their own store in the members list and only its people in the users list', async () => {
    for (const person of ['floristowner', 'florist'] as const) {
      const members = await json<{ results: { storeKey: string }[]; total: number }>(await as(person).get('/api/stores?limit=100'));
      expect(members).toEqual({ total: 1, results: [expect.objectContaining({ storeKey: 'VIC-001' })] });
    }
    const users = await json<{ results: { email: string; storeKey: string }[] }>(await as('floristowner').get('/api/users'));
    expect(users.results.map((u) => u.email).sort()).toEqual([PEOPLE.florist.email, PEOPLE.floristowner.email].sort());
    expect(users.results.every((u) => u.storeKey === 'VIC-001')).toBe(true);
  });

  it('staff change alert settings but not store details', async () => {
    expect((await as('florist').put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: true, alertType: { cymbal: true } } })).status).toBe(200);
    expect((await as('florist').put('/api/stores/VIC-001', { phone: '1300 555 010', email: 'x@example.com', tradingHours: [] })).status).toBe(403);
  });
});

describe('Flowerline', () => {
  it('sees every member, every customer and the users of any store', async () => {
    const members = await json<{ total: number }>(await as('flowerline').get('/api/stores'));
    expect(members.total).toBeGreaterThan(100);
    expect((await as('flowerline').get('/api/stores/VIC-002')).status).toBe(200);
    const customers = await json<{ results: { email: string }[] }>(await as('flowerline').get('/api/customers?limit=100'));
    expect(customers.results.map((c) => c.email)).toEqual(expect.arrayContaining([PEOPLE.customer.email, PEOPLE.otherCustomer.email]));
    expect(customers.results.map((c) => c.email)).not.toContain(PEOPLE.florist.email);
    const users = await json<{ results: { email: string }[] }>(await as('flowerline').get('/api/stores/VIC-002/users'));
    expect(users.results.map((u) => u.email)).toEqual([PEOPLE.otherOwner.email]);
  });

  it('cannot change a store or its settings, and has no customer details for staff', async () => {
    expect((await as('flowerline').put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: false, alertType: { mute: true } } })).status).toBe(403);
    expect((await as('flowerline').get(`/api/customers/${PEOPLE.florist.customerId}`)).status).toBe(404);
  });
});
