import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CART_MAX_LINE_ITEMS, cartItemsCents } from '../../lib/domain/cart-limits';
import type { Cart, CartIdentity } from '../../lib/api/contracts/cart';
import type { Db } from '../db/client';
import { cartCustomLineItems, cartLineItems, carts } from '../db/schema/index';
import { notFound } from '../http/problem';
import { cartView } from './view';
import { cartContents, type CartContents } from './contents';
import { discardCart } from './discard';
import { lockCarts } from './locks';
import { cartOrdered } from './problems';
import { activeCartOf, ANONYMOUS_ID_PATTERN } from './queries';
import type { CartRow, Tx } from './rows';
import { cartCeilingCents } from './ceiling';
import { REASONS } from '../payments/retire';
import { catalogSnapshot } from '../catalog/snapshot';
import type { RequestContext } from '../http/context';

/**
 * A signed-in customer's cart is reached the same way as a guest's: through
 * the HttpOnly anonymous-id cookie, which the API hands over only after the
 * customer has signed in (merge, or GET carts/customer/{customerId}) and
 * drops on sign-out.
 */
const newAnonymousId = () => randomBytes(24).toString('base64url');

export async function customerCartOf(db: Db, customerId: string): Promise<CartRow | null> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.state, 'Active')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart ?? null;
}

/** POST /api/carts for a signed-in shopper: the new (or reused guest) cart becomes theirs. */
export async function claimCart(db: Db, identity: CartIdentity, customerId: string): Promise<CartIdentity> {
  if (identity.customerId) return identity;
  await db
    .update(carts)
    .set({ customerId })
    .where(and(eq(carts.id, identity.cartId), isNull(carts.customerId)));
  return { ...identity, customerId };
}

/** Whether the anonymous id names a cart that has been ordered (its holder has no Active cart yet). */
async function heldCartOrdered(db: Db, anonymousId: string): Promise<boolean> {
  const [held] = await db
    .select({ state: carts.state })
    .from(carts)
    .where(and(eq(carts.anonymousId, anonymousId), isNull(carts.customerId)))
    .limit(1);
  return !!held && held.state !== 'Active';
}

type Catalog = Awaited<ReturnType<typeof catalogSnapshot>>;
const sourceOf = (catalog: Catalog, productId: string) => catalog.byId.get(productId)?.thirdPartySource ?? null;

/**
 * Florist and partner products never share a cart: when the guest's lines are
 * of the other kind, the newer (guest) lines win. Answers how many of the
 * target's lines stay.
 */
async function dropOtherSource(tx: Tx, catalog: Catalog, target: CartRow, incomingSource: string | null): Promise<number> {
  const lines = await tx.select({ id: cartLineItems.id, productId: cartLineItems.productId }).from(cartLineItems).where(eq(cartLineItems.cartId, target.id));
  const conflicting = lines.filter((line) => sourceOf(catalog, line.productId) !== incomingSource).map((line) => line.id);
  if (conflicting.length) await tx.delete(cartLineItems).where(inArray(cartLineItems.id, conflicting));
  return lines.length - conflicting.length;
}

/**
 * PUT /api/carts/customerId/{customerId}/merge: the guest cart (held through
 * the caller's anonymous-id cookie, which must match `anonymousId`) joins the
 * customer's Active cart, or becomes it; the guest cart is then gone and its
 * anonymous id no longer reaches anything. Answers the customer's cart.
 *
 * The merged cart keeps the line limit (CART_MAX_LINE_ITEMS): the customer's
 * own lines all stay, then the guest's lines join in the order they were
 * added until the cart is full; guest lines past the limit go with the guest
 * cart, and no line joins that would take the cart's items past the
 * ceiling (CART_MAX_TOTAL_DOLLARS). Both carts are locked meanwhile, so an add racing the merge cannot
 * push the cart past the limit either.
 */
