import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AddAddonBody, AddLineItemBody, Cart, CartIdentity } from '../../lib/api/contracts/cart';
import { checkAvailability, dateRuleMessage } from '../../lib/domain/availability';
import type { Db } from '../db/client';
import { cartLineItemAddons, cartLineItems, carts } from '../db/schema/index';
import { notFound, Problem, unprocessable } from '../http/problem';
import { addonsAllowed } from './addons';
import { cartView } from './cart-view';
import { activeCartOf, ownedCart, ownedLine, UUID_PATTERN } from './cart-store';
import { catalogSnapshot } from './catalog-snapshot';
import { resolveDestination } from './delivery';
import type { ShopperContext } from './shopper';
import { unavailableProblem } from './variants';

const fieldProblem = (field: string, message: string) => unprocessable(message, { [field]: message });
const touch = (db: Pick<Db, 'update'>, cartId: string) => db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

/** POST /api/carts: the caller's Active cart is reused; otherwise a new cart with a new anonymous id. */
export async function createCart(db: Db, anonymousId: string | undefined): Promise<CartIdentity> {
  const existing = await activeCartOf(db, anonymousId);
  if (existing) return { cartId: existing.id, anonymousId: existing.anonymousId, customerId: existing.customerId };
  const [cart] = await db.insert(carts).values({ anonymousId: randomBytes(24).toString('base64url') }).returning();
  return { cartId: cart!.id, anonymousId: cart!.anonymousId, customerId: null };
}

export async function getCart(db: Db, cartId: string, anonymousId: string | undefined, shopper: ShopperContext): Promise<Cart> {
  return cartView(db, await ownedCart(db, cartId, anonymousId), shopper);
}

const SOURCE_CONFLICT = {
  toPartner: 'Your cart holds products made by our florists, and this product is delivered by one of our partners. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
  toFlorist: 'Your cart holds products delivered by one of our partners, and this product is made by our florists. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
};

/**
 * POST /api/carts/{cartId}/line-items: re-checks the product, variant,
 * destination, the delivery-date rules and availability with the same
 * domain rules the islands use; one cart never mixes partner and florist
 * products (409). The new line is added last.
 */
