import { getTableColumns, eq, sql } from 'drizzle-orm';
import { databaseOf, type Db } from '../db/client';
import { allColumns, connectionRunner, namedStatement, tableRows, textDates } from '../db/statements';
import { carts } from '../db/schema/index';
import { UUID_PATTERN } from '../http/owned-row';
import { REASONS, retireSession } from '../payments/retire';
import { noSuchCart, requireActive } from './problems';
import { ANONYMOUS_ID_PATTERN } from './queries';
import type { CartRow, StatementTarget, Tx } from './rows';

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
  if (!row) throw noSuchCart();
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
 * Opens a change to the caller's cart in one statement: locks its row until
 * the transaction ends (as `lockCart`), stamps its `updatedAt` and answers
 * the row, its open payment session closed (see lockCart). Anybody but the
 * holder of its anonymous id gets the 404 of `ownedCart`. The cart's state is left to the caller to check (with
 * `requireActive`), so it can keep the order in which its problems are
 * answered; a problem thrown afterwards rolls the stamp back with the rest.
 */
export async function lockOwnedCart(tx: Tx, cartId: string, anonymousId: string | undefined): Promise<CartRow> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId) || !UUID_PATTERN.test(cartId)) throw noSuchCart();
  const [row] = cartRows(await lockOwned(tx, { cartId, anonymousId, now: new Date().toISOString() }));
  if (!row) throw noSuchCart();
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
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId) || !UUID_PATTERN.test(cartId)) throw noSuchCart();
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
    if (!cart) throw noSuchCart();
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
