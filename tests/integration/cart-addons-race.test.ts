import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddonsResponseModel } from '../../src/lib/api/contracts/addons';
import { CartIdentityModel, CartModel, type Cart } from '../../src/lib/api/contracts/cart';
import { LINE_MAX_ADDONS, WINE_MAX_PER_ORDER } from '../../src/lib/domain/cart-limits';
import { addons, cartLineItemAddons, cartLineItems } from '../../src/server/db/schema/index';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { readAs } from './read';

/**
 * The add-on limits under racing changes: each change is written in the
 * statement that reads the cart and checked on what it read, under the
 * cart's lock. However the changes interleave, the order never holds more
 * than WINE_MAX_PER_ORDER bottles, no line more than LINE_MAX_ADDONS kinds,
 * and the cart every change answered is the cart as it then was.
 */
const t = useTestApp({ frozenClock: true });
const db = () => t.database.db;

type Offered = { variantId: string; addonType: string };
async function offeredAddons(): Promise<Offered[]> {
  const answer = await readAs(await t.client().get(`/api/products/WB1001/addons?suburbId=${KEW}&deliveryDate=${FRIDAY}`), AddonsResponseModel);
  return answer.categories.flatMap((c) => c.addons.map((a) => ({ variantId: a.variantId, addonType: a.addonType })));
}

async function twoLineCart(client: ApiClient): Promise<{ cartId: string; lineIds: string[] }> {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW };
  await client.post(`/api/carts/${cartId}/line-items`, line);
  const cart = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line), CartModel);
  return { cartId, lineIds: cart.lineItems.map((l) => l.lineItemId) };
}

/** What the database holds for the cart: add-ons by line, with their types. */
async function heldOf(lineIds: string[]) {
  return db()
    .select({ lineItemId: cartLineItemAddons.lineItemId, addonId: cartLineItemAddons.addonId, quantity: cartLineItemAddons.quantity, addonType: addons.addonType })
    .from(cartLineItemAddons)
    .innerJoin(addons, eq(addons.id, cartLineItemAddons.addonId))
    .innerJoin(cartLineItems, eq(cartLineItems.id, cartLineItemAddons.lineItemId))
    .where(inArray(cartLineItemAddons.lineItemId, lineIds));
}

const wineIn = (cart: Cart) =>
  cart.lineItems
    .flatMap((l) => l.addons)
    .filter((a) => a.addonType === 'wine')
    .reduce((sum, a) => sum + a.quantity, 0);

describe('add-ons under racing changes', () => {
  it('keep the wine and per-line limits, and each answer is the cart as the change left it', async () => {
    const offered = await offeredAddons();
    const wines = offered.filter((a) => a.addonType === 'wine');
    const others = offered.filter((a) => a.addonType !== 'wine');
    expect(wines.length).toBeGreaterThanOrEqual(2);
    expect(others.length).toBeGreaterThan(LINE_MAX_ADDONS);
    const change = fc.record({
      line: fc.nat(1),
      addon: fc.oneof(fc.constantFrom(...wines), fc.constantFrom(...others)),
      quantity: fc.integer({ min: 0, max: 2 }),
      route: fc.constantFrom('set', 'quantity'),
    });
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(change, { minLength: 2, maxLength: 9 }), async (s, changes) => {
        const shopper = t.client();
        const { cartId, lineIds } = await twoLineCart(shopper);
        // Some add-ons are there before the race, so the quantity route has something to change.
        for (const addon of others.slice(0, LINE_MAX_ADDONS - 1)) {
          expect((await shopper.post(`/api/carts/${cartId}/line-items/${lineIds[0]}/addons`, { quantity: 1, variantId: addon.variantId, productKey: 'WB1001', suburbId: KEW })).status).toBe(200);
        }
        expect((await shopper.post(`/api/carts/${cartId}/line-items/${lineIds[1]}/addons`, { quantity: 1, variantId: wines[0]!.variantId, productKey: 'WB1001', suburbId: KEW })).status).toBe(200);
        const byVariant = new Map((await db().select({ id: addons.id, variantId: addons.variantId }).from(addons)).map((row) => [row.variantId, row.id]));
        const running = changes.map((c) =>
          s.schedule(Promise.resolve(`${c.route} ${c.addon.variantId} ×${c.quantity} on line ${c.line}`)).then(async () => {
            const lineId = lineIds[c.line]!;
            const addonId = byVariant.get(c.addon.variantId)!;
            const response =
              c.route === 'set'
                ? await shopper.post(`/api/carts/${cartId}/line-items/${lineId}/addons`, { quantity: c.quantity, variantId: c.addon.variantId, productKey: 'WB1001', suburbId: KEW })
                : await shopper.put(`/api/carts/${cartId}/line-items/${lineId}/addons/${addonId}/quantity`, { quantity: c.quantity });
            expect([200, 404, 422]).toContain(response.status);
            if (response.status !== 200) return;
            const answered = await readAs(response, CartModel);
            expect(wineIn(answered)).toBeLessThanOrEqual(WINE_MAX_PER_ORDER);
            const mine = answered.lineItems.find((l) => l.lineItemId === lineId)!.addons.find((a) => a.addonId === addonId);
            expect(mine?.quantity ?? 0).toBe(c.quantity);
          }),
        );
        await s.waitAll();
        await Promise.all(running);
        const held = await heldOf(lineIds);
        expect(held.filter((row) => row.addonType === 'wine').reduce((sum, row) => sum + row.quantity, 0)).toBeLessThanOrEqual(WINE_MAX_PER_ORDER);
        for (const lineId of lineIds) expect(held.filter((row) => row.lineItemId === lineId).length).toBeLessThanOrEqual(LINE_MAX_ADDONS);
        // The cart read afterwards is what the database holds.
        const cart = await readAs(await shopper.get(`/api/carts/${cartId}`), CartModel);
        const shown = cart.lineItems.flatMap((l) => l.addons.map((a) => `${l.lineItemId}/${a.addonId}×${a.quantity}`)).sort();
        expect(shown).toEqual(held.map((row) => `${row.lineItemId}/${row.addonId}×${row.quantity}`).sort());
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? 20261203) },
    );
  }, 240_000);
});
