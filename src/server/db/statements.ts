import { fillPlaceholders, getTableColumns, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client';

/**
 * Hot statements built once (docs/adr/0511-cart-writes-in-three-round-trips.md).
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

/** Runs a named statement's text with its inputs: on a Postgres connection held for a transaction, for instance. */
export interface StatementRunner {
  run(name: string, query: Query, input: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/** The statement's runner, for `db`, a transaction or a `StatementRunner`: its inputs by placeholder name, its rows as the driver answers them. */
export type NamedStatement<Input extends object> = (db: Pick<Db, '_'> | StatementRunner, input: Input) => Promise<Record<string, unknown>[]>;

export function namedStatement<Input extends object>(name: string, statement: SQL): NamedStatement<Input> {
  const query = dialect.sqlToQuery(statement);
  return async (db, input) => {
    if ('run' in db) return db.run(name, query, input as Record<string, unknown>);
    return rowsOf<Record<string, unknown>>(await db._.session.prepareQuery(query, undefined, name, false).execute(input as Record<string, unknown>));
  };
}

/** Dates and timestamps are answered as text, as the query builder reads them (`tableRows` maps them). */
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186]);
const asText = (value: string) => value;
export const textDates = (client: import('pg').PoolClient) => ({
  getTypeParser: (oid: number, format?: string) => (TEXT_TYPES.has(oid) ? asText : client.getTypeParser(oid, format as 'text')),
});

/** A runner on one Postgres connection (a transaction's). */
export function connectionRunner(client: import('pg').PoolClient): StatementRunner {
  const types = textDates(client);
  return {
    run: async (name, query, input) => (await client.query({ name, text: query.sql, values: fillPlaceholders(query.params, input), types })).rows as Record<string, unknown>[],
  };
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
