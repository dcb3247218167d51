import pg from 'pg';
import type { Acknowledged } from './journey';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** A query on the rehearsal's database: its rows. */
export type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;
/** Runs `read` with a query on the rehearsal's database, opened for it and closed after. */
export type Reader = <R>(read: (query: Query) => Promise<R>) => Promise<R>;

/** Reads the Postgres at `url` (while the shop runs). */
export const postgresReader =
  (url: string): Reader =>
  async (read) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await read(async <T>(text: string, params: unknown[]) => (await client.query(text, params)).rows as T[]);
    } finally {
      await client.end();
    }
  };

/** Reads the PGlite in `dataDir`: only once the shop has stopped, since one process at a time may open it. */
export const pgliteReader =
  (dataDir: string): Reader =>
  async (read) => {
    const { openDatabase } = await import('../../../src/server/db/client');
    const database = await openDatabase({ dataDir });
    try {
      const { pglite } = database.connection as { pglite: import('@electric-sql/pglite').PGlite };
      return await read(async <T>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows);
    } finally {
      await database.close();
    }
  };

/** The order numbers of payment sessions, from the database (a shopper may not have seen every one: the confirmation failed in a fault). */
export async function orderNumbersOf(query: Query, sessions: string[]): Promise<Map<string, string>> {
  const rows = await query<{ id: string; order_number: string }>('select s.id, o.order_number from payment_sessions s join orders o on o.id = s.order_id where s.id = any($1::text[])', [sessions]);
  return new Map(rows.map((row) => [row.id, row.order_number]));
}

/** How long past its window an open offer may wait for the expiry job before it counts as stuck. */
const OFFER_GRACE_SECONDS = 30;

/**
 * After the morning, read straight from the database (not through the shop):
 * every cart change a shopper was told was made is there; every payment the
 * sandbox took has its order, and only one; every order a shopper was shown
 * is there; and no offer is stuck (open past its time without having been
 * passed on).
 */
export async function checkConsistency(query: Query, acked: Acknowledged, since: Date): Promise<Check[]> {
  const checks: Check[] = [];

  const cartIds = [...new Set([...acked.lines.keys(), ...acked.addons.keys()])];
  const lineRows = await query<{ id: string; cart_id: string; quantity: number }>('select id, cart_id, quantity from cart_line_items where cart_id = any($1::uuid[])', [cartIds]);
  const addonRows = await query<{ line_item_id: string; addon_id: string; quantity: number }>(
    'select a.line_item_id, a.addon_id, a.quantity from cart_line_item_addons a join cart_line_items l on l.id = a.line_item_id where l.cart_id = any($1::uuid[])',
    [cartIds],
  );
  const lineQuantity = new Map(lineRows.map((row) => [row.id, row.quantity]));
  const addonQuantity = new Map(addonRows.map((row) => [`${row.line_item_id}/${row.addon_id}`, row.quantity]));
  let changes = 0;
  const missing: string[] = [];
  for (const [cartId, lines] of acked.lines)
    for (const [lineId, quantity] of lines) {
      changes++;
      if (lineQuantity.get(lineId) !== quantity) missing.push(`cart ${cartId} line ${lineId}: ${quantity} acknowledged, ${lineQuantity.get(lineId) ?? 'none'} kept`);
    }
  for (const [cartId, addons] of acked.addons)
    for (const [key, quantity] of addons) {
      changes++;
      // A change whose answer was lost may have been kept: either value is consistent with what the shopper was told.
      const kept = addonQuantity.get(key);
      if (kept !== quantity && !(kept !== undefined && acked.addonsInDoubt.get(key) === kept))
        missing.push(`cart ${cartId} add-on ${key}: ${quantity} acknowledged, ${addonQuantity.get(key) ?? 'none'} kept`);
    }
  checks.push({
    name: 'every acknowledged cart change is in the database',
    pass: missing.length === 0,
    detail: `${changes - missing.length} of ${changes} lines and add-on quantities${missing.length ? `; ${missing.slice(0, 3).join('; ')}` : ''}`,
  });

  const sessions = [...acked.paid.keys()];
  const paidRows = await query<{ id: string; status: string; order_id: string | null; order_number: string | null; orders_of_cart: string }>(
    `select s.id, s.status, s.order_id, o.order_number,
                (select count(*) from orders c where c.cart_id = s.cart_id)::text as orders_of_cart
           from payment_sessions s left join orders o on o.id = s.order_id
          where s.id = any($1::text[])`,
    [sessions],
  );
  const byId = new Map(paidRows.map((row) => [row.id, row]));
  const unordered = sessions.filter((id) => {
    const row = byId.get(id);
    return !row || row.status !== 'paid' || !row.order_number || row.orders_of_cart !== '1';
  });
  checks.push({
    name: 'every acknowledged payment has its order (exactly one)',
    pass: unordered.length === 0,
    detail: `${sessions.length - unordered.length} of ${sessions.length} paid sessions${unordered.length ? `; without exactly one order: ${unordered.slice(0, 3).join(', ')}` : ''}`,
  });
  // Every paid session of the morning, acknowledged or not (a payment whose answer was lost in a fault), has an order or a refund.
  const [orphaned] = await query<{ n: string }>(
    `select count(*)::text as n from payment_sessions s
          where s.status = 'paid' and s.created_at >= $1 and s.order_id is null and not exists (select 1 from payment_refunds r where r.session_id = s.id)`,
    [since],
  );
  const orphans = orphaned!.n;
  checks.push({ name: 'every paid session in the database has an order or a refund', pass: orphans === '0', detail: `${orphans} without` });

  const shown = [...acked.orders.values()];
  const found = (await query<{ order_number: string }>('select order_number from orders where order_number = any($1::text[])', [shown])).length;
  checks.push({ name: 'every order a shopper was shown is in the database', pass: found === shown.length, detail: `${found} of ${shown.length}` });

  const [stuck] = await query<{ n: string; stalled: string }>(
    `select (select count(*) from order_allocations where outcome is null and offered_at >= $2 and expires_at < now() - make_interval(secs => $1))::text as n,
                (select count(*) from orders where workflow_status = 'Ready For Allocation' and created_at >= $2 and updated_at < now() - interval '2 minutes')::text as stalled`,
    [OFFER_GRACE_SECONDS, since],
  );
  checks.push({
    name: 'no offer is stuck (open past its window without passing on)',
    pass: stuck!.n === '0' && stuck!.stalled === '0',
    detail: `${stuck!.n} offers open more than ${OFFER_GRACE_SECONDS} s past their window; ${stuck!.stalled} orders waiting for allocation over 2 min`,
  });
  return checks;
}
