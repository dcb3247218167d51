import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Cart } from '../../lib/api/contracts/cart';
import type { ValidateCartBodyModel } from '../../lib/api/contracts/cart-actions';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { destinationColumns } from '../../lib/domain/delivery-choice';
import { cartCustomLineItems, cartLineItems } from '../db/schema/index';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { fieldProblem } from '../http/problem';
import { settled, touch, type CartInput } from './service';
import { changeWithContents } from './contents';
import { changeOwnedCart, lockCart } from './locks';
import { requireProductsDeliverable } from './product-delivery';
import { requireActive } from './problems';
import type { StatementTarget } from './rows';
import { ownedCart } from './queries';
import { cartView, cartViewOf } from './view';

interface Move {
  cartId: string;
  deliveryDate: CalendarDay;
  suburbId: string | null;
  countryCode: string | null;
}
// Typed, so Postgres can compare them with the row's columns as well as write them.
const deliveryValues = sql`${sql.placeholder('deliveryDate')}::date, ${sql.placeholder('suburbId')}::text, ${sql.placeholder('countryCode')}::text`;
/** Moves the cart's rows not already there (checking a cart again with the same delivery writes nothing). */
const moveTo = (table: typeof cartLineItems | typeof cartCustomLineItems) =>
  sql`update ${table} set (delivery_date, suburb_id, country_code) = (${deliveryValues})
    where cart_id = ${sql.placeholder('cartId')} and (delivery_date, suburb_id, country_code) is distinct from (${deliveryValues})`;
const moveReadingContents = changeWithContents<Move>('cart_move', [moveTo(cartLineItems), moveTo(cartCustomLineItems)]);

/**
 * POST /api/cart/{cartId}/validate (and /api/carts/...): the delivery
 * editor's new date and place for the whole cart, as a cart has one
 * delivery. Every line and custom product moves there; none is refused for
 * not being deliverable there: the answer marks those `isValid: false` (and
 * the cart's `isValid` with them), so the drawer can offer to remove them.
 * An unknown suburb or country is a 422 naming `suburbId` or `countryCode`.
 */
export async function moveCartDelivery(ctx: RequestContext, { cartId, body }: CartInput & { body: z.output<typeof ValidateCartBodyModel> }): Promise<Cart> {
  // Resolved before the transaction (it may read a suburb), answered after the cart's 404 as ever.
  const destination = await settled(resolveDestination(ctx.db, body.destination, fieldProblem));
  const catalog = await catalogSnapshot(ctx.db);
  const resolved = destination.ok ? destination.value() : null;
  const delivery = resolved && { deliveryDate: body.deliveryDate, ...destinationColumns(resolved.choice) };
  // Moved and read in one statement, sent with the lock: the contents read are what moved.
  const opening = (tx: StatementTarget) => (delivery ? moveReadingContents(tx, { ...delivery, cartId }) : Promise.resolve(null));
  const { cart, contents } = await changeOwnedCart(ctx.db, cartId, ctx.anonymousId, opening, async (_tx, cart, moved) => {
    // A destination that failed its checks answers its 422 here, after the cart's 404.
    destination.value();
    if (!resolved || !moved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
    requireActive(cart.state);
    const { contents } = moved;
    // A product's own rule refuses the move, rolling it back (docs/adr/0762).
    requireProductsDeliverable(
      catalog,
      contents.lines.map((line) => line.productId),
      resolved,
      body.deliveryDate,
      ctx.shopper.now,
    );
    const there = <Row extends object>(row: Row): Row => ({ ...row, ...delivery });
    return { cart, contents: { ...contents, lines: contents.lines.map(there), customLines: contents.customLines.map(there) } };
  });
  return cartViewOf(ctx, cart, contents);
}

/**
 * POST /api/carts/{cartId}/remove-unavailable: the "Remove unavailable
 * items" button (spec 001 section 8). Deletes every line and custom product
 * the cart answers with `isValid: false`, judged under the cart's lock with
 * the same view the cart answers; answers the cart.
 */
export async function removeUnavailableItems(ctx: RequestContext, { cartId }: CartInput): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const view = await cartView({ db: tx, shopper: ctx.shopper }, cart);
    const lineIds = view.lineItems.filter((line) => !line.isValid).map((line) => line.lineItemId);
    const customIds = view.customLineItems.filter((item) => !item.isValid).map((item) => item.id);
    if (lineIds.length) await tx.delete(cartLineItems).where(inArray(cartLineItems.id, lineIds));
    if (customIds.length) await tx.delete(cartCustomLineItems).where(inArray(cartCustomLineItems.id, customIds));
    if (lineIds.length || customIds.length) await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}
