import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartCustomLineItems, cartLineItemAddons, cartLineItems, carts } from '../db/schema/index';
import { ownedRow } from '../http/owned-row';
import { CART_NOT_FOUND, CUSTOM_LINE_NOT_FOUND, LINE_NOT_FOUND, noSuchCart } from './problems';
import type { CartRow, CustomLineRow, LineRow } from './rows';

export const ANONYMOUS_ID_PATTERN = /^[\w-]{32,64}$/;

/** The cart, only for the holder of its anonymous id; anybody else gets the same 404 as for a cart that does not exist. */
export async function ownedCart(db: Db, cartId: string, anonymousId: string | undefined): Promise<CartRow> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId)) throw noSuchCart();
  return ownedRow(cartId, CART_NOT_FOUND, () =>
    db
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.anonymousId, anonymousId)))
      .limit(1),
  );
}

/** The caller's most recent Active cart, if any. */
export async function activeCartOf(db: Db, anonymousId: string | undefined): Promise<CartRow | null> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId)) return null;
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.anonymousId, anonymousId), eq(carts.state, 'Active')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart ?? null;
}

/** How many items the cart holds towards its line limit: product lines and custom products alike. */
export async function cartItemCount(tx: Pick<Db, 'select'>, cartId: string): Promise<number> {
  const [lines, custom] = await Promise.all([
    tx.select({ id: cartLineItems.id }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId)),
    tx.select({ id: cartCustomLineItems.id }).from(cartCustomLineItems).where(eq(cartCustomLineItems.cartId, cartId)),
  ]);
  return lines.length + custom.length;
}

export async function ownedLine(db: Pick<Db, 'select'>, cartId: string, lineItemId: string): Promise<LineRow> {
  return ownedRow(lineItemId, LINE_NOT_FOUND, () =>
    db
      .select()
      .from(cartLineItems)
      .where(and(eq(cartLineItems.id, lineItemId), eq(cartLineItems.cartId, cartId)))
      .limit(1),
  );
}

export async function ownedCustomLine(db: Pick<Db, 'select'>, cartId: string, customLineItemId: string): Promise<CustomLineRow> {
  return ownedRow(customLineItemId, CUSTOM_LINE_NOT_FOUND, () =>
    db
      .select()
      .from(cartCustomLineItems)
      .where(and(eq(cartCustomLineItems.id, customLineItemId), eq(cartCustomLineItems.cartId, cartId)))
      .limit(1),
  );
}

/** Add-on quantities on the newest line of `productId` in the caller's cart (404 when the cart is not theirs). */
export async function cartAddonQuantities(db: Db, cartId: string, anonymousId: string | undefined, productId: string): Promise<Map<string, number>> {
  const cart = await ownedCart(db, cartId, anonymousId);
  const [line] = await db
    .select({ id: cartLineItems.id })
    .from(cartLineItems)
    .where(and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.productId, productId)))
    .orderBy(desc(cartLineItems.seq))
    .limit(1);
  if (!line) return new Map();
  const rows = await db.select().from(cartLineItemAddons).where(eq(cartLineItemAddons.lineItemId, line.id));
  return new Map(rows.map((row) => [row.addonId, row.quantity]));
}
