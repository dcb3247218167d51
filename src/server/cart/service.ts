import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { allColumns, namedStatement } from '../db/statements';
import type { Cart, CartIdentity } from '../../lib/api/contracts/cart';
import type { AddLineItemRequest } from '../../lib/api/contracts/cart-actions';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { destinationColumns } from '../../lib/domain/delivery-choice';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { cartFullMessage, cartIsFull } from '../../lib/domain/cart-limits';
import type { Db } from '../db/client';
import { cartCustomLineItems, cartLineItems, carts } from '../db/schema/index';
import { conflict, fieldProblem } from '../http/problem';
import { UUID_PATTERN } from '../http/owned-row';
import { cartView, cartViewOf } from './view';
import { type CartContents, changeWithContents, lineRowsOf } from './contents';
import { changeOwnedCart } from './locks';
import { noSuchLine, requireActive } from './problems';
import { activeCartOf, ownedCart } from './queries';
import type { LineRow, StatementTarget, Tx } from './rows';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { requireWithinCeiling } from './ceiling';
import { requireDeliverable } from '../catalog/variants';

export const touch = (db: Pick<Db, 'update'>, cartId: string) => db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

/** POST /api/carts: the caller's Active cart is reused; otherwise a new cart with a new anonymous id. */
export async function createCart({ db, anonymousId }: RequestContext): Promise<CartIdentity> {
  const existing = await activeCartOf(db, anonymousId);
  if (existing) return { cartId: existing.id, anonymousId: existing.anonymousId, customerId: existing.customerId };
  const [cart] = await db
    .insert(carts)
    .values({ anonymousId: randomBytes(24).toString('base64url') })
    .returning();
  return { cartId: cart!.id, anonymousId: cart!.anonymousId, customerId: null };
}

export interface CartInput {
  cartId: string;
}
export interface LineInput extends CartInput {
  lineItemId: string;
}
export interface LineAddonInput extends LineInput {
  addonId: string;
  /** 0 removes the add-on from the line. */
  quantity: number;
}

export async function getCart(ctx: RequestContext, { cartId }: CartInput): Promise<Cart> {
  return cartView(ctx, await ownedCart(ctx.db, cartId, ctx.anonymousId));
}

const SOURCE_CONFLICT = {
  toPartner:
    'Your cart holds products made by our florists, and this product is delivered by one of our partners. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
  toFlorist:
    'Your cart holds products delivered by one of our partners, and this product is made by our florists. Adding this product to cart will remove all your existing products: clear your cart first to add it.',
};

/** The 422 of an add past the line limit (docs/adr/0408-cart-limits.md). */
export const tooManyLines = () => fieldProblem('lineItems', cartFullMessage(), PROBLEM_TYPES.cartTooManyLines);

/**
 * POST /api/carts/{cartId}/line-items: re-checks the product, variant,
 * destination, the delivery-date rules and availability with the same
 * domain rules the islands use; one cart never mixes partner and florist
 * products (409) and holds at most CART_MAX_LINE_ITEMS lines (422
 * `/problems/cart/too-many-lines`). The new line is added last.
 */
export async function addLineItem(ctx: RequestContext, { cartId, line: body }: CartInput & { line: AddLineItemRequest }): Promise<Cart> {
  // Checked before the transaction (it may read a suburb), answered after the cart's 404 as ever.
  const checked = await settled(checkedNewLine(ctx, body));
  // Inserted and read in one statement, sent with the lock (none for a line that failed its checks); a rule the cart breaks rolls the insert back.
  const opening = (tx: StatementTarget) => (checked.ok ? addLineReadingContents(tx, { ...checked.value().values, cartId }) : Promise.resolve(null));
  const { cart, contents } = await changeOwnedCart(ctx.db, cartId, ctx.anonymousId, opening, async (_tx, cart, written) => {
    const line = checked.value();
    requireActive(cart.state);
    const { changed, contents } = written!;
    requireRoomFor(line, contents);
    const after = { ...contents, lines: [...contents.lines, ...lineRowsOf(changed)] };
    requireWithinCeiling(after, 'quantity');
    return { cart, contents: after };
  });
  return cartViewOf(ctx, cart, contents);
}

/** A promise's outcome, kept to be answered later: `value()` gives its value or throws its error; `ok` says which. */
export async function settled<T>(promise: Promise<T>): Promise<{ ok: boolean; value: () => T }> {
  try {
    const value = await promise;
    return { ok: true, value: () => value };
  } catch (error) {
    return {
      ok: false,
      value: () => {
        throw error;
      },
    };
  }
}

type Catalog = Awaited<ReturnType<typeof catalogSnapshot>>;
type CatalogProduct = NonNullable<ReturnType<Catalog['byKey']['get']>>;

/** A new line, checked as add to cart checks it, ready to insert. */
export interface CheckedLine {
  catalog: Catalog;
  product: CatalogProduct;
  values: NewLineValues;
}

/** The columns of a new line that add to cart decides. */
export interface NewLineValues {
  productId: string;
  variantId: string;
  quantity: number;
  unitPriceCents: number;
  deliveryDate: CalendarDay;
  suburbId: string | null;
  countryCode: string | null;
}

/**
 * The product, variant, destination, delivery-date rules and availability of
 * a new line, checked with the same domain rules the islands use (422 naming
 * the field). Nothing is written.
 */
