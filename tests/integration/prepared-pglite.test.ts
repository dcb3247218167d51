import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from '../../src/server/db/prepared-pglite';

/**
 * The embedded database keeps statements prepared (src/server/db/prepared-pglite.ts):
 * its answers must be PGlite's own, whatever the statement, its types, its errors
 * and how many statements have been run. Runs once, in the PGlite project.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite with statements kept prepared', () => {
  let prepared: PreparedPGlite;
  let plain: PGlite;
  const setup = `create table t (id int primary key, name text, at timestamptz, day date, j jsonb, tags text[], price numeric(8,2), ok boolean);
    insert into t values (1, 'one', '2026-11-27 10:00:00+11', '2026-11-27', '{"a": [1, 2]}', '{x,y}', 12.50, true), (2, null, null, null, null, null, null, false);`;

  beforeAll(async () => {
    prepared = new PreparedPGlite('memory://');
    plain = new PGlite('memory://');
    await Promise.all([prepared.waitReady, plain.waitReady]);
    await prepared.exec(setup);
    await plain.exec(setup);
  });
  afterAll(async () => {
    await prepared.close();
    await plain.close();
  });

  /** The same call on both, answered alike. */
  const same = async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
    const [ours, theirs] = [await prepared.query(text, params, options), await plain.query(text, params, options)];
    expect(ours).toEqual(theirs);
    return ours;
  };

  it('answers rows, types, nulls and counts as PGlite does, in both row modes, run after run', async () => {
    for (let run = 0; run < 8; run++) {
      await same('select * from t where id = $1 or $2::boolean order by id', [1, run % 2 === 0]);
      await same('select * from t order by id', [], { rowMode: 'array' });
    }
    const rows = await same('select id, at, j, tags from t where id = $1', [1], { parsers: { 1184: (value: string) => `text:${value}` } });
    expect(rows.rows).toEqual([{ id: 1, at: 'text:2026-11-26 23:00:00+00', j: { a: [1, 2] }, tags: ['x', 'y'] }]);
    await same('select $1::text[] as list, $2::jsonb as doc, $3::timestamptz as at', [['a', 'b'], { k: 1 }, new Date('2026-11-27T00:00:00Z')]);
    // Parsed once, run as often as asked.
    const statements = await prepared.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.rows.filter((row) => row.statement === 'select * from t order by id')).toHaveLength(1);
  });

  it('counts what a write changed, and writes as PGlite does', async () => {
    const inserted = await same('insert into t (id, name) values ($1, $2), ($3, $4)', [10, 'ten', 11, 'eleven']);
    expect(inserted.affectedRows).toBe(2);
    const updated = await same('update t set name = $1 where id >= $2 returning id, name', ['many', 10]);
    expect(updated.rows).toHaveLength(2);
    expect((await same('delete from t where id >= $1', [10])).affectedRows).toBe(2);
  });

  it('throws the database error with its code, and the next call works', async () => {
    const failing = (db: PGlite) => db.query('select id from t where id = $1', ['not a number']);
    const [ours, theirs] = await Promise.all([failing(prepared).catch((e: unknown) => e), failing(plain).catch((e: unknown) => e)]);
    expect(ours).toMatchObject({ code: '22P02', message: (theirs as Error).message, query: 'select id from t where id = $1' });
    await expect(prepared.query('select id frm t')).rejects.toMatchObject({ code: '42601' });
    expect((await prepared.query('select id from t where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  });

  it('runs prepared statements inside a transaction, and rolls them back with it', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('insert into t (id, name) values ($1, $2)', [20, 'twenty']);
        expect((await tx.query('select name from t where id = $1', [20])).rows).toEqual([{ name: 'twenty' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await prepared.query('select name from t where id = $1', [20])).rows).toEqual([]);
    await prepared.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [21, 'kept']);
    });
    expect((await prepared.query('select name from t where id = $1', [21])).rows).toEqual([{ name: 'kept' }]);
  });

  it('never lets a query in between a transaction’s statements', async () => {
    await prepared.exec('create table counter (id int primary key, n int not null); insert into counter values (1, 0)');
    const add = () => prepared.query('update counter set n = n + $1 where id = $2', [1, 1]);
    // A write let into a transaction that then rolls back would be lost with it.
    const sentDuring: Promise<unknown>[] = [];
    const abandoned = () =>
      prepared
        .transaction(async (tx) => {
          await tx.query('update counter set n = n + $1 where id = $2', [1000, 1]);
          sentDuring.push(add());
          await new Promise((resolve) => setImmediate(resolve));
          await tx.query('select n from counter where id = $1', [1]);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? abandoned() : add())));
    await Promise.all(sentDuring);
    expect((await prepared.query('select n from counter where id = $1', [1])).rows).toEqual([{ n: 20 }]);
  });

  it('lets none of PGlite’s own calls in between a transaction’s statements either', async () => {
    await prepared.exec('create table tally (id int primary key, n int not null); insert into tally values (1, 0)');
    let sent: Promise<unknown> | undefined;
    await prepared
      .transaction(async (tx) => {
        await tx.query('update tally set n = n + $1 where id = $2', [1000, 1]);
        sent = prepared.exec('update tally set n = n + 1 where id = 1');
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await sent;
    expect((await prepared.query('select n from tally where id = $1', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('refuses statements once closed, as PGlite does', async () => {
    const closed = new PreparedPGlite('memory://');
    await closed.waitReady;
    await closed.close();
    await expect(closed.query('select 1')).rejects.toThrow('PGlite is closed');
    await expect(closed.transaction((tx) => tx.query('select 1'))).rejects.toThrow('PGlite is closed');
  });

  it('reaches PGlite through its public API only', () => {
    // Members whose names start with an underscore are PGlite's own (its private API), which changes without notice.
    const source = readFileSync('src/server/db/prepared-pglite.ts', 'utf8');
    expect(source.match(/\b(?:this|super|tx)\._\w+/g) ?? []).toEqual([]);
  });

  it('keeps answering once more statements have run than it keeps', async () => {
    const many = PreparedPGlite.STATEMENTS_KEPT + 20;
    for (let n = 0; n < many; n++) expect((await prepared.query(`select $1::int + ${n} as sum`, [1])).rows).toEqual([{ sum: n + 1 }]);
    expect((await prepared.query('select $1::int + 0 as sum', [5])).rows).toEqual([{ sum: 5 }]);
    const kept = await prepared.query<{ count: number }>(`select count(*)::int as count from pg_prepared_statements`);
    expect(kept.rows[0]!.count).toBeLessThanOrEqual(PreparedPGlite.STATEMENTS_KEPT + 1);
  });

  it('prepares a statement again when its table changes shape', async () => {
    await prepared.exec('create table shape (id int)');
    await prepared.query('select * from shape where id = $1', [1]);
    await prepared.exec('alter table shape add column extra text');
    await prepared.query('select * from shape where id = $1', [1]).catch(() => undefined);
    expect((await prepared.query('select * from shape where id = $1', [1])).fields.map((field) => field.name)).toEqual(['id', 'extra']);
    // The stale statement was closed, not left behind.
    const statements = await prepared.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.rows.filter((row) => row.statement === 'select * from shape where id = $1')).toHaveLength(1);
  });
});
