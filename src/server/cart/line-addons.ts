import { sql } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import type { AddAddonRequest } from '../../lib/api/contracts/cart-actions';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { checkAvailability } from '../../lib/domain/availability';
import { lineAddonsFullMessage, lineIsFullOfAddons, wineLimitExceeded, wineLimitMessage, type HeldAddonCount } from '../../lib/domain/cart-limits';
import { cartLineItemAddons, cartLineItems } from '../db/schema/index';
import { addonsAllowed } from '../catalog/addons';
import { offersAddon } from '../catalog/addons-offered';
import { catalogSnapshot } from '../catalog/snapshot';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { fieldProblem, notAvailable, notFound } from '../http/problem';
import { settled, type LineAddonInput, type LineInput } from './service';
import { addonRowsOf, cartContents, changeWithContents, type CartContents } from './contents';
import { changeOwnedCart } from './locks';
import { noSuchLine, requireActive } from './problems';
import type { LineAddonRow, StatementTarget } from './rows';
import { requireWithinCeiling } from './ceiling';
import { cartViewOf } from './view';

/**
 * Add-ons on a cart line (spec 001 section 7.3); quantities 0 to 9,999, wine
 * at most 2 bottles per order, all wines together (WINE_MAX_PER_ORDER).
 *
 * Each change is written in the statement that reads the cart, under the
 * cart's lock (`changeOwnedCart`): the rules are then checked on the
 * contents as they were with the change applied, and a broken rule rolls
 * the change back. A change and its answer take two round trips on
 * Postgres (docs/adr/0788, 0800).
 */

export const ADDON_UNAVAILABLE = 'This item is no longer available';
const NO_SUCH_ADDON = 'This cart line has no such add-on.';

/** The 422 of an add-on past the per-line limit (docs/adr/0408-cart-limits.md). */
export const tooManyAddons = () => fieldProblem('addons', lineAddonsFullMessage(), PROBLEM_TYPES.cartTooManyAddons);

type AddonChange = { cartId: string; lineItemId: string; addonId: string };
type AddonSet = AddonChange & { quantity: number; unitPriceCents: number };

/** The add-on set on the line, only if the line is the cart's; answers the row as it is now. */
export const upsertAddon = changeWithContents<AddonSet>(
  'cart_addon_set',
  [
    sql`insert into ${cartLineItemAddons} (line_item_id, addon_id, quantity, unit_price_cents)
      select l.id, ${sql.placeholder('addonId')}::uuid, ${sql.placeholder('quantity')}::integer, ${sql.placeholder('unitPriceCents')}::bigint
      from ${cartLineItems} l where l.id = ${sql.placeholder('lineItemId')} and l.cart_id = ${sql.placeholder('cartId')}
      on conflict (line_item_id, addon_id) do update set quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents
      returning *`,
  ],
  { answersRows: true },
);

/** A held add-on's new quantity, only on a line of the cart. */
export const updateAddon = changeWithContents<AddonChange & { quantity: number }>(
  'cart_addon_quantity',
  [
    sql`update ${cartLineItemAddons} a set quantity = ${sql.placeholder('quantity')}::integer from ${cartLineItems} l
      where l.id = a.line_item_id and l.cart_id = ${sql.placeholder('cartId')} and a.line_item_id = ${sql.placeholder('lineItemId')} and a.addon_id = ${sql.placeholder('addonId')}
      returning a.*`,
  ],
  { answersRows: true },
);

/** The add-on taken off the line, only on a line of the cart. */
const deleteAddon = changeWithContents<AddonChange>(
  'cart_addon_remove',
  [
    sql`delete from ${cartLineItemAddons} a using ${cartLineItems} l
      where l.id = a.line_item_id and l.cart_id = ${sql.placeholder('cartId')} and a.line_item_id = ${sql.placeholder('lineItemId')} and a.addon_id = ${sql.placeholder('addonId')}
      returning a.*`,
  ],
  { answersRows: true },
);

/** The contents with one add-on row as the change left it (or removed). */
function withAddon(contents: CartContents, target: Pick<LineAddonRow, 'lineItemId' | 'addonId'>, row: LineAddonRow | undefined): CartContents {
  const same = (held: LineAddonRow) => held.lineItemId === target.lineItemId && held.addonId === target.addonId;
  const kept = contents.addons.filter((held) => !same(held));
  const at = contents.addons.findIndex(same);
  if (!row) return { ...contents, addons: kept };
  // A changed row keeps its place; a new one is the last added.
  const addons = at === -1 ? [...kept, row] : contents.addons.map((held) => (same(held) ? row : held));
  return { ...contents, addons };
}

type Catalog = Awaited<ReturnType<typeof catalogSnapshot>>;

/** The wine limit, on the add-ons held before the change (422 naming `quantity`). */
function requireWine(catalog: Catalog, contents: CartContents, change: HeldAddonCount): void {
  const held = contents.addons.map((row) => ({ lineItemId: row.lineItemId, addonId: row.addonId, quantity: row.quantity, addonType: catalog.addonById.get(row.addonId)?.addonType ?? '' }));
  if (wineLimitExceeded(held, change)) throw fieldProblem('quantity', wineLimitMessage());
}

