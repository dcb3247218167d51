import { join, resolve } from 'node:path';
import { config } from '../src/server/config';
import { BackupError, restorePglite, restorePostgres } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/client';

/**
 * `npm run restore -- FILE`: replaces the shop's database (DATABASE_URL, or
 * PGlite in DATA_DIR) with the backup in FILE, then applies any migrations
 * newer than the backup. Stop the shop first. A PGlite folder replaced is
 * kept beside the new one.
 */
const given = process.argv[2];
if (!given) {
  console.error('Name the backup to restore: npm run restore -- backups/shop-….dump (Postgres) or ….tar.gz (PGlite)');
  process.exit(1);
}
const cfg = config();
const file = resolve(given);
try {
  if (cfg.DATABASE_URL) await restorePostgres(cfg.DATABASE_URL, file);
  else {
    const kept = await restorePglite(join(cfg.dataDir, 'pglite'), file);
    if (kept) console.log(`The database it replaced is kept in ${kept}`);
  }
  // A backup from an earlier release is brought up to this one's tables.
  await (await openDatabase()).close();
  console.log(`Restored the ${cfg.DATABASE_URL ? 'Postgres' : 'PGlite'} database from ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
