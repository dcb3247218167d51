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
 * Locks the caller's cart for a change in one statement: locks its row until
 * the transaction ends (as `lockCart`), stamps its `updatedAt` and answers
 * the row. Anybody but the holder of its anonymous id gets the 404 of
 * `ownedCart`. The cart's state is left to the caller to check (with
 * `requireActive`), so it can keep the order in which its problems are
 * answered; a problem thrown afterwards rolls the stamp back with the rest.
 */
async function lockOwnedCart(tx: Tx, cartId: string, anonymousId: string): Promise<CartRow> {
  const [row] = cartRows(await lockOwned(tx, { cartId, anonymousId, now: new Date().toISOString() }));
  if (!row) throw noSuchCart();
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
 * The first statement of a cart change (docs/adr/0800): it writes and reads
 * the cart by the id asked for, and needs nothing of the cart's row, so it
 * can go to the database with the lock.
 */
export type Opening<F> = (run: StatementTarget) => Promise<F>;

/**
 * Runs a change to the caller's cart in one transaction: locks, owner-checks
 * and stamps the cart (`lockOwnedCart`: 404 to anybody else), runs
 * `opening`, closes the cart's open payment session (it may pay only for the
 * cart as it was priced, see lockCart), then hands `change` the cart's row,
 * what `opening` answered and a runner for named statements. A problem
 * thrown by either rolls everything back.
 *
 * On Postgres the BEGIN, the lock and `opening` go to the server at once, in
 * one round trip (the pool's connections pipeline their queries): the
 * opening runs after the lock is held, as a statement of its own, so it
 * reads what every earlier holder of the lock committed. It runs even when
 * the lock found no cart of the caller's; it is then rolled back unanswered
 * (a 404). The ids, checked against their patterns here, are the only
 * values written into the lock's text. On PGlite, which answers in-process,
 * it is an ordinary transaction, and the opening runs only on a cart the
 * lock found.
 */
export async function changeOwnedCart<F, T>(
  db: Db,
  cartId: string,
  anonymousId: string | undefined,
  opening: Opening<F>,
  change: (run: StatementTarget, cart: CartRow, opened: F) => Promise<T>,
): Promise<T> {
  if (!anonymousId || !ANONYMOUS_ID_PATTERN.test(anonymousId) || !UUID_PATTERN.test(cartId)) throw noSuchCart();
  const pool = databaseOf(db)?.pool;
  if (!pool)
    return db.transaction(async (tx) => {
      const cart = await lockOwnedCart(tx, cartId, anonymousId);
      const opened = await opening(tx);
      await retireOpenSession(tx, cart);
      return change(tx, cart, opened);
    });
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const now = new Date().toISOString();
    const locking = client.query({
      text: `begin; update carts set updated_at = '${now}' where id = '${cartId}' and anonymous_id = '${anonymousId}' returning ${CART_COLUMNS}`,
      types: textDates(client),
    }) as unknown as Promise<{ rows: Record<string, unknown>[] }[]>;
    const run = connectionRunner(client);
    const writing = opening(run);
    // Answered only once the lock has found the caller's cart: otherwise what it did is rolled back unread.
    writing.catch(() => undefined);
    const [cart] = cartRows((await locking)[1]!.rows);
    if (!cart) throw noSuchCart();
    const opened = await writing;
    await retireOpenSession(run, cart);
    const result = await change(run, cart, opened);
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
