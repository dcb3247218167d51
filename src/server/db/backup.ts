import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './client';

/**
 * Backups of the shop's one database (docs/adr/0767): everything the shop
 * keeps is in it (the catalogue, content, orders, accounts, the job queue).
 *
 * - Postgres: `pg_dump` in its custom format, taken while the shop runs (a
 *   consistent snapshot), and `pg_restore --clean` into the same or another
 *   database, in one transaction.
 * - PGlite: the data folder as one gzipped tarball (PGlite's own dump),
 *   taken from the open database; restored into a new folder that then
 *   replaces the old one, which is kept beside it.
 *
 * PGlite is one process's database: the file `shop.pid` in its folder names
 * the process that has it open, and a backup or restore from another
 * process is refused while it runs.
 */

export const PGLITE_OWNER_FILE = 'shop.pid';

/** A refusal an operator can act on (the scripts print it and exit 1). */
export class BackupError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The other live process that has this PGlite folder open, if any. */
export function pgliteOwner(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, PGLITE_OWNER_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Marks a PGlite folder as this process's while it is open; the returned function unmarks it. */
export function claimPglite(dataDir: string): () => void {
  const file = join(dataDir, PGLITE_OWNER_FILE);
  try {
    writeFileSync(file, String(process.pid));
  } catch {
    return () => {};
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError(`${command} could not be run (${error.message}): install the PostgreSQL client tools of the server's version, or name them in PG_DUMP and PG_RESTORE.`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`))));
  });
}

/** Writes a backup of the open database to `file`. */
export async function backupDatabase(database: Database, file: string): Promise<void> {
  if ('pglite' in database.connection) {
    const dump = await database.connection.pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  await run(process.env.PG_DUMP || 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${database.connection.url}`]);
}

/** Replaces the Postgres database at `url` with the backup in `file` (the shop should be stopped). */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  await run(process.env.PG_RESTORE || 'pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
}

/**
 * Replaces the PGlite folder `dataDir` with the backup in `file`: the
 * backup is opened in a new folder first (a damaged file changes nothing),
 * then the folders are swapped. Returns where the replaced folder was kept.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | undefined> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const owner = pgliteOwner(dataDir);
  if (owner) throw new BackupError(`The database in ${dataDir} is open in process ${owner}: stop the shop first (PGlite is one process's database).`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const incoming = `${dataDir}.restoring-${Date.now()}`;
  const restored = new PGlite({ dataDir: incoming, extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await restored.waitReady;
    await restored.query('select 1');
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup of a PGlite database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await restored.close().catch(() => {});
  }
  let kept: string | undefined;
  if (existsSync(dataDir)) renameSync(dataDir, (kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  renameSync(incoming, dataDir);
  return kept;
}
