import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WISHLIST_NAME } from '../../src/lib/domain/account';
import { PEOPLE } from '../support/people';
import { registerAndConfirm, signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { type Wishlist, WishlistModel } from '../../src/lib/api/contracts/wishlist';
import { ProfileModel } from '../../src/lib/api/contracts/account';
import { readAs, readProblem } from './read';

const t = useTestApp();
let fresh: ApiClient;
let freshCustomerId: string;
beforeAll(async () => {
  fresh = t.client();
  const response = await registerAndConfirm(t, fresh, {
    firstName: 'Noah',
    lastName: 'Williams',
    email: 'noah.williams@example.com',
    password: 'Wishlist-Password-1',
    confirmPassword: 'Wishlist-Password-1',
  });
  freshCustomerId = (await readAs(response, ProfileModel)).customerId;
});

const wishlist = async (client: ApiClient, customerId: string) => await readAs(await client.get(`/api/wishlist?customerId=${customerId}`), WishlistModel);
const keys = (body: Wishlist) => body.lineItems.map((item) => item.productKey);

describe('wishlist', () => {
  it('answers the seeded list with the saved products as cards, newest first', async () => {
    const client = await signedInClient(t, 'customer');
    const body = await wishlist(client, PEOPLE.customer.customerId);
    expect(body.shoppingListId).toBe(PEOPLE.customer.wishlist!.id);
    expect(keys(body).sort()).toEqual(['WB1004', 'WB1008', 'WB1012']);
    expect(body.lineItems[0]!.product).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^\//), price: { formattedPrice: expect.stringMatching(/^\$/) } });
  });

  it('has no list until the first product, then creates one with the default name', async () => {
    const empty = await wishlist(fresh, freshCustomerId);
    expect(empty).toEqual({ shoppingListId: null, customerId: freshCustomerId, name: DEFAULT_WISHLIST_NAME, lineItems: [] });
    const created = await fresh.post('/api/wishlist/by-key', { customerId: freshCustomerId, name: DEFAULT_WISHLIST_NAME, lineItems: ['WB1001'] });
    expect(created.status).toBe(201);
    const body = await readAs(created, WishlistModel);
    expect(body.shoppingListId).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys(body)).toEqual(['WB1001']);
    // A second create reuses the list.
    const again = await readAs(await fresh.post('/api/wishlist/by-key', { customerId: freshCustomerId, name: DEFAULT_WISHLIST_NAME, lineItems: [{ productKey: 'WB1003' }] }), WishlistModel);
    expect(again.shoppingListId).toBe(body.shoppingListId);
    expect(keys(again).sort()).toEqual(['WB1001', 'WB1003']);
  });

  it('adds by product key once, and removes by key', async () => {
    const { shoppingListId } = await wishlist(fresh, freshCustomerId);
    const added = await readAs(await fresh.post(`/api/wishlist/${shoppingListId}/products-key`, { lineItems: ['WB1005', 'WB1005', 'WB1001'] }), WishlistModel);
    expect(keys(added).sort()).toEqual(['WB1001', 'WB1003', 'WB1005']);
    const removed = await fresh.delete(`/api/wishlist/${shoppingListId}/item/WB1003/key`);
    expect(removed.status).toBe(200);
    expect(keys(await readAs(removed, WishlistModel)).sort()).toEqual(['WB1001', 'WB1005']);
    const notHeld = await fresh.delete(`/api/wishlist/${shoppingListId}/item/WB1999/key`);
    expect(notHeld.status).toBe(200);
    expect(keys(await readAs(notHeld, WishlistModel)).sort()).toEqual(['WB1001', 'WB1005']);
  });

  it('refuses unknown and third-party products and bad bodies, changing nothing', async () => {
    const { shoppingListId } = await wishlist(fresh, freshCustomerId);
    const before = keys(await wishlist(fresh, freshCustomerId));
    const partner = await fresh.post(`/api/wishlist/${shoppingListId}/products-key`, { lineItems: ['WW2001'] });
    expect(partner.status).toBe(422);
    expect((await readProblem(partner)).errors.lineItems).toMatch(/cannot be saved to a wishlist/);
    expect((await fresh.post(`/api/wishlist/${shoppingListId}/products-key`, { lineItems: ['NOPE-1'] })).status).toBe(422);
    for (const body of [{}, { lineItems: [] }, { lineItems: 'WB1001' }, { lineItems: [42] }]) {
      const response = await fresh.post(`/api/wishlist/${shoppingListId}/products-key`, body);
      expect(response.status).toBe(422);
      expect(Object.keys((await readProblem(response)).errors)[0]).toMatch(/^lineItems/);
    }
    expect((await fresh.post('/api/wishlist/by-key', { customerId: freshCustomerId, lineItems: ['WB1001'] })).status).toBe(422);
    expect((await fresh.get('/api/wishlist')).status).toBe(400);
    expect((await fresh.post('/api/wishlist/not-a-list/products-key', { lineItems: ['WB1001'] })).status).toBe(404);
    expect(keys(await wishlist(fresh, freshCustomerId))).toEqual(before);
  });
});
