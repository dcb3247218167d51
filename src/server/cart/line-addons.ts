import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { AddAddonRequest } from '../../lib/api/contracts/cart-actions';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { checkAvailability } from '../../lib/domain/availability';
import { lineAddonsFullMessage, lineIsFullOfAddons } from '../../lib/domain/cart-limits';
import { cartLineItemAddons } from '../db/schema/index';
import { addonsAllowed } from '../catalog/addons';
import { offersAddon } from '../catalog/addons-offered';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { fieldProblem, notAvailable, notFound } from '../http/problem';
import { touch, type LineAddonInput, type LineInput } from './service';
import { lockCart } from './locks';
import { ownedCart, ownedLine } from './queries';
import { requireCartWithinCeiling } from './ceiling';
import { cartView } from './view';
import { requireWineWithinLimit } from './wine-limit';

/** Add-ons on a cart line (spec 001 section 7.3); quantities 0 to 9,999, wine at most 2 bottles per order, all wines together (WINE_MAX_PER_ORDER). */

export const ADDON_UNAVAILABLE = 'This item is no longer available';

/** The 422 of an add-on past the per-line limit (docs/adr/0408-cart-limits.md). */
export const tooManyAddons = () => fieldProblem('addons', lineAddonsFullMessage(), PROBLEM_TYPES.cartTooManyAddons);

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets an add-on's
 * quantity on a line (0 removes it). A line holds at most
 * LINE_MAX_ADDONS kinds of add-on (422 `/problems/cart/too-many-addons`);
 * changing the quantity of one it holds is always allowed.
 */
export async function setLineAddon(ctx: RequestContext, { cartId, lineItemId, addon: body }: LineInput & { addon: AddAddonRequest }): Promise<Cart> {
  const { db, shopper } = ctx;
  const cart = await ownedCart(db, cartId, ctx.anonymousId);
  const line = await ownedLine(db, cart.id, lineItemId);
  const catalog = await catalogSnapshot(db);
  const product = catalog.byId.get(line.productId);
  if (!product || product.key !== body.productKey) throw fieldProblem('productKey', 'This is not the product of that cart line.');
  const addon = catalog.addonByVariantId.get(body.variantId);
  if (!addon) throw fieldProblem('variantId', 'We could not find this add-on.');
  if (body.quantity > 0 && !offersAddon(product, addon.key)) throw fieldProblem('variantId', `${product.name} does not come with ${addon.name}.`, PROBLEM_TYPES.addonNotOffered);
  if (body.quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
  const resolved = await resolveDestination(db, body.destination, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
  const deliverable = checkAvailability({ product, destination: resolved.destination, date: line.deliveryDate, now: shopper.now, role: shopper.role, rules: shopper.rules }).available;
  if (!addon.active || !product.active || !addonsAllowed(product, resolved.destination.kind) || !deliverable) throw notAvailable(ADDON_UNAVAILABLE, PROBLEM_TYPES.addonUnavailable);
  await db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    // The line may have been removed since it was read: then 404, not an add-on pointing nowhere.
    await ownedLine(tx, cart.id, line.id);
    const held = await tx.select({ addonId: cartLineItemAddons.addonId }).from(cartLineItemAddons).where(eq(cartLineItemAddons.lineItemId, line.id));
    if (body.quantity === 0) {
      await tx.delete(cartLineItemAddons).where(and(eq(cartLineItemAddons.lineItemId, line.id), eq(cartLineItemAddons.addonId, addon.id)));
    } else {
      if (!held.some((row) => row.addonId === addon.id) && lineIsFullOfAddons(held.length)) throw tooManyAddons();
      await requireWineWithinLimit(tx, cart.id, { lineItemId: line.id, addonId: addon.id, addonType: addon.addonType, quantity: body.quantity });
      await tx
        .insert(cartLineItemAddons)
        .values({ lineItemId: line.id, addonId: addon.id, quantity: body.quantity, unitPriceCents: addon.priceCents })
        .onConflictDoUpdate({ target: [cartLineItemAddons.lineItemId, cartLineItemAddons.addonId], set: { quantity: sql`excluded.quantity`, unitPriceCents: sql`excluded.unit_price_cents` } });
      await requireCartWithinCeiling(tx, cart.id, 'quantity');
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
    else {
      await requireWineWithinLimit(tx, cart.id, { lineItemId: line.id, addonId: addon.id, addonType: addon.addonType, quantity });
      await tx.update(cartLineItemAddons).set({ quantity }).where(eq(cartLineItemAddons.id, held.id));
      await requireCartWithinCeiling(tx, cart.id, 'quantity');
    }
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

const NO_SUCH_ADDON = 'This cart line has no such add-on.';
