import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client';

/**
 * Hot statements built once (docs/adr/0511-cart-writes-in-five-statements.md).
 * The query builder turns a statement into text on every call; for the few
 * statements every cart change runs, that was a tenth of the API's time
 * under load. A `namedStatement` is written with drizzle's `sql` template
 * (tables and columns by reference, inputs as `sql.placeholder`), made into
 * text when the module loads, and run as a named prepared statement: each
 * connection parses and plans it once. It answers rows as the driver gives
 * them, column names as keys; `tableRows` maps them to the table's own row
 * type. PGlite runs the same text.
 */

const dialect = new PgDialect();

/** The statement's runner, for `db` or a transaction: its inputs by placeholder name, its rows as the driver answers them. */
export type NamedStatement<Input extends object> = (db: Pick<Db, '_'>, input: Input) => Promise<Record<string, unknown>[]>;

export function namedStatement<Input extends object>(name: string, statement: SQL): NamedStatement<Input> {
  const query = dialect.sqlToQuery(statement);
  return async (db, input) => rowsOf<Record<string, unknown>>(await db._.session.prepareQuery(query, undefined, name, false).execute(input as Record<string, unknown>));
}

/** Every column of a table by its database name, for a `returning` list (a `*` would tie a prepared plan to today's columns). */
export const allColumns = (table: PgTable): SQL =>
  sql.join(
    Object.values(getTableColumns(table)).map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/**
 * Maps rows keyed by a table's column names (a statement's answer, or rows
 * a statement answered as JSON) to the table's own row type, each value as
 * the query builder would map it.
 */
export function tableRows<T extends PgTable>(table: T): (rows: readonly Record<string, unknown>[] | null) => T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (rows) =>
    (rows ?? []).map((row) => {
      const mapped: Record<string, unknown> = {};
      for (const { key, name, column } of columns) {
        const value = row[name];
        mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return mapped as T['$inferSelect'];
    });
}
