import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { SaveCartBody, SavedCartList, SavedCartListQuery, SavedCartRow } from '../../lib/api/contracts/saved-carts';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { price, type CurrencyCode } from '../../lib/domain/money';
import type { AuthUser } from '../auth/session';
import { carts, users } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { notFound, unprocessable } from '../http/problem';
import { customerCartOf } from './customer';
import { discardCart } from './discard';
import { lockCart } from './locks';
import { cartOrdered } from './problems';
import { cartItemCount, ownedCart } from './queries';
import type { CartRow, Tx } from './rows';
import { REASONS } from '../payments/retire';
import { cartView } from './view';

type Sender = NonNullable<CartRow['savedSender']>;

const NOT_SAVED = 'We could not find this saved order.';

/** A saved cart's reference, as the saved orders list shows it. */
export const savedReference = (cartId: string) => `S${cartId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

function rowOf(cart: CartRow): SavedCartRow {
  const sender = cart.savedSender;
  return {
    cartId: cart.id,
    orderNumber: savedReference(cart.id),
    senderName: sender ? `${sender.firstName} ${sender.lastName}` : '',
    phoneNo: sender?.mobile ?? '',
    email: sender?.email ?? '',
    dateCreated: (cart.savedAt ?? cart.updatedAt).toISOString(),
    total: price(cart.savedTotalCents ?? 0, cart.currencyCode as CurrencyCode),
  };
}

/** The account's own details, the sender of a cart saved before any were typed. */
async function accountSender(tx: Tx | RequestContext['db'], user: AuthUser): Promise<Sender> {
  const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, user.userId));
  return { firstName: person?.firstName ?? '', lastName: person?.lastName ?? '', email: person?.email ?? '', mobile: person?.mobile ?? '' };
}

/** Puts a cart aside: Saved, with its sender and its total (priced before the transaction). It is no longer the shopper's cart. */
async function putAside(ctx: RequestContext, tx: Tx, cart: CartRow, sender: Sender, totalCents: number): Promise<CartRow> {
  const [saved] = await tx
    .update(carts)
    .set({ state: 'Saved', savedAt: ctx.shopper.now, savedSender: sender, savedTotalCents: totalCents, updatedAt: ctx.shopper.now })
    .where(eq(carts.id, cart.id))
    .returning();
  return saved!;
}

/**
 * POST /api/carts/{cartId}/save ("Save order for later"): the signed-in
 * shopper's Active cart, with something in it, is kept under their saved
 * orders; their next add starts a new cart.
 */
export async function saveCart(ctx: RequestContext, cartId: string, user: AuthUser, body: SaveCartBody): Promise<SavedCartRow> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  if (cart.customerId !== user.customerId) throw notFound('We could not find this cart.');
  const { totalPrice } = await cartView(ctx, cart);
  const saved = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id, REASONS.saved);
    if ((await cartItemCount(tx, cart.id)) === 0) throw unprocessable('Add something to your cart before saving it for later.', undefined, PROBLEM_TYPES.checkoutEmptyCart);
    return putAside(ctx, tx, cart, (body.sender as Sender | undefined) ?? (await accountSender(tx, user)), totalPrice.centAmount);
  });
  return rowOf(saved);
}

/** GET /api/carts/saved-carts: the caller's saved carts, newest (or oldest) saved first. */
export async function listSavedCarts(ctx: RequestContext, user: AuthUser, query: SavedCartListQuery): Promise<SavedCartList> {
  const mine = and(eq(carts.customerId, user.customerId), eq(carts.state, 'Saved'));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(carts)
      .where(mine)
      .orderBy(query.sortDir === 'asc' ? asc(carts.savedAt) : desc(carts.savedAt), asc(carts.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(carts).where(mine),
  ]);
  return { results: rows.map(rowOf), total: Number(counted?.n ?? 0) };
}

/**
 * PUT /api/carts/{cartId}/resume: the saved cart becomes the shopper's cart
 * again. The cart they had meanwhile is saved in its place when it holds
 * anything (nothing is lost), and removed when empty.
 */
export async function resumeCart(ctx: RequestContext, cartId: string, user: AuthUser): Promise<Cart> {
  const current = await customerCartOf(ctx.db, user.customerId);
  const currentTotal = current && current.id !== cartId ? (await cartView(ctx, current)).totalPrice.centAmount : 0;
  const resumed = await ctx.db.transaction(async (tx) => {
    const [saved] = UUID_PATTERN.test(cartId)
      ? await tx
          .select()
          .from(carts)
          .where(and(eq(carts.id, cartId), eq(carts.customerId, user.customerId)))
          .for('update')
      : [];
    if (!saved) throw notFound(NOT_SAVED);
    // Resuming the cart that is already theirs changes nothing.
    if (saved.state === 'Active') return saved;
    if (saved.state !== 'Saved') throw cartOrdered();
    if (current && current.id !== saved.id) {
      await lockCart(tx, current.id, REASONS.resumed);
      if ((await cartItemCount(tx, current.id)) > 0) await putAside(ctx, tx, current, await accountSender(tx, user), currentTotal);
      else await discardCart(tx, current.id, 'Discarded');
    }
    // The sender stays with the cart: checkout starts with it.
    const [active] = await tx.update(carts).set({ state: 'Active', savedAt: null, savedTotalCents: null, updatedAt: ctx.shopper.now }).where(eq(carts.id, saved.id)).returning();
    return active!;
  });
  return cartView(ctx, resumed);
}
