import { describe, expect, it } from 'vitest';
import { CartIdentityModel } from '../../src/lib/api/contracts/cart';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { PEOPLE } from '../support/people';
import { signedInClient } from './auth-fixtures';
import { cartOf, expectRefused, lineBody, markOrdered, newCart, okCart, withLines } from './cart-actions-fixtures';
import { FRIDAY, KEW, THURSDAY } from './catalog-fixtures';
import { useTestApp } from './harness';
import { readAs } from './read';

const t = useTestApp({ frozenClock: true });

const custom = { title: 'Posy', description: 'Native posy', price: 40, deliveryDate: FRIDAY, suburbId: KEW };
const ORDERED = { status: 409, type: PROBLEM_TYPES.cartOrdered };

describe('an Ordered cart takes no change', () => {
  it('answers 409 cartOrdered to every change of the cart, its lines and its codes, and still reads', async () => {
    const cart = await newCart(t, await signedInClient(t, 'flowerline'));
    const { client, path } = cart;
    const [line] = (await withLines(cart, lineBody())).lineItems;
    const linePath = `${path}/line-items/${line!.lineItemId}`;
    const withAddon = await okCart(await client.post(`${linePath}/addons`, { quantity: 1, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW }));
    const addonId = withAddon.lineItems[0]!.addons[0]!.addonId;
    const adjusted = await okCart(await client.post(`${linePath}/adjustments`, { title: 'Extra', description: 'More roses', price: 5 }));
    const adjustmentId = adjusted.lineItems[0]!.adjustments[0]!.adjustmentId;
    const customId = (await okCart(await client.post(`${path}/custom-product`, custom))).customLineItems[0]!.id;
    await okCart(await client.post(`${path}/promo-codes`, { code: 'SPRING15' }));
    await markOrdered(t, cart.cartId);
    const before = await cartOf(cart);
    expect(before.cartState).toBe('Ordered');

    const calls: [string, () => Promise<Response>][] = [
      ['add line', () => client.post(`${path}/line-items`, lineBody())],
      ['remove line', () => client.delete(linePath)],
      ['clear', () => client.delete(path)],
      ['clear (cart/)', () => client.delete(`/api/cart/${cart.cartId}`)],
      ['add add-on', () => client.post(`${linePath}/addons`, { quantity: 2, variantId: 'ADD-PINK-MOSCATO', productKey: 'WB1001', suburbId: KEW })],
      ['add-on quantity', () => client.put(`${linePath}/addons/${addonId}/quantity`, { quantity: 2 })],
      ['remove add-on', () => client.delete(`${linePath}/addons/${addonId}`)],
      ['copy', () => client.post(`${linePath}/copy`, {})],
      ['card message', () => client.post(`${linePath}/set-card-message`, { cardMessage: 'Hello' })],
      ['add adjustment', () => client.post(`${linePath}/adjustments`, { title: 'Extra', description: 'More', price: 5 })],
      ['remove adjustment', () => client.delete(`${linePath}/adjustments/${adjustmentId}`)],
      ['note', () => client.put(`${path}/notes`, { cartNote: 'Hello' })],
      ['add custom product', () => client.post(`${path}/custom-product`, custom)],
      ['update custom product', () => client.put(`${path}/custom-product/${customId}`, custom)],
      ['remove custom product', () => client.delete(`${path}/custom-line-items/${customId}`)],
      ['apply promo code', () => client.post(`${path}/promo-codes`, { code: 'SAVE10' })],
      ['remove promo code', () => client.delete(`${path}/promo-codes/SPRING15`)],
      ['validate', () => client.post(`${path}/validate`, { deliveryDate: THURSDAY, suburbId: KEW })],
      ['validate (cart/)', () => client.post(`/api/cart/${cart.cartId}/validate`, { deliveryDate: THURSDAY, suburbId: KEW })],
      ['remove unavailable', () => client.post(`${path}/remove-unavailable`)],
    ];
    for (const [, call] of calls) await expectRefused(t, call, ORDERED);
    expect(await cartOf(cart)).toEqual(before);
  });

  it('refuses to merge an Ordered guest cart on sign-in (409)', async () => {
    const guest = t.client();
    const identity = await readAs(await guest.post('/api/carts', {}), CartIdentityModel);
    await withLines({ client: guest, cartId: identity.cartId, path: `/api/carts/${identity.cartId}` }, lineBody());
    await markOrdered(t, identity.cartId);
    const { email, password, customerId } = PEOPLE.otherCustomer;
    expect((await guest.post('/api/auth/login', { email, password })).status).toBe(200);
    await expectRefused(t, () => guest.put(`/api/carts/customerId/${customerId}/merge`, { anonymousId: identity.anonymousId }), ORDERED);
  });
});