export async function checkedNewLine({ db, shopper }: RequestContext, body: AddLineItemRequest): Promise<CheckedLine> {
  const catalog = await catalogSnapshot(db);
  const product = catalog.byKey.get(body.productKey);
  if (!product || !product.active) throw fieldProblem('productKey', 'We could not find this product.');
  const variant = product.variants.find((v) => v.key === body.variantKey);
  if (!variant) throw fieldProblem('variantKey', `${product.name} has no such size.`);
  const resolved = await resolveDestination(db, body.destination, fieldProblem);
  if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
  const request = { product, destination: resolved.destination, date: body.deliveryDate, now: shopper.now, role: shopper.role, rules: shopper.rules };
  requireDeliverable(request);
  const values = {
    productId: product.id,
    variantId: variant.id,
    quantity: body.quantity,
    unitPriceCents: variant.priceCents,
    deliveryDate: body.deliveryDate,
    ...destinationColumns(resolved.choice),
  };
  return { catalog, product, values };
}

/**
 * The rules a new line must keep in the cart as it is under its lock: one
 * cart never mixes partner and florist products (409), and holds at most
 * CART_MAX_LINE_ITEMS items, custom products counted too (422). As every
 * add holds the lock, a racing add sees this one's line.
 */
function requireRoomFor({ catalog, product }: CheckedLine, contents: Pick<CartContents, 'lines' | 'customLines'>): void {
  const other = contents.lines.map((row) => catalog.byId.get(row.productId)?.thirdPartySource ?? null).find((source) => source !== product.thirdPartySource);
  if (other !== undefined) throw conflict(product.thirdPartySource ? SOURCE_CONFLICT.toPartner : SOURCE_CONFLICT.toFlorist, PROBLEM_TYPES.cartSourceConflict);
  if (cartIsFull(contents.lines.length + contents.customLines.length)) throw tooManyLines();
}

/** Adds a checked line last, under the cart's lock (the caller holds it and read `contents` under it). Answers the new line. */
export async function insertLine(tx: Tx, cartId: string, line: CheckedLine, contents: Pick<CartContents, 'lines' | 'customLines'>): Promise<LineRow> {
  requireRoomFor(line, contents);
  const [inserted] = lineRowsOf(await insertLineRow(tx, { ...line.values, cartId }));
  return inserted!;
}

const insertLineSql = sql`insert into ${cartLineItems} (cart_id, product_id, variant_id, quantity, unit_price_cents, delivery_date, suburb_id, country_code)
    values (${sql.placeholder('cartId')}, ${sql.placeholder('productId')}, ${sql.placeholder('variantId')}, ${sql.placeholder('quantity')}, ${sql.placeholder('unitPriceCents')},
      ${sql.placeholder('deliveryDate')}, ${sql.placeholder('suburbId')}, ${sql.placeholder('countryCode')})
    returning ${allColumns(cartLineItems)}`;
const insertLineRow = namedStatement<NewLineValues & { cartId: string }>('cart_line_insert', insertLineSql);
export const addLineReadingContents = changeWithContents<NewLineValues & { cartId: string }>('cart_line_add', [insertLineSql], { answersRows: true });

const removeLineReadingContents = changeWithContents<{ cartId: string; lineItemId: string }>(
  'cart_line_remove',
  [sql`delete from ${cartLineItems} where id = ${sql.placeholder('lineItemId')} and cart_id = ${sql.placeholder('cartId')} returning id`],
  { answersRows: true },
);

/**
 * DELETE /api/carts/{cartId}/line-items/{lineItemId}: removed with its add-ons
 * and adjustments (404 for a line the cart does not hold, 409 once ordered),
 * in the statement that reads the cart.
 */
export async function removeLineItem(ctx: RequestContext, { cartId, lineItemId }: LineInput): Promise<Cart> {
  const opening = (tx: StatementTarget) => (UUID_PATTERN.test(lineItemId) ? removeLineReadingContents(tx, { cartId, lineItemId }) : Promise.resolve(null));
  const { cart, contents } = await changeOwnedCart(ctx.db, cartId, ctx.anonymousId, opening, async (_tx, cart, removed) => {
    if (!removed || removed.changed.length === 0) throw noSuchLine();
    const { contents } = removed;
    requireActive(cart.state);
    const kept = <Row extends { lineItemId: string }>(rows: Row[]) => rows.filter((row) => row.lineItemId !== lineItemId);
    return { cart, contents: { ...contents, lines: contents.lines.filter((line) => line.id !== lineItemId), addons: kept(contents.addons), adjustments: kept(contents.adjustments) } };
  });
  return cartViewOf(ctx, cart, contents);
}

const clearReadingContents = changeWithContents<{ cartId: string }>('cart_clear', [
  sql`delete from ${cartLineItems} where cart_id = ${sql.placeholder('cartId')}`,
  sql`delete from ${cartCustomLineItems} where cart_id = ${sql.placeholder('cartId')}`,
]);

/** DELETE /api/carts/{cartId}: removes every line and custom product; the cart stays Active (its note and promo code stay). */
export async function clearCart(ctx: RequestContext, { cartId }: CartInput): Promise<Cart> {
  const opening = (tx: StatementTarget) => clearReadingContents(tx, { cartId });
  const { cart, contents } = await changeOwnedCart(ctx.db, cartId, ctx.anonymousId, opening, async (_tx, cart, { contents }) => {
    requireActive(cart.state);
    return { cart, contents: { ...contents, lines: [], addons: [], adjustments: [], customLines: [] } };
  });
  return cartViewOf(ctx, cart, contents);
}
