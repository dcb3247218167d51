import { eq } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { Db } from '../db/client';
import { cartLineItems } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Keeps the prices a checkout was priced at as the lines' own (docs/adr/0755):
 * a cart is priced from the catalogue each time it is read, and says which
 * prices changed since a line was added; once the shopper has checked out at
 * the new prices, there is nothing left to say.
 */
export async function keepCheckedOutPrices(tx: Tx, cart: Pick<Cart, 'lineItems'>): Promise<void> {
  for (const line of cart.lineItems) {
    if (line.priceBefore) await tx.update(cartLineItems).set({ unitPriceCents: line.price.centAmount }).where(eq(cartLineItems.id, line.lineItemId));
  }
}
