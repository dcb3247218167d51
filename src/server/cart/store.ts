import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { databaseOf, type Db } from '../db/client';
import { allColumns, connectionRunner, namedStatement, tableRows, textDates, type StatementRunner } from '../db/statements';
import { cartCustomLineItems, cartLineAdjustments, cartLineItemAddons, cartLineItems, cartPromoCodes, carts, paymentSessions, promoCodes } from '../db/schema/index';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { conflict, notFound } from '../http/problem';
import { ownedRow, UUID_PATTERN } from '../http/owned-row';
import { REASONS, retireSession } from '../payments/retire';

export const ANONYMOUS_ID_PATTERN = /^[\w-]{32,64}$/;

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLineItems.$inferSelect;
export type LineAddonRow = typeof cartLineItemAddons.$inferSelect;
export type AdjustmentRow = typeof cartLineAdjustments.$inferSelect;
export type CustomLineRow = typeof cartCustomLineItems.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

const CART_NOT_FOUND = 'We could not find this cart. It may have expired: start a new one.';
const LINE_NOT_FOUND = 'This cart has no such line item.';
/** The 404 of a line the cart does not hold (as `ownedLine` answers it). */
export const noSuchLine = () => notFound(LINE_NOT_FOUND);

/** A transaction of the database client (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a named statement runs on: the database, a transaction, or a connection held for one. */
export type StatementTarget = Pick<Db, '_'> | StatementRunner;

/**
 * Locks the carts' rows until the transaction ends, in id order (so two
 * callers locking the same pair never wait on each other), and answers the
 * ids still there. Every change to a cart's set of lines happens under this
 * lock, so the line limit holds when calls race (on PGlite transactions run
 * one at a time anyway).
 */
export async function lockCarts(tx: Tx, cartIds: string[], reason: string): Promise<Set<string>> {
  const ids = [...new Set(cartIds)].sort();
  const locked = new Set<string>();
  for (const id of ids) {
    const [row] = await tx.select({ id: carts.id, paymentSessionId: carts.paymentSessionId }).from(carts).where(eq(carts.id, id)).for('update');
    if (!row) continue;
    locked.add(row.id);
    if (row.paymentSessionId) await retireSession(tx, { cartId: row.id, sessionId: row.paymentSessionId, reason });
  }
  return locked;
}

export const CART_ORDERED = 'This cart has been ordered and can no longer change. Start a new cart for another order.';
export const CART_SAVED = 'This cart is saved for later. Resume it from your saved orders to change it.';
/** The 409 of any change to a cart that has been ordered. */
export const cartOrdered = () => conflict(CART_ORDERED, PROBLEM_TYPES.cartOrdered);

/**
 * Locks one cart for a change (see lockCarts): 404 when it went away
 * meanwhile (merged on sign-in), 409 `cartOrdered` once it has been ordered.
 * Every service that changes a cart goes through here (or through
 * `changeOwnedCart`), so an Ordered cart takes no change, however the calls
 * race with its checkout, and the cart's open payment session is closed
 * first: it may pay only for the cart as it was priced (payments/retire.ts).
 * With no `reason` the session is left to the caller (a checkout may hand
 * it back). Answers the cart's row as locked.
 */
export async function lockCart(tx: Tx, cartId: string, reason: string | null = REASONS.changed): Promise<CartRow> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!row) throw notFound(CART_NOT_FOUND);
  requireActive(row.state);
  if (!reason || !row.paymentSessionId) return row;
  await retireSession(tx, { cartId, sessionId: row.paymentSessionId, reason });
  return { ...row, paymentSessionId: null };
}

/** Closes the open payment session of a cart just locked for a change (see lockCart). */
async function retireOpenSession(run: StatementTarget, cart: CartRow): Promise<void> {
  if (cart.paymentSessionId && cart.state === 'Active') await retireSession(run, { cartId: cart.id, sessionId: cart.paymentSessionId, reason: REASONS.changed });
}

/**
 * Removes a cart that has been merged into another or replaced while empty.
 * A cart that ever opened a payment session keeps its row (the session's
 * record, and any refund, name it): it becomes `state` with a new random
 * anonymous id, so nothing reaches it any more.
 */
