import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AddAddonBody, AddLineItemBody, Cart, CartIdentity } from '../../lib/api/contracts/cart';
import { DELIVERY_DATE_PROBLEM_TYPES, PROBLEM_TYPES } from '../../lib/api/problems';
import { checkAvailability, dateRuleProblem } from '../../lib/domain/availability';
import { cartFullMessage, cartIsFull, lineAddonsFullMessage, lineIsFullOfAddons } from '../../lib/domain/cart-limits';
import type { Db } from '../db/client';
import { cartLineItemAddons, cartLineItems, carts } from '../db/schema/index';
import { conflict, fieldProblem, notAvailable, notFound } from '../http/problem';
import { addonsAllowed } from '../catalog/addons';
import { cartView } from './view';
import { activeCartOf, cartItemCount, lockCart, ownedCart, ownedLine, type Tx } from './store';
import { UUID_PATTERN } from '../http/owned-row';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { unavailableProblem } from '../catalog/variants';

export const touch = (db: Pick<Db, 'update'>, cartId: string) => db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

/** POST /api/carts: the caller's Active cart is reused; otherwise a new cart with a new anonymous id. */
export async function createCart({ db, anonymousId }: RequestContext): Promise<CartIdentity> {
  const existing = await activeCartOf(db, anonymousId);
  if (existing) return { cartId: existing.id, anonymousId: existing.anonymousId, customerId: existing.customerId };
  const [cart] = await db
    .insert(carts)
    .values({ anonymousId: randomBytes(24).toString('base64url') })
    .returning();
  return { cartId: cart!.id, anonymousId: cart!.anonymousId, customerId: null };
}

export interface CartInput {
  cartId: string;
}
export interface LineInput extends CartInput {
  lineItemId: string;
}
export interface LineAddonInput extends LineInput {
  addonId: string;
  /** 0 removes the add-on from the line. */
  quantity: number;
}

export async function getCart(ctx: RequestContext, { cartId }: CartInput): Promise<Cart> {
  return cartView(ctx, await ownedCart(ctx.db, cartId, ctx.anonymousId));
}

const SOURCE_CONFLICT = {
  toPartner:
    'Your cart holds products made by our florists, and this product is delivered by one of our partners. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
  toFlorist:
    'Your cart holds products delivered by one of our partners, and this product is made by our florists. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
};

/** The 422 of an add past the line limit (docs/adr/0408-cart-limits.md). */
export const tooManyLines = () => fieldProblem('lineItems', cartFullMessage(), PROBLEM_TYPES.cartTooManyLines);

/**
 * POST /api/carts/{cartId}/line-items: re-checks the product, variant,
 * destination, the delivery-date rules and availability with the same
 * domain rules the islands use; one cart never mixes partner and florist
 * products (409) and holds at most CART_MAX_LINE_ITEMS lines (422
 * `/problems/cart/too-many-lines`). The new line is added last.
 */
