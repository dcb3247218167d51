import { eq } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import { carts } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import type { CartInput } from './service';
import { lockCart } from './locks';
import { ownedCart } from './queries';
import { cartView } from './view';

/** PUT /api/carts/{cartId}/notes (staff): the cart note; an empty one clears it. */
export async function setCartNote(ctx: RequestContext, { cartId, note }: CartInput & { note: string | null }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const [updated] = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    return tx.update(carts).set({ note, updatedAt: new Date() }).where(eq(carts.id, cart.id)).returning();
  });
  return cartView(ctx, updated!);
}