export async function addLineItem(db: Db, cartId: string, anonymousId: string | undefined, body: AddLineItemBody & { quantity: number }, shopper: ShopperContext): Promise<Cart> {
  const cart = await ownedCart(db, cartId, anonymousId);
  const catalog = await catalogSnapshot(db);
  const product = catalog.byKey.get(body.productKey);
  if (!product || !product.active) throw fieldProblem('productKey', 'We could not find this product.');
  const variant = product.variants.find((v) => v.key === body.variantKey);
  if (!variant) throw fieldProblem('variantKey', `${product.name} has no such size.`);
  const resolved = await resolveDestination(db, body, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
  const request = { product, destination: resolved.destination, date: body.deliveryDate, now: shopper.now, role: shopper.role };
  const dateProblem = dateRuleMessage(request);
  if (dateProblem) throw fieldProblem('deliveryDate', dateProblem);
  const availability = checkAvailability(request);
  if (!availability.available) throw unavailableProblem(availability.message);

  const sources = await db
    .selectDistinct({ productId: cartLineItems.productId })
    .from(cartLineItems)
    .where(eq(cartLineItems.cartId, cart.id));
  const other = sources.map((row) => catalog.byId.get(row.productId)?.thirdPartySource ?? null).find((source) => source !== product.thirdPartySource);
  if (other !== undefined) throw new Problem(409, 'Conflict', product.thirdPartySource ? SOURCE_CONFLICT.toPartner : SOURCE_CONFLICT.toFlorist);

  await db.transaction(async (tx) => {
    await tx.insert(cartLineItems).values({
      cartId: cart.id,
      productId: product.id,
      variantId: variant.id,
      quantity: body.quantity,
      unitPriceCents: variant.priceCents,
      deliveryDate: body.deliveryDate,
      suburbId: resolved.suburb?.id ?? null,
      countryCode: resolved.country?.isoCode ?? null,
    });
    await touch(tx, cart.id);
  });
  return cartView(db, cart, shopper);
}

export async function removeLineItem(db: Db, cartId: string, lineItemId: string, anonymousId: string | undefined, shopper: ShopperContext): Promise<Cart> {
  const cart = await ownedCart(db, cartId, anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  await db.transaction(async (tx) => {
    await tx.delete(cartLineItems).where(eq(cartLineItems.id, line.id));
    await touch(tx, cart.id);
  });
  return cartView(db, cart, shopper);
}

/** DELETE /api/carts/{cartId}: removes every line; the cart stays Active. */
export async function clearCart(db: Db, cartId: string, anonymousId: string | undefined, shopper: ShopperContext): Promise<Cart> {
  const cart = await ownedCart(db, cartId, anonymousId);
  await db.transaction(async (tx) => {
    await tx.delete(cartLineItems).where(eq(cartLineItems.cartId, cart.id));
    await touch(tx, cart.id);
  });
  return cartView(db, cart, shopper);
}

export const ADDON_UNAVAILABLE = 'This item is no longer available';

/** POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets an add-on's quantity on a line (0 removes it). */
export async function setLineAddon(db: Db, cartId: string, lineItemId: string, anonymousId: string | undefined, body: AddAddonBody, shopper: ShopperContext): Promise<Cart> {
  const cart = await ownedCart(db, cartId, anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  const catalog = await catalogSnapshot(db);
  const product = catalog.byId.get(line.productId);
  if (!product || product.key !== body.productKey) throw fieldProblem('productKey', 'This is not the product of that cart line.');
  const addon = catalog.addonByVariantId.get(body.variantId);
  if (!addon) throw fieldProblem('variantId', 'We could not find this add-on.');
  if (body.quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
  const resolved = await resolveDestination(db, body, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
  const deliverable = checkAvailability({ product, destination: resolved.destination, date: line.deliveryDate, now: shopper.now, role: shopper.role }).available;
  if (!addon.active || !addonsAllowed(product, resolved.destination.kind) || !deliverable) throw new Problem(422, 'Not Available', ADDON_UNAVAILABLE);
  await db.transaction(async (tx) => {
    if (body.quantity === 0) {
      await tx.delete(cartLineItemAddons).where(and(eq(cartLineItemAddons.lineItemId, line.id), eq(cartLineItemAddons.addonId, addon.id)));
    } else {
      await tx
        .insert(cartLineItemAddons)
        .values({ lineItemId: line.id, addonId: addon.id, quantity: body.quantity, unitPriceCents: addon.priceCents })
        .onConflictDoUpdate({ target: [cartLineItemAddons.lineItemId, cartLineItemAddons.addonId], set: { quantity: sql`excluded.quantity`, unitPriceCents: sql`excluded.unit_price_cents` } });
    }
    await touch(tx, cart.id);
  });
  return cartView(db, cart, shopper);
}


/** PUT .../addons/{addonId}/quantity (0 removes) and DELETE .../addons/{addonId}: change an add-on the line already holds. */
export async function changeLineAddon(db: Db, cartId: string, lineItemId: string, addonId: string, anonymousId: string | undefined, quantity: number, shopper: ShopperContext): Promise<Cart> {
  const cart = await ownedCart(db, cartId, anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  const catalog = await catalogSnapshot(db);
  const addon = UUID_PATTERN.test(addonId) ? catalog.addonById.get(addonId) : undefined;
  const [held] = addon ? await db.select().from(cartLineItemAddons).where(and(eq(cartLineItemAddons.lineItemId, line.id), eq(cartLineItemAddons.addonId, addon.id))) : [];
  if (!addon || !held) throw notFound('This cart line has no such add-on.');
  if (quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
  await db.transaction(async (tx) => {
    if (quantity === 0) await tx.delete(cartLineItemAddons).where(eq(cartLineItemAddons.id, held.id));
    else await tx.update(cartLineItemAddons).set({ quantity }).where(eq(cartLineItemAddons.id, held.id));
    await touch(tx, cart.id);
  });
  return cartView(db, cart, shopper);
}