export async function mergeGuestCart(ctx: RequestContext, { customerId, anonymousId }: { customerId: string; anonymousId: string }): Promise<Cart> {
  const { db } = ctx;
  if (!ANONYMOUS_ID_PATTERN.test(anonymousId) || anonymousId !== ctx.anonymousId) throw notFound('We could not find this guest cart.');
  const guest = await activeCartOf(db, anonymousId);
  if (!guest && (await heldCartOrdered(db, anonymousId))) throw cartOrdered();
  const guestCandidate = guest && guest.customerId === null ? guest : null;
  const targetCandidate = await customerCartOf(db, customerId);
  const catalog = await catalogSnapshot(db);
  const merged = await db.transaction(async (tx) => {
    // A cart merged or removed by a racing call is no longer there once locked.
    const present = await lockCarts(
      tx,
      [guestCandidate?.id, targetCandidate?.id].filter((id): id is string => !!id),
      REASONS.merged,
    );
    // An Ordered cart takes no change, whichever side of the merge it is on.
    if (
      present.size &&
      (
        await tx
          .select({ state: carts.state })
          .from(carts)
          .where(inArray(carts.id, [...present]))
      ).some((row) => row.state !== 'Active')
    )
      throw cartOrdered();
    const guestCart = guestCandidate && present.has(guestCandidate.id) ? guestCandidate : null;
    const target = targetCandidate && present.has(targetCandidate.id) ? targetCandidate : null;
    if (!guestCart) {
      if (target) return target;
      throw notFound('There is no cart to merge.');
    }
    if (!target) {
      const [claimed] = await tx.update(carts).set({ customerId, anonymousId: newAnonymousId(), updatedAt: new Date() }).where(eq(carts.id, guestCart.id)).returning();
      return claimed!;
    }
    const incoming = await tx.select({ id: cartLineItems.id, productId: cartLineItems.productId }).from(cartLineItems).where(eq(cartLineItems.cartId, guestCart.id)).orderBy(asc(cartLineItems.seq));
    if (incoming[0]) {
      // Custom products count towards the limit too (they never clash with either source).
      const kept =
        (await dropOtherSource(tx, catalog, target, sourceOf(catalog, incoming[0].productId))) +
        (await tx.select({ id: cartCustomLineItems.id }).from(cartCustomLineItems).where(eq(cartCustomLineItems.cartId, target.id))).length;
      const joining = withinRoom(
        await cartContents(tx, target.id),
        await cartContents(tx, guestCart.id),
        incoming.slice(0, Math.max(0, CART_MAX_LINE_ITEMS - kept)).map((line) => line.id),
      );
      if (joining.length) await tx.update(cartLineItems).set({ cartId: target.id }).where(inArray(cartLineItems.id, joining));
    }
    // Guest lines that did not fit go with the guest cart.
    await discardCart(tx, guestCart.id, 'Merged');
    const [touched] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, target.id)).returning();
    return touched!;
  });
  return cartView(ctx, merged);
}

/**
 * The guest's lines (in the order given) that join the customer's cart
 * without taking its items past the ceiling (docs/adr/0714): each line with
 * its add-ons and adjustments, while there is room.
 */
function withinRoom(target: CartContents, guest: CartContents, lineIds: string[]): string[] {
  let room = cartCeilingCents() - cartItemsCents(target);
  return lineIds.filter((id) => {
    const cents = cartItemsCents({
      lines: guest.lines.filter((line) => line.id === id),
      addons: guest.addons.filter((addon) => addon.lineItemId === id),
      adjustments: guest.adjustments.filter((adjustment) => adjustment.lineItemId === id),
      customLines: [],
    });
    if (cents > room) return false;
    room -= cents;
    return true;
  });
}

/**
 * GET /api/carts/customer/{customerId}: the customer's Active cart identity,
 * or null when they have none (an absent cart is an answer, not an error).
 */
export async function customerCartIdentity(db: Db, customerId: string): Promise<CartIdentity | null> {
  const cart = await customerCartOf(db, customerId);
  return cart ? { cartId: cart.id, anonymousId: cart.anonymousId, customerId } : null;
}
