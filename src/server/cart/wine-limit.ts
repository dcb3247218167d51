import { eq } from 'drizzle-orm';
import type { HeldAddonCount } from '../../lib/domain/cart-limits';
import { addons, cartLineItemAddons, cartLineItems } from '../db/schema/index';
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
