import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '../config';
import { logger } from '../logger';
import { timeQueries } from '../metrics/db';
import { claimPglite } from './backup';
import { trackTransactions } from './roots';
import { keepWarm, warmConnection } from './warm-up';
/**
 * One type for both drivers: repository code never knows which it talks to.
 * Opened without the schema: nothing uses drizzle's relational queries
 * (`db.query.<table>`), and with a schema every transaction built one query
 * builder per table as it began (docs/adr/0791).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** How a library with its own driver reaches the same database (the job queue): the PGlite instance, or the connection string. */
  connection: { pglite: import('@electric-sql/pglite').PGlite } | { url: string };
  /** Postgres's connection pool (the hot cart changes hold one of its connections for their transaction). */
  pool?: import('pg').Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Postgres connection string; PGlite in `dataDir` when absent. */
  url?: string;
  dataDir?: string;
  migrationsDir?: string;
  /** PGlite only: start from this copy of a data directory (PGlite's `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/**
 * How long a request waits for a Postgres connection (opening one, or for
 * one of the pool's to be free) before it fails with a 503: a database that
 * refuses connections fails at once; one that does not answer at all, or a
 * pool that stays full this long, after this.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How long a pool connection may stay unused before it is closed
 * (docs/adr/0801). The driver's default, 10 s, closed and opened a
 * connection every two seconds in a busy morning, each new one paying for
 * its server process and for preparing every statement again; the slowest
 * cart writes were those.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

const opened = new WeakMap<Db, Database>();

/** The database a `Db` belongs to (its connection, for a LISTEN), when it was opened here. */
export const databaseOf = (db: Db): Database | undefined => opened.get(db);

/** Opens PGlite (default) or Postgres and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const database = await connect(options);
  opened.set(database.db, database);
  trackTransactions(database.db);
  return database;
}

async function connect(options: DatabaseOptions): Promise<Database> {
  const cfg = config();
  const url = options.url ?? cfg.DATABASE_URL;
  const migrationsFolder = options.migrationsDir ?? cfg.migrationsDir;
  if (url) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // 64-bit integers (money in cents, counts) are read as numbers, as PGlite reads them: the same answers on both
    // databases. Set for the driver as a whole, as the query builder hands each query the driver's own parsers.
    const { types } = (await import('pg')).default;
    types.setTypeParser(types.builtins.INT8, Number);
    // Queries a connection is given while it waits for an answer go to the server at once, not one answer at a time:
    // a cart change sends its lock and its first statement together (docs/adr/0800).
    // A connection opened once the migrations are applied runs the hot statements before its first request (docs/adr/0802).
    let migrated = false;
    const floor = Math.min(cfg.DATABASE_POOL_MIN ?? cfg.DATABASE_POOL_SIZE, cfg.DATABASE_POOL_SIZE);
    const pool = new Pool({
      connectionString: url,
      max: cfg.DATABASE_POOL_SIZE,
      min: floor,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      pipeline: true,
      onConnect: (connection) => (migrated ? warmConnection(connection as import('pg').PoolClient) : undefined),
    });
    // An idle connection the server drops (restart, failover, admin) is replaced on next use, not a crash.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection closed'));
    pool.on('connect', (connection) => {
      // A connection dropped while checked out (a transaction awaiting the app) fails its next query, which releases
      // it as broken; without a listener of its own its 'error' event would end the process.
      connection.on('error', (error) => logger.warn({ err: error }, 'database connection in use closed'));
      void timeQueries(connection, 'postgres');
    });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder });
    migrated = true;
    await keepWarm(pool, floor);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      connection: { url },
      pool,
      close: () => endPool(pool),
    };
  }
  const dataDir = options.dataDir ?? join(cfg.dataDir, 'pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const { PreparedPGlite } = await import('./prepared-pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PreparedPGlite({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // A database in memory keeps its files in memory already: PGlite's default buffer pool (128 MB) would hold
    // a second copy of them, and setting it aside took half of each open (0.7 of 1.5 s, docs/adr/0794).
    ...(inMemory ? { startParams: [...PreparedPGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] } : {}),
  });
  await client.waitReady;
  timeQueries(client, 'pglite');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  // Names this process as the folder's user, for a backup or restore run beside it (db/backup.ts).
  const release = inMemory ? () => {} : claimPglite(dataDir);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    connection: { pglite: client },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Ends the pool and waits until every connection has really closed (pool.end() resolves before the sockets do). */
async function endPool(pool: import('pg').Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++closed >= open) resolve();
    });
  });
  await pool.end();
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

let shared: Promise<Database> | undefined;

/** The process-wide database, opened on first use. */
export function database(): Promise<Database> {
  shared ??= openDatabase().catch((error) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Makes `database()` answer with this one (tests give each file its own). */
export function provideDatabase(db: Database): void {
  shared = Promise.resolve(db);
}

const closers: ((database: Database) => Promise<void>)[] = [];

/** Work to finish before a database closes (the job queue stops polling it). */
export function beforeDatabaseClose(closer: (database: Database) => Promise<void>): void {
  closers.push(closer);
}

/** Closes a database after what uses it has stopped. */
export async function shutDatabase(current: Database): Promise<void> {
  for (const closer of closers) await closer(current);
  await current.close();
}

export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await shutDatabase(await current);
}

/** The rows of a raw `execute` answer, whichever driver answered it (node-postgres and PGlite wrap them in `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
