import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { config } from '../src/server/config';
import { BackupError, backupDatabase, pgliteOwner } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/client';

/**
 * `npm run backup [-- FILE]`: a backup of the shop's database (DATABASE_URL,
 * or PGlite in DATA_DIR) to FILE, by default backups/shop-<time>.dump
 * (Postgres, taken while the shop runs) or .tar.gz (PGlite, with the shop
 * stopped: its database is one process's). Prints the file written.
 */
const cfg = config();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? join('backups', `shop-${stamp}.${cfg.DATABASE_URL ? 'dump' : 'tar.gz'}`));
try {
  if (!cfg.DATABASE_URL) {
    const owner = pgliteOwner(join(cfg.dataDir, 'pglite'));
    if (owner)
      throw new BackupError(
        `The database in ${join(cfg.dataDir, 'pglite')} is open in process ${owner}: stop the shop first (PGlite is one process's database), or back up a Postgres database while it runs.`,
      );
  }
  mkdirSync(dirname(file), { recursive: true });
  const database = await openDatabase();
  try {
    await backupDatabase(database, file);
  } finally {
    await database.close();
  }
  console.log(`Backed up the ${cfg.DATABASE_URL ? 'Postgres' : 'PGlite'} database to ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
