import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cartCustomLineItems, cartLineItems, carts, paymentSessions } from '../db/schema/index';
import type { Tx } from './rows';

/**
 * Removes a cart that has been merged into another or replaced while empty.
 * A cart that ever opened a payment session keeps its row (the session's
 * record, and any refund, name it): it becomes `state` with a new random
 * anonymous id, so nothing reaches it any more.
 */
export async function discardCart(tx: Tx, cartId: string, state: 'Merged' | 'Discarded'): Promise<void> {
  const [paid] = await tx.select({ id: paymentSessions.id }).from(paymentSessions).where(eq(paymentSessions.cartId, cartId)).limit(1);
  if (!paid) {
    await tx.delete(carts).where(eq(carts.id, cartId));
    return;
  }
  await tx.delete(cartLineItems).where(eq(cartLineItems.cartId, cartId));
  await tx.delete(cartCustomLineItems).where(eq(cartCustomLineItems.cartId, cartId));
  await tx
    .update(carts)
    .set({ state, anonymousId: randomBytes(24).toString('base64url'), customerId: null, paymentSessionId: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}
