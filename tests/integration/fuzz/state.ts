import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';

/**
 * Tables a refused request may still write, by design: failed sign-ins are
 * counted (that is the throttle); the right password of an unconfirmed
 * account is refused (403) and sends the confirmation link again (a token,
 * an email, a count for the per-recipient limit); app_meta holds process
 * bookkeeping.
 */
const WRITTEN_WHEN_REFUSED = new Set(['sign_in_failures', 'email_tokens', 'email_outbox', 'rate_limit_events', 'app_meta', '__drizzle_migrations']);
/** Large reference tables (suburbs, catalogue) are compared by row count only, to keep each check fast. */
const REFERENCE = new Set([
  'suburbs',
  'store_suburbs',
  'countries',
  'products',
  'product_variants',
  'product_facets',
  'search_terms',
  'addons',
  'addon_categories',
  'store_trading_hours',
  'member_resources',
]);

type Rows = { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: Rows) => (Array.isArray(result) ? result : (result.rows ?? []));

/**
 * A fingerprint of every table's rows: equal fingerprints mean no row was
 * added, removed or changed. A table's is its row count and the newest
 * `xmin` (the transaction that wrote a row) among its rows: a committed
 * insert or update writes a row with a newer `xmin` than any before it, and
 * a delete lowers the count (a delete and an insert together leave the
 * inserted row's `xmin`). Stricter than comparing the rows' text: an update
 * that wrote the same values back is a change too. A rolled-back write
 * leaves neither.
 */
export async function stateFingerprint(database: Database): Promise<Record<string, string>> {
  const union = sql.raw(await fingerprintQuery(database));
  // On Postgres without parallel workers: starting them for each table's scan took three times as long as the scans.
  const result =
    database.kind === 'postgres'
      ? await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
          return rowsOf((await tx.execute(union)) as Rows);
        })
      : rowsOf((await database.db.execute(union)) as Rows);
  return Object.fromEntries(result.map((row) => [String(row.t), String(row.f)]));
}

/** The fingerprint's statement, made once per database: its tables do not change while tests run. */
const queries = new WeakMap<Database, Promise<string>>();
function fingerprintQuery(database: Database): Promise<string> {
  let query = queries.get(database);
  if (!query) queries.set(database, (query = unionOfTables(database)));
  return query;
}

async function unionOfTables(database: Database): Promise<string> {
  const tables = rowsOf((await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as Rows)
    .map((row) => String(row.table_name))
    .filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
  return tables
    .map((name) =>
      REFERENCE.has(name)
        ? `select '${name}' as t, count(*)::text as f from "${name}" x`
        : `select '${name}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${name}" x`,
    )
    .join(' union all ');
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
