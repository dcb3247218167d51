import { describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { SavedCartListModel, SavedCartRowModel } from '../../src/lib/api/contracts/saved-carts';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs, readProblem } from './read';

/**
 * Saved orders: a signed-in shopper saves a cart for later, finds it in
 * their saved orders, and resumes it; the cart they had meanwhile is saved
 * in its place, so nothing is lost.
 */
const t = useTestApp({ frozenClock: true });

const SENDER = { firstName: 'Olivia', lastName: 'Nguyen', email: 'olivia.nguyen@example.com', mobile: '0412 345 678' };

async function cartWith(client: ApiClient, variantKey = 'WB1001-STD') {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const cart = await readAs(await client.post(`/api/carts/${cartId}/line-items`, { productKey: variantKey.split('-')[0], variantKey, deliveryDate: FRIDAY, quantity: 1, suburbId: KEW }), CartModel);
  return cart;
}
const savedList = async (client: ApiClient, query = '') => readAs(await client.get(`/api/carts/saved-carts${query}`), SavedCartListModel);

describe('saving a cart for later', () => {
  it('keeps the cart with its sender and total, out of reach of changes, and starts a new cart on the next add', async () => {
    const customer = await signedInClient(t, 'customer');
    const cart = await cartWith(customer);
    const row = await readAs(await customer.post(`/api/carts/${cart.cartId}/save`, { sender: SENDER }), SavedCartRowModel);
    expect(row).toMatchObject({ cartId: cart.cartId, senderName: 'Olivia Nguyen', phoneNo: '0412 345 678', email: SENDER.email, total: cart.totalPrice });
    expect(row.orderNumber).toMatch(/^S[0-9A-F]{8}$/);
    expect(await savedList(customer)).toEqual({ results: [row], total: 1 });

    expect((await readAs(await customer.get(`/api/carts/${cart.cartId}`), CartModel)).cartState).toBe('Saved');
    const change = await customer.delete(`/api/carts/${cart.cartId}/line-items/${cart.lineItems[0]!.lineItemId}`);
    expect(change.status).toBe(409);
    expect((await readProblem(change)).type).toBe(PROBLEM_TYPES.cartSaved);
    const checkout = await customer.post(`/api/carts/${cart.cartId}/checkout`, {
      sender: SENDER,
      recipient: { firstName: 'Sam', lastName: 'Lee', street: '1 Main St', phone: '03 9876 5432' },
      paymentMethod: 'card',
    });
    expect((await readProblem(checkout)).type).toBe(PROBLEM_TYPES.cartSaved);
    const again = await customer.post(`/api/carts/${cart.cartId}/save`, {});
    expect((await readProblem(again)).type).toBe(PROBLEM_TYPES.cartSaved);

    const next = await readAs(await customer.post('/api/carts', {}), CartIdentityModel);
    expect(next.cartId).not.toBe(cart.cartId);
  });

  it('names the account as sender when none was typed, and refuses an empty cart or a bad sender', async () => {
    const customer = await signedInClient(t, 'otherCustomer');
    const { cartId } = await readAs(await customer.post('/api/carts', {}), CartIdentityModel);
    const empty = await customer.post(`/api/carts/${cartId}/save`, {});
    expect(empty.status).toBe(422);
    expect((await readProblem(empty)).type).toBe(PROBLEM_TYPES.checkoutEmptyCart);
    await customer.post(`/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 2, suburbId: KEW });
    const bad = await customer.post(`/api/carts/${cartId}/save`, { sender: { ...SENDER, email: 'not-an-email', mobile: '123' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await readProblem(bad)).errors).sort()).toEqual(['sender.email', 'sender.mobile']);
    const row = await readAs(await customer.post(`/api/carts/${cartId}/save`, {}), SavedCartRowModel);
    expect(row.email).toBe('james.obrien@example.com');
    expect(row.senderName).toMatch(/^James /);
  });
});

describe('resuming a saved cart', () => {
  it('makes it the shopper’s cart again and saves the cart they had meanwhile in its place', async () => {
    const flowerline = await signedInClient(t, 'flowerline');
    const first = await cartWith(flowerline);
    await readAs(await flowerline.post(`/api/carts/${first.cartId}/save`, {}), SavedCartRowModel);
    const second = await cartWith(flowerline, 'WB1002-STD');

    const resumed = await readAs(await flowerline.put(`/api/carts/${first.cartId}/resume`, {}), CartModel);
    expect(resumed).toMatchObject({ cartId: first.cartId, cartState: 'Active' });
    expect(resumed.lineItems.map((l) => l.lineItemId)).toEqual(first.lineItems.map((l) => l.lineItemId));
    // The cookie now reaches the resumed cart: it takes changes again.
    expect((await flowerline.delete(`/api/carts/${first.cartId}/line-items/${first.lineItems[0]!.lineItemId}`)).status).toBe(200);
    const { results } = await savedList(flowerline);
    expect(results.map((r) => r.cartId)).toEqual([second.cartId]);
    // Resuming the cart that is already theirs changes nothing.
    expect((await flowerline.put(`/api/carts/${first.cartId}/resume`, {})).status).toBe(200);
  });

  it('removes an empty current cart instead of saving it, and pages and sorts the list', async () => {
    const owner = await signedInClient(t, 'floristowner');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = await cartWith(owner);
      await readAs(await owner.post(`/api/carts/${cart.cartId}/save`, {}), SavedCartRowModel);
      ids.push(cart.cartId);
    }
    const page = await savedList(owner, '?limit=2&sortDir=asc');
    expect(page.total).toBe(3);
    expect(page.results).toHaveLength(2);
    await readAs(await owner.post('/api/carts', {}), CartIdentityModel);
    await readAs(await owner.put(`/api/carts/${ids[0]}/resume`, {}), CartModel);
    expect((await savedList(owner)).total).toBe(2);
  });

  it('keeps saved carts to their owner, and refuses bad queries', async () => {
    const customer = await signedInClient(t, 'customer');
    const cart = await cartWith(customer);
    await readAs(await customer.post(`/api/carts/${cart.cartId}/save`, {}), SavedCartRowModel);
    const other = await signedInClient(t, 'otherCustomer');
    expect((await other.put(`/api/carts/${cart.cartId}/resume`, {})).status).toBe(404);
    expect((await other.put('/api/carts/not-a-cart/resume', {})).status).toBe(404);
    expect((await other.post(`/api/carts/${cart.cartId}/save`, {})).status).toBe(404);
    expect((await savedList(other)).results.map((r) => r.cartId)).not.toContain(cart.cartId);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?sortDir=up', '?sort=total', '?limit=1&limit=2']) {
      const response = await customer.get(`/api/carts/saved-carts${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await t.client().get('/api/carts/saved-carts')).status).toBe(401);
  });
});
