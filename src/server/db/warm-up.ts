import type { Pool, PoolClient } from 'pg';
import { logger } from '../logger';
import { connectionRunner, type StatementRunner } from './statements';

/**
 * Postgres connections that start warm (docs/adr/0802). A new connection is
 * a new server process with empty caches: the first time it runs a cart
 * change it parses and plans the statement, loads every table and index it
 * touches, and plans each foreign-key check. Timed in a faulted morning,
 * adding a line on such a connection took 15 ms at the median, 3 ms on a
 * used one, and those first runs were the slowest twentieth of all adds.
 *
 * So each connection runs the hot statements once, in a transaction that is
 * rolled back, before it takes a request; and each process keeps its pool
 * open at a floor (DATABASE_POOL_MIN), opened at start and opened again
 * after the database has gone and come back, so that a shopper rarely meets
 * a connection nobody has warmed.
 */

/** Runs statements worth having warm, on a connection in a transaction that is rolled back afterwards. */
export type Warmer = (run: StatementRunner) => Promise<void>;

const warmers = new Map<string, Warmer>();

/** Adds what every new connection runs once before it is used (by name: registering again replaces). */
export function warmConnectionsWith(name: string, warmer: Warmer): void {
  warmers.set(name, warmer);
}

const warmed = new WeakSet<PoolClient>();

/**
 * Runs every warmer on the connection, each in a transaction rolled back.
 * Never rejects: a warmer that fails (an empty catalogue, the database
 * going away) leaves the connection as it was, cold but working.
 */
export async function warmConnection(client: PoolClient): Promise<void> {
  if (warmed.has(client)) return;
  warmed.add(client);
  const run = connectionRunner(client);
  for (const [name, warmer] of warmers) {
    try {
      await client.query('begin');
      await warmer(run);
    } catch (error) {
      logger.debug({ err: error, warmer: name }, 'a new database connection was not warmed');
    } finally {
      await client.query('rollback').catch(() => undefined);
    }
  }
}

/** The first wait before opening connections again after the database went away, doubled up to RETRY_MAX_MS. */
const RETRY_MS = 500;
const RETRY_MAX_MS = 5_000;

/**
 * Opens the pool up to `floor` connections, each warmed, and keeps it
 * there: when a connection is dropped (the database restarted, failed over
 * or ended it), the missing ones are opened again, every RETRY_MS doubled
 * up to RETRY_MAX_MS until the database answers. Resolves once the first
 * filling has ended, whether or not it reached the floor.
 */
export async function keepWarm(pool: Pool, floor: number): Promise<void> {
  if (floor <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let wait = RETRY_MS;
  const refill = async (): Promise<void> => {
    timer = undefined;
    if (pool.ending) return;
    try {
      await fill(pool, floor);
      wait = RETRY_MS;
    } catch (error) {
      logger.debug({ err: error }, 'database connections not opened again yet');
      wait = Math.min(wait * 2, RETRY_MAX_MS);
      schedule();
    }
  };
  const schedule = () => {
    if (timer || pool.ending || pool.totalCount >= floor) return;
    timer = setTimeout(() => void refill(), wait);
    timer.unref();
  };
  pool.on('remove', schedule);
  await fill(pool, floor).catch((error: unknown) => {
    logger.warn({ err: error }, 'database connections not all opened at start');
    schedule();
  });
}

/**
 * Takes connections until the pool holds `floor` (the idle ones first, then
 * new ones, each warmed by the pool as it opens), warms any not warmed yet,
 * and hands them all back.
 */
async function fill(pool: Pool, floor: number): Promise<void> {
  if (pool.totalCount >= floor) return;
  // Every idle connection and as many new ones as the floor lacks.
  const busy = pool.totalCount - pool.idleCount;
  const taken = await Promise.allSettled(Array.from({ length: floor - busy }, () => pool.connect()));
  await Promise.all(
    taken.map(async (outcome) => {
      if (outcome.status !== 'fulfilled') return;
      await warmConnection(outcome.value);
      outcome.value.release();
    }),
  );
  const failed = taken.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
