import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** `SET col = excluded.col` for every column but the ones named (for upserts by natural key). */
export function excludedSet<T extends PgTable>(table: T, keep: string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(property) || (column as { generated?: unknown }).generated) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
