import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { AdjustmentBodyModel } from '../../lib/api/contracts/cart-actions';
import type { z } from 'zod';
import { cartLineAdjustments } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { ownedRow } from '../http/owned-row';
import { fieldProblem } from '../http/problem';
import { touch, type LineInput } from './service';
import { lockCart } from './locks';
import { ownedCart, ownedLine } from './queries';
import { requireCartWithinCeiling } from './ceiling';
import { cartView } from './view';

/** Adjustments one line holds: a few price corrections, never an unbounded list. */
export const LINE_MAX_ADJUSTMENTS = 10;

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/adjustments (staff; spec
 * 001 section 5.3): a custom item on the line, its price added to the line's
 * total. At most LINE_MAX_ADJUSTMENTS per line (422 `adjustments`).
 */
export async function addAdjustment(ctx: RequestContext, { cartId, lineItemId, body }: LineInput & { body: z.output<typeof AdjustmentBodyModel> }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const line = await ownedLine(ctx.db, cart.id, lineItemId);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    await ownedLine(tx, cart.id, line.id);
    const held = await tx.select({ id: cartLineAdjustments.id }).from(cartLineAdjustments).where(eq(cartLineAdjustments.lineItemId, line.id));
    if (held.length >= LINE_MAX_ADJUSTMENTS) throw fieldProblem('adjustments', `One item holds at most ${LINE_MAX_ADJUSTMENTS} adjustments. Remove one first.`);
    await tx.insert(cartLineAdjustments).values({ lineItemId: line.id, title: body.title, description: body.description, priceCents: body.price });
    await requireCartWithinCeiling(tx, cart.id, 'price');
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** DELETE /api/carts/{cartId}/line-items/{lineItemId}/adjustments/{adjustmentId} (staff): 404 unless the adjustment is on that line. */
export async function removeAdjustment(ctx: RequestContext, { cartId, lineItemId, adjustmentId }: LineInput & { adjustmentId: string }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const line = await ownedLine(ctx.db, cart.id, lineItemId);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const held = await ownedRow(adjustmentId, 'This cart line has no such adjustment.', () =>
      tx
        .select({ id: cartLineAdjustments.id })
        .from(cartLineAdjustments)
        .where(and(eq(cartLineAdjustments.id, adjustmentId), eq(cartLineAdjustments.lineItemId, line.id)))
        .limit(1),
    );
    await tx.delete(cartLineAdjustments).where(eq(cartLineAdjustments.id, held.id));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}
