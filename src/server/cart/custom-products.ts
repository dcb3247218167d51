import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Cart } from '../../lib/api/contracts/cart';
import { CUSTOM_PRODUCT_LOCATION_MISSING, type CustomProductBodyModel } from '../../lib/api/contracts/cart-actions';
import { DEFAULT_CARD_MESSAGE_TIER } from '../../lib/domain/card-message';
import { destinationColumns } from '../../lib/domain/delivery-choice';
import { cartIsFull } from '../../lib/domain/cart-limits';
import { cartCustomLineItems } from '../db/schema/index';
import { resolveDestination } from '../delivery/service';
import { requireDeliverable } from '../catalog/variants';
import type { RequestContext } from '../http/context';
import { fieldProblem } from '../http/problem';
import { checkedCardMessage, type StoredCardMessage } from './card-message-input';
import { tooManyLines, touch, type CartInput } from './service';
import { lockCart } from './locks';
import { cartItemCount, ownedCart, ownedCustomLine } from './queries';
import { requireCartWithinCeiling } from './ceiling';
import { cartView, CUSTOM_PRODUCT_SOURCE } from './view';

export type CustomProductBody = z.output<typeof CustomProductBodyModel>;

/** The card message is optional on a custom product; when one is given (or the box ticked) the line's rules apply. */
function customCardMessage(body: CustomProductBody): StoredCardMessage {
  if (body.noCardMessage || (body.cardMessage ?? '').trim() !== '') return checkedCardMessage(body, null);
  return { cardMessage: null, cardMessageTier: body.cardMessageTier ?? DEFAULT_CARD_MESSAGE_TIER, noCardMessage: false };
}

/**
 * A custom product's row, checked: the destination must exist (422 naming
 * `suburbId` or `countryCode`), the date must pass the caller's date rules
 * (staff have no lead time) and the place must be served on that day.
 */
async function checkedCustomProduct({ db, shopper }: RequestContext, body: CustomProductBody) {
  const resolved = await resolveDestination(db, body.destination, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', CUSTOM_PRODUCT_LOCATION_MISSING);
  const request = { product: CUSTOM_PRODUCT_SOURCE, destination: resolved.destination, date: body.deliveryDate, now: shopper.now, role: shopper.role, rules: shopper.rules };
  requireDeliverable(request);
  return {
    title: body.title,
    description: body.description,
    priceCents: body.price,
    deliveryDate: body.deliveryDate,
    ...destinationColumns(resolved.choice),
    ...customCardMessage(body),
  };
}

/** POST /api/carts/{cartId}/custom-product (staff): added last; it counts towards the cart's line limit. */
export async function addCustomProduct(ctx: RequestContext, { cartId, body }: CartInput & { body: CustomProductBody }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const row = await checkedCustomProduct(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    if (cartIsFull(await cartItemCount(tx, cart.id))) throw tooManyLines();
    await tx.insert(cartCustomLineItems).values({ ...row, cartId: cart.id });
    await requireCartWithinCeiling(tx, cart.id, 'price');
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** PUT /api/carts/{cartId}/custom-product/{customLineItemId} (staff): every field replaced, checked as on create. */
export async function updateCustomProduct(ctx: RequestContext, { cartId, customLineItemId, body }: CartInput & { customLineItemId: string; body: CustomProductBody }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const item = await ownedCustomLine(ctx.db, cart.id, customLineItemId);
  const row = await checkedCustomProduct(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await ownedCustomLine(tx, cart.id, item.id);
    await tx.update(cartCustomLineItems).set(row).where(eq(cartCustomLineItems.id, item.id));
    await requireCartWithinCeiling(tx, cart.id, 'price');
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** DELETE /api/carts/{cartId}/custom-line-items/{id} (staff). */
export async function removeCustomProduct(ctx: RequestContext, { cartId, customLineItemId }: CartInput & { customLineItemId: string }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const item = await ownedCustomLine(ctx.db, cart.id, customLineItemId);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await tx.delete(cartCustomLineItems).where(eq(cartCustomLineItems.id, item.id));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}
