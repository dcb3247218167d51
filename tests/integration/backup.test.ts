import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index';
import { rowsOf, type Db } from '../../src/server/db/client';
import { orders, productVariants, promoCodes, users } from '../../src/server/db/schema/index';
import { freshStore, KIND, type Store } from './process-fixtures';

/**
 * `npm run backup` and `npm run restore` on the database the shop runs on
 * (a PGlite folder, or a Postgres database): back up, change, restore, and
 * the database is what it was at the backup, row for row.
 */

const dir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
let store: Store;

/** Runs one of the shop's scripts as the operator would, on the test's database. */
function script(name: 'backup' | 'restore', file: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, file], {
    env: { ...process.env, ...store.env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** What the round trip must bring back: prices, accounts, orders and codes, read in a fixed order. */
async function snapshot(db: Db) {
  return {
    prices: await db.select({ key: productVariants.key, price: productVariants.priceCents }).from(productVariants).orderBy(asc(productVariants.key)),
    users: await db.select({ email: users.email, roles: users.roles }).from(users).orderBy(asc(users.email)),
    orders: rowsOf(await db.execute(sql`select count(*)::int as n, coalesce(sum(${orders.totalCents}), 0)::bigint as total from ${orders}`)),
    codes: await db.select({ code: promoCodes.code, description: promoCodes.description, percent: promoCodes.percent }).from(promoCodes).orderBy(asc(promoCodes.code)),
  };
}

async function withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const database = await store.open();
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  store = await freshStore(dir);
  await withDatabase((db) => seedDatabase(db));
}, 120_000);

afterAll(async () => {
  await store.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${KIND})`, () => {
  it('brings back the database as it was at the backup after it has changed', async () => {
    const before = await withDatabase(snapshot);
    const file = join(dir, KIND === 'pglite' ? 'shop.tar.gz' : 'shop.dump');
    const backup = script('backup', file);
    expect(backup.out).toContain('Backed up');
    expect(backup.status).toBe(0);
    expect(existsSync(file)).toBe(true);

    await withDatabase(async (db) => {
      await db.update(productVariants).set({ priceCents: 1 }).where(eq(productVariants.key, before.prices[0]!.key));
      await db.update(promoCodes).set({ description: 'Changed after the backup' }).where(eq(promoCodes.code, before.codes[0]!.code));
      await db.update(users).set({ roles: [] }).where(eq(users.email, before.users[0]!.email));
    });
    expect(await withDatabase(snapshot)).not.toEqual(before);

    const restore = script('restore', file);
    expect(restore.out).toContain('Restored');
    expect(restore.status).toBe(0);
    expect(await withDatabase(snapshot)).toEqual(before);
    // A PGlite folder it replaced is kept beside the restored one.
    if (KIND === 'pglite') expect(readdirSync(dir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 240_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const before = await withDatabase(snapshot);
    const restore = script('restore', join(dir, 'no-such-backup.dump'));
    expect(restore.status).toBe(1);
    expect(restore.out).toContain('There is no backup at');
    expect(await withDatabase(snapshot)).toEqual(before);
  }, 120_000);

  it.runIf(KIND === 'pglite')(
    'refuses to back up or restore a PGlite database another process has open',
    async () => {
      const file = join(dir, 'while-open.tar.gz');
      const open = await store.open();
      try {
        // The test's own process holds the folder: the scripts, other processes, are refused.
        const backup = script('backup', file);
        expect(backup.status).toBe(1);
        expect(backup.out).toContain('stop the shop first');
        expect(existsSync(file)).toBe(false);
        const restore = script('restore', join(dir, 'shop.tar.gz'));
        expect(restore.status).toBe(1);
        expect(restore.out).toContain('stop the shop first');
      } finally {
        await open.close();
      }
    },
    120_000,
  );
});
