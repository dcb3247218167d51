import { eq, sql } from 'drizzle-orm';
import { namedStatement } from '../db/statements';
import { UUID_PATTERN } from '../http/owned-row';
import type { Cart } from '../../lib/api/contracts/cart';
import type { AddLineItemRequest } from '../../lib/api/contracts/cart-actions';
import type { SetCardMessageBody } from '../../lib/api/contracts/cart-actions';
import { cartIsFull, lineHoldsWine, WINE_MAX_PER_ORDER, wineBottles, wineLimitMessage } from '../../lib/domain/cart-limits';
import { cartLineItemAddons, cartLineItems } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { fieldProblem } from '../http/problem';
import { catalogSnapshot } from '../catalog/snapshot';
import { checkedCardMessage, type StoredCardMessage } from './card-message-input';
import { checkedNewLine, insertLine, tooManyLines, touch, type LineInput } from './service';
import { cartContents, changeWithContents } from './contents';
import { changeOwnedCart, lockCart } from './locks';
import { noSuchLine, requireActive } from './problems';
import { cartItemCount, ownedCart, ownedLine } from './queries';
import type { LineRow, StatementTarget, Tx } from './rows';
import { requireCartWithinCeiling } from './ceiling';
import { cartView, cartViewOf } from './view';
import { heldAddonCounts } from './wine-limit';

const cardMessageOf = (line: LineRow) => ({ cardMessage: line.cardMessage, cardMessageTier: line.cardMessageTier, noCardMessage: line.noCardMessage });

/** The copy of a line as it is: same product, size, quantity, delivery, card message and add-ons, added last. */
async function copyAsItIs(tx: Tx, cartId: string, line: LineRow): Promise<void> {
  if (cartIsFull(await cartItemCount(tx, cartId))) throw tooManyLines();
  const { productId, variantId, quantity, unitPriceCents, deliveryDate, suburbId, countryCode } = line;
  const [copy] = await tx
    .insert(cartLineItems)
    .values({ cartId, productId, variantId, quantity, unitPriceCents, deliveryDate, suburbId, countryCode, ...cardMessageOf(line) })
    .returning({ id: cartLineItems.id });
  const addons = await tx.select().from(cartLineItemAddons).where(eq(cartLineItemAddons.lineItemId, line.id));
  if (addons.length) {
    await tx.insert(cartLineItemAddons).values(addons.map(({ addonId, quantity: count, unitPriceCents: cents }) => ({ lineItemId: copy!.id, addonId, quantity: count, unitPriceCents: cents })));
    // The copy's wine counts towards the order's wine limit too.
    const held = await heldAddonCounts(tx, cartId);
    if (lineHoldsWine(held, copy!.id) && wineBottles(held) > WINE_MAX_PER_ORDER) throw fieldProblem('addons', wineLimitMessage());
  }
}

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/copy (spec 001 sections
 * 4.3 and 7.2: duplicate a line). With no body the line is copied as it is,
 * add-ons and card message included (not Flowerline's adjustments, which
 * price that one line). With a body the copy takes its size, date,
 * destination and quantity, checked as add to cart checks them, and keeps
 * the card message; the product must be the line's (422 `productKey`). The
 * copy counts towards the line limit (422 `/problems/cart/too-many-lines`).
 */
export async function copyLineItem(ctx: RequestContext, { cartId, lineItemId, body }: LineInput & { body: AddLineItemRequest | null }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const line = await ownedLine(ctx.db, cart.id, lineItemId);
  let checked: Awaited<ReturnType<typeof checkedNewLine>> | null = null;
  const product = (await catalogSnapshot(ctx.db)).byId.get(line.productId);
  // Only a product on sale goes into a cart, a copy's too.
  if (!product?.active) throw fieldProblem('productKey', 'This product is not available any more.');
  if (body) {
    if (product.key !== body.productKey) throw fieldProblem('productKey', 'A copy is of the same product: choose another size, date or place instead.');
    checked = await checkedNewLine(ctx, body);
  }
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    // Read again under the lock: a racing call may have removed or changed the line.
    const current = await ownedLine(tx, cart.id, line.id);
    if (checked) {
      const copy = await insertLine(tx, cart.id, checked, await cartContents(tx, cart.id));
      await tx.update(cartLineItems).set(cardMessageOf(current)).where(eq(cartLineItems.id, copy.id));
    } else {
      await copyAsItIs(tx, cart.id, current);
    }
    await requireCartWithinCeiling(tx, cart.id, 'quantity');
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

const setCardMessageSql = sql`update ${cartLineItems} set card_message = ${sql.placeholder('cardMessage')}, card_message_tier = ${sql.placeholder('cardMessageTier')},
    no_card_message = ${sql.placeholder('noCardMessage')} where id = ${sql.placeholder('lineItemId')} and cart_id = ${sql.placeholder('cartId')}`;
type CardMessageChange = StoredCardMessage & { lineItemId: string; cartId: string };
const setCardMessage = namedStatement<CardMessageChange>('cart_line_card_message', setCardMessageSql);
export const setCardMessageReadingContents = changeWithContents<CardMessageChange>('cart_line_card_message_read', [setCardMessageSql]);

const sameMessage = (a: StoredCardMessage, b: StoredCardMessage) => a.cardMessage === b.cardMessage && a.cardMessageTier === b.cardMessageTier && a.noCardMessage === b.noCardMessage;

/** The message as florist-made products take it (the most any source allows), or null when even they refuse it. */
function asFloristsTakeIt(body: SetCardMessageBody): StoredCardMessage | null {
  try {
    return checkedCardMessage(body, null);
  } catch {
    return null;
  }
}

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/set-card-message: the
 * line's card message, checked with the line's own third-party source (the
 * partner cap); ticking "I don't need a card message" clears the text.
 *
 * No source allows more than florist-made products, and the stored form of
 * a message does not depend on the source: a message they take is written
 * in the statement that reads the cart, then checked against the line's own
 * source, a refusal rolling it back. A message they refuse is never written.
 */
export async function setLineCardMessage(ctx: RequestContext, { cartId, lineItemId, body }: LineInput & { body: SetCardMessageBody }): Promise<Cart> {
  const catalog = await catalogSnapshot(ctx.db);
  const written = UUID_PATTERN.test(lineItemId) ? asFloristsTakeIt(body) : null;
  const opening = async (tx: StatementTarget) => (written ? setCardMessageReadingContents(tx, { ...written, lineItemId, cartId }) : { contents: await cartContents(tx, cartId) });
  const { cart, contents } = await changeOwnedCart(ctx.db, cartId, ctx.anonymousId, opening, async (tx, cart, { contents }) => {
    const line = contents.lines.find((row) => row.id === lineItemId);
    if (!line) throw noSuchLine();
    const source = catalog.byId.get(line.productId)?.thirdPartySource ?? null;
    const message = source === null && written ? written : checkedCardMessage(body, source);
    requireActive(cart.state);
    if (!written || !sameMessage(written, message)) await setCardMessage(tx, { ...message, lineItemId: line.id, cartId: cart.id });
    return { cart, contents: { ...contents, lines: contents.lines.map((row) => (row === line ? { ...row, ...message } : row)) } };
  });
  return cartViewOf(ctx, cart, contents);
}
