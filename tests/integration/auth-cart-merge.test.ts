import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '../../src/server/db/schema/index';
import { PEOPLE } from '../support/people';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { CartIdentityModel, CartModel, CustomerCartModel } from '../../src/lib/api/contracts/cart';
import { readAs, readProblem } from './read';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { wineLimitMessage } from '../../src/lib/domain/cart-limits';

const t = useTestApp({ frozenClock: true });

const line = (productKey: string) => ({ productKey, variantKey: `${productKey}-STD`, deliveryDate: FRIDAY, quantity: 1, suburbId: KEW });
const { email, password, customerId } = PEOPLE.otherCustomer;

async function guestWith(productKey: string) {
  const client = t.client();
  const identity = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  expect((await client.post(`/api/carts/${identity.cartId}/line-items`, line(productKey))).status).toBe(200);
  return { client, ...identity };
}
const signIn = async (client: ApiClient) => expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
const merge = (client: ApiClient, anonymousId: string) => client.put(`/api/carts/customerId/${customerId}/merge`, { anonymousId });

describe('guest cart and sign-in (spec 001 section 4.3)', () => {
  let customerCartId = '';

  it('an account without a cart is told so with 200 and no cart id, not an error', async () => {
    const device = t.client();
    await signIn(device);
    const response = await device.get(`/api/carts/customer/${customerId}`);
    expect(response.status).toBe(200);
    expect(await readAs(response, CustomerCartModel)).toEqual({ cartId: null, customerId });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__Host-cart_anonymous_id='))).toBe(false);
  });

  it('a guest cart becomes the customer cart on sign-in; the guest id no longer reaches it', async () => {
    const guest = await guestWith('WB1001');
    await signIn(guest.client);
    const response = await merge(guest.client, guest.anonymousId);
    expect(response.status).toBe(200);
    const cart = await readAs(response, CartModel);
    customerCartId = cart.cartId;
    expect(cart).toMatchObject({ cartId: guest.cartId, customerId });
    expect(cart.anonymousId).not.toBe(guest.anonymousId);
    expect(cart.lineItems.map((l) => l.productKey)).toEqual(['WB1001']);
    expect((await guest.client.get(`/api/carts/${cart.cartId}`)).status).toBe(200);
    const stale = await t.app.fetch(new Request(`http://localhost/api/carts/${cart.cartId}`, { headers: { cookie: `__Host-cart_anonymous_id=${guest.anonymousId}` } }));
    expect(stale.status).toBe(404);
  });

  it("a later guest cart is merged into the customer's cart and the guest cart is removed", async () => {
    const guest = await guestWith('WB1002');
    await signIn(guest.client);
    const cart = await readAs(await merge(guest.client, guest.anonymousId), CartModel);
    expect(cart.cartId).toBe(customerCartId);
    expect(cart.lineItems.map((l) => l.productKey)).toEqual(['WB1001', 'WB1002']);
    expect(await t.database.db.select().from(carts).where(eq(carts.id, guest.cartId))).toEqual([]);
  });

  it('signing out drops the signed-in cart cookie; signing in elsewhere hands the cart back', async () => {
    const device = t.client();
    await signIn(device);
    const identity = await readAs(await device.get(`/api/carts/customer/${customerId}`), CustomerCartModel);
    expect(identity).toEqual({ cartId: customerCartId, customerId });
    expect((await device.get(`/api/carts/${customerCartId}`)).status).toBe(200);
    const logout = await device.post('/api/auth/logout');
    expect(logout.headers.getSetCookie().some((c) => c.startsWith('__Host-cart_anonymous_id=;'))).toBe(true);
    expect((await device.get(`/api/carts/${customerCartId}`)).status).toBe(404);
  });

  it('refuses a merge of a cart the caller does not hold, or into another customer', async () => {
    const guest = await guestWith('WB1003');
    await signIn(guest.client);
    const other = await guestWith('WB1005');
    expect((await merge(guest.client, other.anonymousId)).status).toBe(404);
    expect((await guest.client.put(`/api/carts/customerId/${PEOPLE.customer.customerId}/merge`, { anonymousId: guest.anonymousId })).status).toBe(403);
    expect((await guest.client.get(`/api/carts/customer/${PEOPLE.customer.customerId}`)).status).toBe(403);
    expect((await guest.client.put(`/api/carts/customerId/${customerId}/merge`, {})).status).toBe(422);
    expect((await other.client.get(`/api/carts/${other.cartId}`)).status).toBe(200);
  });

  it('a cart made while signed in carries the customer id', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/login', { email: PEOPLE.customer.email, password: PEOPLE.customer.password })).status).toBe(200);
    const identity = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    expect(identity.customerId).toBe(PEOPLE.customer.customerId);
  });

  it('a guest cart that takes the merged cart past the wine limit holds checkout until some wine comes off', async () => {
    const device = t.client();
    await signIn(device);
    const { cartId } = await readAs(await device.get(`/api/carts/customer/${customerId}`), CustomerCartModel);
    const own = await readAs(await device.get(`/api/carts/${cartId}`), CartModel);
    const wine = (quantity: number) => ({ quantity, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW });
    const ownLine = `/api/carts/${cartId}/line-items/${own.lineItems[0]!.lineItemId}`;
    expect((await device.post(`${ownLine}/addons`, wine(2))).status).toBe(200);

    const guest = await guestWith('WB1001');
    const guestCart = await readAs(await guest.client.get(`/api/carts/${guest.cartId}`), CartModel);
    expect((await guest.client.post(`/api/carts/${guest.cartId}/line-items/${guestCart.lineItems[0]!.lineItemId}/addons`, wine(1))).status).toBe(200);
    await signIn(guest.client);
    const merged = await readAs(await merge(guest.client, guest.anonymousId), CartModel);
    const block = merged.checkoutBlocks.find((b) => b.code === 'too-much-wine');
    expect(block).toMatchObject({ message: wineLimitMessage(), lineItemIds: expect.arrayContaining([own.lineItems[0]!.lineItemId]) });
    expect(merged.canCheckout).toBe(false);
    const checkout = await guest.client.post(`/api/carts/${cartId}/checkout`, {
      sender: { firstName: 'Ava', lastName: 'Lee', email: 'ava.lee@example.com', mobile: '0412 345 678' },
      recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' },
      paymentMethod: 'card',
    });
    expect(checkout.status).toBe(422);
    expect((await readProblem(checkout)).type).toBe(PROBLEM_TYPES.checkoutTooMuchWine);

    const lowered = await readAs(await guest.client.post(`${ownLine}/addons`, wine(1)), CartModel);
    expect(lowered.checkoutBlocks.map((b) => b.code)).not.toContain('too-much-wine');
  });
});
