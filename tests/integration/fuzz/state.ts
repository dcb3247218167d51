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

/** A fingerprint of every table's rows: equal fingerprints mean no row was added, removed or changed. */
export async function stateFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf((await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as Rows)
    .map((row) => String(row.table_name))
    .filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
  const union = tables
    .map((name) =>
      REFERENCE.has(name)
        ? `select '${name}' as t, count(*)::text as f from "${name}" x`
        : `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as f from "${name}" x`,
    )
    .join(' union all ');
  const result = rowsOf((await database.db.execute(sql.raw(union))) as Rows);
  return Object.fromEntries(result.map((row) => [String(row.t), String(row.f)]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
