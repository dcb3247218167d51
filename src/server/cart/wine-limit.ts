import { eq } from 'drizzle-orm';
import { wineLimitExceeded, wineLimitMessage, type HeldAddonCount } from '../../lib/domain/cart-limits';
import { addons, cartLineItemAddons, cartLineItems } from '../db/schema/index';
import { fieldProblem } from '../http/problem';
import type { Tx } from './rows';

/** Every add-on on every line of the cart, with its type, as the wine limit counts them. */
export async function heldAddonCounts(tx: Tx, cartId: string): Promise<HeldAddonCount[]> {
  return tx
    .select({ lineItemId: cartLineItemAddons.lineItemId, addonId: cartLineItemAddons.addonId, addonType: addons.addonType, quantity: cartLineItemAddons.quantity })
    .from(cartLineItemAddons)
    .innerJoin(cartLineItems, eq(cartLineItems.id, cartLineItemAddons.lineItemId))
    .innerJoin(addons, eq(addons.id, cartLineItemAddons.addonId))
    .where(eq(cartLineItems.cartId, cartId));
}

/**
 * The 422 (naming `field`) of a change that takes the cart past the wine
 * limit of the order (WINE_MAX_PER_ORDER); thrown in the change's
 * transaction, under the cart's lock, before anything is written.
 */
export async function requireWineWithinLimit(tx: Tx, cartId: string, change: HeldAddonCount, field = 'quantity'): Promise<void> {
  if (wineLimitExceeded(await heldAddonCounts(tx, cartId), change)) throw fieldProblem(field, wineLimitMessage());
}