export async function addLineItem(ctx: RequestContext, { cartId, line: body }: CartInput & { line: AddLineItemBody & { quantity: number } }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const checked = await checkedNewLine(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await insertLine(tx, cart.id, checked);
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

type Catalog = Awaited<ReturnType<typeof catalogSnapshot>>;
type CatalogProduct = NonNullable<ReturnType<Catalog['byKey']['get']>>;

/** A new line, checked as add to cart checks it, ready to insert. */
export interface CheckedLine {
  catalog: Catalog;
  product: CatalogProduct;
  values: Omit<typeof cartLineItems.$inferInsert, 'cartId'>;
}

/**
 * The product, variant, destination, delivery-date rules and availability of
 * a new line, checked with the same domain rules the islands use (422 naming
 * the field). Nothing is written.
 */
export async function checkedNewLine({ db, shopper }: RequestContext, body: AddLineItemBody & { quantity: number }): Promise<CheckedLine> {
  const catalog = await catalogSnapshot(db);
  const product = catalog.byKey.get(body.productKey);
  if (!product || !product.active) throw fieldProblem('productKey', 'We could not find this product.');
  const variant = product.variants.find((v) => v.key === body.variantKey);
  if (!variant) throw fieldProblem('variantKey', `${product.name} has no such size.`);
  const resolved = await resolveDestination(db, body, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
  const request = { product, destination: resolved.destination, date: body.deliveryDate, now: shopper.now, role: shopper.role };
  const dateRule = dateRuleProblem(request);
  if (dateRule) throw fieldProblem('deliveryDate', dateRule.message, DELIVERY_DATE_PROBLEM_TYPES[dateRule.code]);
  const availability = checkAvailability(request);
  if (!availability.available) throw unavailableProblem(availability, request);
  const values = {
    productId: product.id,
    variantId: variant.id,
    quantity: body.quantity,
    unitPriceCents: variant.priceCents,
    deliveryDate: body.deliveryDate,
    suburbId: resolved.suburb?.id ?? null,
    countryCode: resolved.country?.isoCode ?? null,
  };
  return { catalog, product, values };
}

/**
 * Adds a checked line last, under the cart's lock (the caller holds it): a
 * racing add sees this one's line, so the source rule (409) and the line
 * limit (422, custom products counted too) hold. Answers the new line's id.
 */
export async function insertLine(tx: Tx, cartId: string, { catalog, product, values }: CheckedLine): Promise<string> {
  const held = await tx.select({ productId: cartLineItems.productId }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId));
  const other = held.map((row) => catalog.byId.get(row.productId)?.thirdPartySource ?? null).find((source) => source !== product.thirdPartySource);
  if (other !== undefined) throw conflict(product.thirdPartySource ? SOURCE_CONFLICT.toPartner : SOURCE_CONFLICT.toFlorist, PROBLEM_TYPES.cartSourceConflict);
  if (cartIsFull(await cartItemCount(tx, cartId))) throw tooManyLines();
  const [inserted] = await tx
    .insert(cartLineItems)
    .values({ ...values, cartId })
    .returning({ id: cartLineItems.id });
  return inserted!.id;
}

export async function removeLineItem(ctx: RequestContext, { cartId, lineItemId }: LineInput): Promise<Cart> {
  const { db } = ctx;
  const cart = await ownedCart(db, cartId, ctx.anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  await db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await tx.delete(cartLineItems).where(eq(cartLineItems.id, line.id));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** DELETE /api/carts/{cartId}: removes every line; the cart stays Active. */
export async function clearCart(ctx: RequestContext, { cartId }: CartInput): Promise<Cart> {
  const { db } = ctx;
  const cart = await ownedCart(db, cartId, ctx.anonymousId);
  await db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await tx.delete(cartLineItems).where(eq(cartLineItems.cartId, cart.id));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

export const ADDON_UNAVAILABLE = 'This item is no longer available';

/** The 422 of an add-on past the per-line limit (docs/adr/0408-cart-limits.md). */
export const tooManyAddons = () => fieldProblem('addons', lineAddonsFullMessage(), PROBLEM_TYPES.cartTooManyAddons);

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets an add-on's
 * quantity on a line (0 removes it). A line holds at most
 * LINE_MAX_ADDONS kinds of add-on (422 `/problems/cart/too-many-addons`);
 * changing the quantity of one it holds is always allowed.
 */
export async function setLineAddon(ctx: RequestContext, { cartId, lineItemId, addon: body }: LineInput & { addon: AddAddonBody }): Promise<Cart> {
  const { db, shopper } = ctx;
  const cart = await ownedCart(db, cartId, ctx.anonymousId);
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
  if (!addon.active || !addonsAllowed(product, resolved.destination.kind) || !deliverable) throw notAvailable(ADDON_UNAVAILABLE, PROBLEM_TYPES.addonUnavailable);
  await db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    // The line may have been removed since it was read: then 404, not an add-on pointing nowhere.
    await ownedLine(tx, cart.id, line.id);
    const held = await tx.select({ addonId: cartLineItemAddons.addonId }).from(cartLineItemAddons).where(eq(cartLineItemAddons.lineItemId, line.id));
    if (body.quantity === 0) {
      await tx.delete(cartLineItemAddons).where(and(eq(cartLineItemAddons.lineItemId, line.id), eq(cartLineItemAddons.addonId, addon.id)));
    } else {
      if (!held.some((row) => row.addonId === addon.id) && lineIsFullOfAddons(held.length)) throw tooManyAddons();
      await tx
        .insert(cartLineItemAddons)
        .values({ lineItemId: line.id, addonId: addon.id, quantity: body.quantity, unitPriceCents: addon.priceCents })
        .onConflictDoUpdate({ target: [cartLineItemAddons.lineItemId, cartLineItemAddons.addonId], set: { quantity: sql`excluded.quantity`, unitPriceCents: sql`excluded.unit_price_cents` } });
    }
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** PUT .../addons/{addonId}/quantity (0 removes) and DELETE .../addons/{addonId}: change an add-on the line already holds. */
export async function changeLineAddon(ctx: RequestContext, { cartId, lineItemId, addonId, quantity }: LineAddonInput): Promise<Cart> {
  const { db } = ctx;
  const cart = await ownedCart(db, cartId, ctx.anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  const catalog = await catalogSnapshot(db);
  const addon = UUID_PATTERN.test(addonId) ? catalog.addonById.get(addonId) : undefined;
  if (!addon) throw notFound(NO_SUCH_ADDON);
  if (quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
  await db.transaction(async (tx) => {
    // Under the cart's lock: the line and its add-on are read again, as a racing call may have removed them.
    await lockCart(tx, cart.id);
    const [held] = await tx
      .select()
      .from(cartLineItemAddons)
      .where(and(eq(cartLineItemAddons.lineItemId, line.id), eq(cartLineItemAddons.addonId, addon.id)));
    if (!held) throw notFound(NO_SUCH_ADDON);
    if (quantity === 0) await tx.delete(cartLineItemAddons).where(eq(cartLineItemAddons.id, held.id));
    else await tx.update(cartLineItemAddons).set({ quantity }).where(eq(cartLineItemAddons.id, held.id));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

const NO_SUCH_ADDON = 'This cart line has no such add-on.';