/**
 * POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets an add-on's
 * quantity on a line (0 removes it). A line holds at most
 * LINE_MAX_ADDONS kinds of add-on (422 `/problems/cart/too-many-addons`);
 * changing the quantity of one it holds is always allowed.
 */
export async function setLineAddon(ctx: RequestContext, { cartId, lineItemId, addon: body }: LineInput & { addon: AddAddonRequest }): Promise<Cart> {
  const { db, shopper } = ctx;
  const catalog = await catalogSnapshot(db);
  // Read before the transaction (it may read a suburb), answered after the cart's and the line's 404 as ever.
  const destination = await settled(resolveDestination(db, body.destination, fieldProblem));
  const addon = catalog.addonByVariantId.get(body.variantId);
  const input = UUID_PATTERN.test(lineItemId) && addon ? { lineItemId, addonId: addon.id } : null;
  const change = input && { ...input, cartId };
  const opening = async (tx: StatementTarget) =>
    !change
      ? { changed: [], contents: await cartContents(tx, cartId) }
      : body.quantity === 0
        ? deleteAddon(tx, change)
        : upsertAddon(tx, { ...change, quantity: body.quantity, unitPriceCents: addon!.priceCents });
  const { cart, contents } = await changeOwnedCart(db, cartId, ctx.anonymousId, opening, async (_tx, cart, written) => {
    const { contents } = written;
    const line = contents.lines.find((row) => row.id === lineItemId);
    if (!line) throw noSuchLine();
    const product = catalog.byId.get(line.productId);
    if (!product || product.key !== body.productKey) throw fieldProblem('productKey', 'This is not the product of that cart line.');
    if (!addon) throw fieldProblem('variantId', 'We could not find this add-on.');
    if (body.quantity > 0 && !offersAddon(product, addon.key)) throw fieldProblem('variantId', `${product.name} does not come with ${addon.name}.`, PROBLEM_TYPES.addonNotOffered);
    if (body.quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
    const resolved = destination.value();
    if (!resolved) throw fieldProblem('suburbId', 'Choose a delivery suburb or an overseas country.');
    const deliverable = checkAvailability({ product, destination: resolved.destination, date: line.deliveryDate, now: shopper.now, role: shopper.role, rules: shopper.rules }).available;
    if (!addon.active || !product.active || !addonsAllowed(product, resolved.destination.kind) || !deliverable) throw notAvailable(ADDON_UNAVAILABLE, PROBLEM_TYPES.addonUnavailable);
    requireActive(cart.state);
    const target = { lineItemId: line.id, addonId: addon.id };
    if (body.quantity === 0) return { cart, contents: withAddon(contents, target, undefined) };
    const held = contents.addons.filter((row) => row.lineItemId === line.id);
    if (!held.some((row) => row.addonId === addon.id) && lineIsFullOfAddons(held.length)) throw tooManyAddons();
    requireWine(catalog, contents, { ...target, addonType: addon.addonType, quantity: body.quantity });
    const after = withAddon(contents, target, addonRowsOf(written.changed)[0]);
    requireWithinCeiling(after, 'quantity');
    return { cart, contents: after };
  });
  return cartViewOf(ctx, cart, contents);
}

/** PUT .../addons/{addonId}/quantity (0 removes) and DELETE .../addons/{addonId}: change an add-on the line already holds. */
export async function changeLineAddon(ctx: RequestContext, { cartId, lineItemId, addonId, quantity }: LineAddonInput): Promise<Cart> {
  const { db } = ctx;
  const catalog = await catalogSnapshot(db);
  const addon = UUID_PATTERN.test(addonId) ? catalog.addonById.get(addonId) : undefined;
  const input = UUID_PATTERN.test(lineItemId) && addon ? { lineItemId, addonId: addon.id } : null;
  const change = input && { ...input, cartId };
  const opening = async (tx: StatementTarget) =>
    !change ? { changed: [], contents: await cartContents(tx, cartId) } : quantity === 0 ? deleteAddon(tx, change) : updateAddon(tx, { ...change, quantity });
  const { cart, contents } = await changeOwnedCart(db, cartId, ctx.anonymousId, opening, async (_tx, cart, written) => {
    const { contents } = written;
    const line = contents.lines.find((row) => row.id === lineItemId);
    if (!line) throw noSuchLine();
    if (!addon) throw notFound(NO_SUCH_ADDON);
    if (quantity > addon.maxQuantity) throw fieldProblem('quantity', `${addon.name}: at most ${addon.maxQuantity} per order.`);
    requireActive(cart.state);
    const [row] = addonRowsOf(written.changed);
    if (!row) throw notFound(NO_SUCH_ADDON);
    const target = { lineItemId: line.id, addonId: addon.id };
    if (quantity === 0) return { cart, contents: withAddon(contents, target, undefined) };
    requireWine(catalog, contents, { ...target, addonType: addon.addonType, quantity });
    const after = withAddon(contents, target, row);
    requireWithinCeiling(after, 'quantity');
    return { cart, contents: after };
  });
  return cartViewOf(ctx, cart, contents);
}