export async function discardCart(tx: Tx, cartId: string, state: 'Merged' | 'Discarded'): Promise<void> {
  const [paid] = await tx.select({ id: paymentSessions.id }).from(paymentSessions).where(eq(paymentSessions.cartId, cartId)).limit(1);
  if (!paid) {
    await tx.delete(carts).where(eq(carts.id, cartId));
    return;
  }
  await tx.delete(cartLineItems).where(eq(cartLineItems.cartId, cartId));
  await tx.delete(cartCustomLineItems).where(eq(cartCustomLineItems.cartId, cartId));
  await tx
    .update(carts)
    .set({ state, anonymousId: randomBytes(24).toString('base64url'), customerId: null, paymentSessionId: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** A cart takes changes and checkouts only while Active: 409 `cartSaved` while saved for later, `cartOrdered` once ordered. */
export function requireActive(state: string): void {
  if (state === 'Saved') throw conflict(CART_SAVED, PROBLEM_TYPES.cartSaved);
  if (state !== 'Active') throw cartOrdered();
}

/** How many items the cart holds towards its line limit: product lines and custom products alike. */
export async function cartItemCount(tx: Pick<Db, 'select'>, cartId: string): Promise<number> {
  const [lines, custom] = await Promise.all([
    tx.select({ id: cartLineItems.id }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId)),
    tx.select({ id: cartCustomLineItems.id }).from(cartCustomLineItems).where(eq(cartCustomLineItems.cartId, cartId)),
  ]);
  return lines.length + custom.length;
}

/** The cart, only for the holder of its anonymous id; anybody else gets the same 404 as for a cart that does not exist. */
export async function ownedCart(db: Db, cartId: string, anonymousId: string | undefined): Promise<CartRow> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId)) throw notFound(CART_NOT_FOUND);
  return ownedRow(cartId, CART_NOT_FOUND, () =>
    db
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.anonymousId, anonymousId)))
      .limit(1),
  );
}

/**
 * Opens a change to the caller's cart in one statement: locks its row until
 * the transaction ends (as `lockCart`), stamps its `updatedAt` and answers
 * the row, its open payment session closed (see lockCart). Anybody but the
 * holder of its anonymous id gets the 404 of `ownedCart`. The cart's state is left to the caller to check (with
 * `requireActive`), so it can keep the order in which its problems are
 * answered; a problem thrown afterwards rolls the stamp back with the rest.
 */
export async function lockOwnedCart(tx: Tx, cartId: string, anonymousId: string | undefined): Promise<CartRow> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId) || !UUID_PATTERN.test(cartId)) throw notFound(CART_NOT_FOUND);
  const [row] = cartRows(await lockOwned(tx, { cartId, anonymousId, now: new Date().toISOString() }));
  if (!row) throw notFound(CART_NOT_FOUND);
  await retireOpenSession(tx, row);
  return row;
}

const cartRows = tableRows(carts);
const lockOwned = namedStatement<{ cartId: string; anonymousId: string; now: string }>(
  'cart_lock_owned',
  sql`update ${carts} set updated_at = ${sql.placeholder('now')}
    where id = ${sql.placeholder('cartId')} and anonymous_id = ${sql.placeholder('anonymousId')}
    returning ${allColumns(carts)}`,
);

/**
 * Runs a change to the caller's cart in a transaction that first locks,
 * owner-checks and stamps the cart as `lockOwnedCart` does (404 to anybody
 * else), then hands `change` the cart's row and a runner for named
 * statements. On Postgres the transaction's BEGIN and the lock go to the
 * server in one message (the ids, checked against their patterns above,
 * are the only values written into its text), and the transaction holds
 * a pool connection of its own; on PGlite it is an ordinary transaction.
 * A problem thrown by `change` rolls everything back.
 */
export async function changeOwnedCart<T>(db: Db, cartId: string, anonymousId: string | undefined, change: (run: StatementTarget, cart: CartRow) => Promise<T>): Promise<T> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId) || !UUID_PATTERN.test(cartId)) throw notFound(CART_NOT_FOUND);
  const pool = databaseOf(db)?.pool;
  if (!pool) return db.transaction(async (tx) => change(tx, await lockOwnedCart(tx, cartId, anonymousId)));
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const now = new Date().toISOString();
    const opened = (await client.query({
      text: `begin; update carts set updated_at = '${now}' where id = '${cartId}' and anonymous_id = '${anonymousId}' returning ${CART_COLUMNS}`,
      types: textDates(client),
    })) as unknown as { rows: Record<string, unknown>[] }[];
    const [cart] = cartRows(opened[1]!.rows);
    if (!cart) throw notFound(CART_NOT_FOUND);
    const run = connectionRunner(client);
    await retireOpenSession(run, cart);
    const result = await change(run, cart);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.release(broken);
  }
}

