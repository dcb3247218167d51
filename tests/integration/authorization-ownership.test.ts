import { beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, type Person } from '../support/people';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { AddressListModel } from '../../src/lib/api/contracts/addresses';
import { CartIdentityModel } from '../../src/lib/api/contracts/cart';
import { paged } from '../../src/lib/api/contracts/common';
import { CustomerSummaryModel, UserSummaryModel } from '../../src/lib/api/contracts/people';
import { NotificationSettingsModel, StoreSummaryModel } from '../../src/lib/api/contracts/stores';
import { WishlistModel } from '../../src/lib/api/contracts/wishlist';
import { readAs } from './read';
import { eq } from 'drizzle-orm';
import { AllocationRecordModel } from '../../src/lib/api/contracts/allocation';
import { OrderModel } from '../../src/lib/api/contracts/checkout';
import { expireOffer } from '../../src/server/allocation/service';
import { orders } from '../../src/server/db/schema/index';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { NOW } from './catalog-fixtures';

/** Nobody reaches another customer's or another store's data, whatever id they put in the call (the clock frozen, for the orders' delivery dates). */
const t = useTestApp({ frozenClock: true });
const clients = new Map<Person, ApiClient>();
const as = (person: Person) => clients.get(person)!;
beforeAll(async () => {
  for (const person of ['customer', 'otherCustomer', 'flowerline', 'floristowner', 'florist', 'otherOwner'] as const) clients.set(person, await signedInClient(t, person));
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
    const theirs = await readAs(await as('otherCustomer').get(`/api/wishlist?customerId=${PEOPLE.otherCustomer.customerId}`), WishlistModel);
    expect(theirs.lineItems.map((i) => i.productKey)).toEqual(['WB1002']);
  });

  it("cannot read, change or delete another customer's address, and lists only their own", async () => {
    expect((await as('customer').get(`/api/addresses/${theirAddress}`)).status).toBe(404);
    expect((await as('customer').put(`/api/addresses/${theirAddress}`, address)).status).toBe(404);
    expect((await as('customer').delete(`/api/addresses/${theirAddress}`)).status).toBe(404);
    const mine = await readAs(await as('customer').get('/api/addresses'), AddressListModel);
    expect(mine.results.map((a) => a.addressId).sort()).toEqual(PEOPLE.customer.addresses!.map((a) => a.id).sort());
    const theirs = await readAs(await as('otherCustomer').get('/api/addresses'), AddressListModel);
    expect(theirs.results.map((a) => a.street)).toEqual(['7 Campbell Parade']);
  });

  it('sees only their own profile', async () => {
    const profile = await readAs(await as('customer').get('/api/profile'), ProfileModel);
    expect(profile).toMatchObject({ customerId: PEOPLE.customer.customerId, email: PEOPLE.customer.email });
  });

  it("cannot open another holder's cart", async () => {
    const { cartId } = await readAs(await as('otherCustomer').post('/api/carts', {}), CartIdentityModel);
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
    const settings = await readAs(await as('otherOwner').get('/api/stores/VIC-002/notification-settings'), NotificationSettingsModel);
    expect(settings.account).toEqual({ orderAlerts: true, alertType: expect.objectContaining({ dog: true, mute: false }) });
  });

  it('sees only their own store in the members list and only its people in the users list', async () => {
    for (const person of ['floristowner', 'florist'] as const) {
      const members = await readAs(await as(person).get('/api/stores?limit=100'), paged(StoreSummaryModel));
      expect(members).toEqual({ total: 1, results: [expect.objectContaining({ storeKey: 'VIC-001' })] });
    }
    const users = await readAs(await as('floristowner').get('/api/users'), paged(UserSummaryModel));
    expect(users.results.map((u) => u.email).sort()).toEqual([PEOPLE.florist.email, PEOPLE.floristowner.email].sort());
    expect(users.results.every((u) => u.storeKey === 'VIC-001')).toBe(true);
  });

  it('staff change alert settings but not store details', async () => {
    expect((await as('florist').put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: true, alertType: { cymbal: true } } })).status).toBe(200);
    expect((await as('florist').put('/api/stores/VIC-001', { phone: '1300 555 010', email: 'x@example.com', tradingHours: [] })).status).toBe(403);
  });
});

describe('a store whose offer ended', () => {
  it('no longer reads the order (404, as for an order that does not exist); its allocation history keeps the outcome', async () => {
    const { orderId } = await placeOrderOnAccount(as('flowerline'), await homeOf(t.database.db, 'VIC-001'));
    const offered = await readAs(await as('florist').get(`/api/orders/${orderId}`), OrderModel);
    expect(offered).toMatchObject({ workflowStatus: 'Awaiting Store Response', allocatedStoreKey: 'VIC-001' });
    expect(offered.recipient.street).toBe('12 Cotham Road');

    // The offer's time ran out, before the sweep expired it: the store reads nothing of it.
    const past = new Date(NOW.getTime() - 60_000);
    await t.database.db.update(orders).set({ allocationExpiresAt: past }).where(eq(orders.id, orderId));
    for (const person of ['florist', 'floristowner'] as const) {
      expect((await as(person).get(`/api/orders/${orderId}`)).status).toBe(404);
      expect((await as(person).get(`/api/orders/${orderId}/audit-log`)).status).toBe(404);
      expect((await as(person).post(`/api/orders/${orderId}/internal-note`, { text: 'Still ours?' })).status).toBe(404);
    }

    // Once expired, and the order gone elsewhere, the same.
    await expireOffer(t.database.db, orderId, new Date(NOW.getTime() + 24 * 60 * 60_000));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.allocatedStoreKey).not.toBe('VIC-001');
    expect((await as('florist').get(`/api/orders/${orderId}`)).status).toBe(404);
    const history = await readAs(await as('florist').get(`/api/orders/${orderId}/allocationHistory`), AllocationRecordModel.array());
    expect(history[0]).toMatchObject({ allocatedStoreKey: 'VIC-001', outcome: 'expired' });
    // Flowerline, which placed it, still reads it.
    expect((await as('flowerline').get(`/api/orders/${orderId}`)).status).toBe(200);
  });
});

describe('Flowerline', () => {
  it('sees every member, every customer and the users of any store', async () => {
    const members = await readAs(await as('flowerline').get('/api/stores'), paged(StoreSummaryModel));
    expect(members.total).toBeGreaterThan(100);
    expect((await as('flowerline').get('/api/stores/VIC-002')).status).toBe(200);
    const customers = await readAs(await as('flowerline').get('/api/customers?limit=100'), paged(CustomerSummaryModel));
    expect(customers.results.map((c) => c.email)).toEqual(expect.arrayContaining([PEOPLE.customer.email, PEOPLE.otherCustomer.email]));
    expect(customers.results.map((c) => c.email)).not.toContain(PEOPLE.florist.email);
    const users = await readAs(await as('flowerline').get('/api/stores/VIC-002/users'), paged(UserSummaryModel));
    expect(users.results.map((u) => u.email)).toEqual([PEOPLE.otherOwner.email]);
  });

  it('cannot change a store or its settings, and has no customer details for staff', async () => {
    expect((await as('flowerline').put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: false, alertType: { mute: true } } })).status).toBe(403);
    expect((await as('flowerline').get(`/api/customers/${PEOPLE.florist.customerId}`)).status).toBe(404);
  });
});
