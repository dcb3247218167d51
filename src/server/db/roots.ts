import type { Db } from './client';

/** Each transaction begun on a database opened by `openDatabase` (at any depth), to that database. */
const roots = new WeakMap<object, Db>();

/** Each transaction or savepoint to the handle it was begun on. */
const parents = new WeakMap<object, Db>();

/** The database `db` belongs to: itself, or the one whose transaction (or a savepoint inside one) it is. */
export const rootOf = (db: Db): Db => roots.get(db) ?? db;

/** `db` and every transaction it is nested in, innermost first, ending at its database. */
export function lineageOf(db: Db): Db[] {
  const line = [db];
  for (let parent = parents.get(db); parent; parent = parents.get(parent)) line.push(parent);
  return line;
}

/**
 * Makes every transaction begun on `db`, and every savepoint begun inside
 * one, answer `rootOf` with `root`: a cache of the database's data keyed by
 * the database then serves code that is handed a transaction too, instead
 * of reading everything again inside each one (docs/adr/0795).
 */
export function trackTransactions(db: Db, root: Db = db): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    begin((tx) => {
      roots.set(tx, root);
      parents.set(tx, db);
      trackTransactions(tx as unknown as Db, root);
      return work(tx);
    }, config)) as Db['transaction'];
}
