import { fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import { sql } from 'drizzle-orm';
import { beforeDatabaseClose, database, rowsOf, type Database } from '../db/client';
import { logger } from '../logger';

/**
 * Durable jobs in the database (pg-boss): on Postgres with its own pool,
 * on the embedded PGlite through pg-boss's PGlite adapter, so the same code
 * runs on both. A job is a wake-up call: its handler reads the state it
 * acts on and does nothing when there is nothing to do, so a job run twice,
 * late or after a restart is harmless.
 */
export interface JobHandlers {
  /** Queue name → handler of one job's data. */
  [queue: string]: (data: Record<string, unknown>) => Promise<void>;
}

interface Started {
  database: Database;
  boss: Promise<PgBoss>;
}

const handlers: JobHandlers = {};
const recurring: { queue: string; cron: string }[] = [];
const policies: Record<string, QueuePolicy> = {};
let started: Started | undefined;

/**
 * Registers a queue's handler (modules do this when loaded); every process
 * that starts the queue works it. `stately` lets one job wait while one runs,
 * so a burst of sends is worked as one.
 */
export function defineJob(queue: string, handler: (data: Record<string, unknown>) => Promise<void>, options: { cron?: string; policy?: QueuePolicy } = {}): void {
  handlers[queue] = handler;
  if (options.cron) recurring.push({ queue, cron: options.cron });
  if (options.policy) policies[queue] = options.policy;
}

async function start(db: Database): Promise<PgBoss> {
  const boss =
    'pglite' in db.connection
      ? new PgBoss({ db: fromPglite(db.connection.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: db.connection.url, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [queue, handler] of Object.entries(handlers)) {
    await boss.createQueue(queue, policies[queue] ? { policy: policies[queue] } : {});
    // A backlog (jobs that fell due while no server ran) is taken ten at a time, fetching again at once while batches come back full.
    await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: 0.5, batchSize: 10, burstWhenBatchFull: true }, async (jobs) => {
      for (const job of jobs) await handler(job.data ?? {});
    });
  }
  // A job the schedule makes carries its cron in its data, so the queue shows which jobs came from the schedule.
  for (const { queue, cron } of recurring) await boss.schedule(queue, cron, { schedule: cron });
  return boss;
}

/** The job queue of the process's database, started on first use. */
export async function jobQueue(): Promise<PgBoss> {
  const db = await database();
  if (started?.database !== db) started = { database: db, boss: start(db) };
  return started.boss;
}

/** Queues a job, to run at `at` (or at once). Never throws: a job lost here is found by its queue's recurring sweep. */
export async function enqueue(queue: string, data: Record<string, unknown>, at?: Date): Promise<void> {
  try {
    const boss = await jobQueue();
    await boss.send(queue, data, at ? { startAfter: at } : {});
  } catch (error) {
    logger.error({ err: error, queue }, 'job not queued');
  }
}

/** Stops this process's job queue, letting running jobs finish (up to `timeoutMs`); jobs not yet taken stay queued for the other processes. */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const current = started;
  if (!current) return;
  started = undefined;
  await (await current.boss.catch(() => null))?.stop({ graceful: true, timeout: timeoutMs, close: true });
}

beforeDatabaseClose(async (db) => {
  if (started?.database !== db) return;
  const { boss } = started;
  started = undefined;
  await (await boss.catch(() => null))?.stop({ graceful: false, close: true });
});

export interface QueueFigures {
  queue: string;
  /** Jobs due now and not yet taken. */
  ready: number;
  /** Jobs waiting for their time. */
  deferred: number;
  active: number;
  /** How long the oldest job due now has waited, in seconds (0 for none). */
  oldestReadySeconds: number;
}

/** Each queue's backlog, for the metrics; none before this process has started its queue. */
export async function queueFigures(): Promise<QueueFigures[]> {
  if (!started) return [];
  const { database: db } = started;
  const boss = await started.boss;
  const queues = await boss.getQueues();
  const waited = new Map<string, number>();
  try {
    const result = await db.db.execute(
      sql`select name, extract(epoch from now() - min(start_after))::float8 as seconds from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
    );
    for (const row of rowsOf<{ name: string; seconds: number }>(result)) waited.set(row.name, Math.max(0, Number(row.seconds)));
  } catch (error) {
    logger.warn({ err: error }, 'job queue ages not read');
  }
  return queues.map((queue) => ({ queue: queue.name, ready: queue.readyCount, deferred: queue.deferredCount, active: queue.activeCount, oldestReadySeconds: waited.get(queue.name) ?? 0 }));
}