const CART_COLUMNS = Object.values(getTableColumns(carts))
  .map((column) => `"${column.name}"`)
  .join(', ');

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

export interface CartContents {
  lines: LineRow[];
  addons: LineAddonRow[];
  adjustments: AdjustmentRow[];
  customLines: CustomLineRow[];
  /** The applied codes, in the order applied. */
  promoCodes: PromoCodeRow[];
}

const lineRows = tableRows(cartLineItems);
const addonRows = tableRows(cartLineItemAddons);
const adjustmentRows = tableRows(cartLineAdjustments);
const customLineRows = tableRows(cartCustomLineItems);
const promoCodeRows = tableRows(promoCodes);

/** The select list of a cart's contents, the cart's id being `c.id`. */
const contentsColumns = sql`
    (select json_agg(l order by l.seq) from ${cartLineItems} l where l.cart_id = c.id) as lines,
    (select json_agg(a order by a.seq) from ${cartLineItemAddons} a join ${cartLineItems} al on al.id = a.line_item_id where al.cart_id = c.id) as addons,
    (select json_agg(j order by j.seq) from ${cartLineAdjustments} j join ${cartLineItems} jl on jl.id = j.line_item_id where jl.cart_id = c.id) as adjustments,
    (select json_agg(u order by u.seq) from ${cartCustomLineItems} u where u.cart_id = c.id) as custom_lines,
    (select json_agg(p order by cp.applied_at) from ${cartPromoCodes} cp join ${promoCodes} p on p.id = cp.promo_code_id where cp.cart_id = c.id) as promo_codes`;
const theCart = sql`(select ${sql.placeholder('cartId')}::uuid as id) c`;

type JsonRows = Record<string, unknown>[] | null;
type ContentsRow = { lines: JsonRows; addons: JsonRows; adjustments: JsonRows; custom_lines: JsonRows; promo_codes: JsonRows };

const contentsFrom = (row: ContentsRow): CartContents => ({
  lines: lineRows(row.lines),
  addons: addonRows(row.addons),
  adjustments: adjustmentRows(row.adjustments),
  customLines: customLineRows(row.custom_lines),
  promoCodes: promoCodeRows(row.promo_codes),
});

const contentsOf = namedStatement<{ cartId: string }>('cart_contents', sql`select ${contentsColumns} from ${theCart}`);

/**
 * Everything in the cart, each kind in the order it was added, read in one
 * statement. Run under the cart's lock it is exactly what the change that
 * follows works on, and what the answer is built from.
 */
export async function cartContents(db: StatementTarget, cartId: string): Promise<CartContents> {
  const [row] = (await contentsOf(db, { cartId })) as ContentsRow[];
  return contentsFrom(row!);
}

/**
 * A change to a cart made in the same statement that reads its contents
 * (one round trip, under the cart's lock, which the caller holds): `changes`
 * are data-modifying statements. The contents are read as they were before
 * the change (a statement does not see its own writes): the caller applies
 * the change to them, and checks its rules on them, throwing to roll the
 * change back. Answers the contents, and with `answersRows` the rows the
 * first change returned (it then has a `returning` list).
 */
export function changeWithContents<Input extends { cartId: string }>(name: string, changes: [SQL, ...SQL[]], { answersRows = false } = {}) {
  const ctes = sql.join(
    changes.map((change, n) => sql`${sql.identifier(`change_${n}`)} as (${change})`),
    sql`, `,
  );
  const changed = answersRows ? sql`(select json_agg(change_0) from change_0)` : sql`null`;
  const statement = namedStatement<Input>(name, sql`with ${ctes} select ${changed} as changed, ${contentsColumns} from ${theCart}`);
  return async (tx: StatementTarget, input: Input): Promise<{ changed: Record<string, unknown>[]; contents: CartContents }> => {
    const [row] = (await statement(tx, input)) as (ContentsRow & { changed: JsonRows })[];
    return { changed: row!.changed ?? [], contents: contentsFrom(row!) };
  };
}

/** The line rows a statement answered. */
export const lineRowsOf = lineRows;

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
  return ownedRow(customLineItemId, 'This cart has no such custom item.', () =>
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
