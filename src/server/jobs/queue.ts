import { type Clock, fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
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
  /** Each queue's worker in this process, by queue. */
  workers: Map<string, string>;
  /** Wake-ups armed for jobs this process queued to start later. */
  wakeUps: Set<NodeJS.Timeout>;
}

/**
 * How often each queue's worker looks for due jobs it was not woken for:
 * those another process queued (and did not live to work), the schedule's,
 * and retries. A job this process queues wakes its worker when it falls
 * due (docs/adr/0793), so polling is only the backstop: every half second
 * for eight queues was 16 queries a second on an idle process.
 */
export const POLL_SECONDS = 5;
/** Jobs due further ahead than this are left to the backstop's polling rather than held as timers. */
const WAKE_UP_WITHIN_MS = 60 * 60 * 1000;

const handlers: JobHandlers = {};
const recurring: { queue: string; cron: string }[] = [];
const policies: Record<string, QueuePolicy> = {};
let started: Started | undefined;
/** Set once the process stops its queue for good (it is shutting down). */
let stopped = false;

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

/**
 * The queue's time and timers, taken as the process starts: the queue keeps
 * the machine's time even where the shop's own clock is held at another day
 * (as tests hold it), so its schedule does not stand still with that clock.
 */
const { clearInterval, clearTimeout } = globalThis;
const machineClock: Clock = {
  now: Date.now,
  setTimeout: globalThis.setTimeout,
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: globalThis.setInterval,
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

async function start(db: Database, workers: Map<string, string>): Promise<PgBoss> {
  const options = { schema: 'pgboss', clock: machineClock };
  const boss =
    'pglite' in db.connection ? new PgBoss({ ...options, db: fromPglite(db.connection.pglite), backend: 'pglite' }) : new PgBoss({ ...options, connectionString: db.connection.url, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [queue, handler] of Object.entries(handlers)) {
    await boss.createQueue(queue, policies[queue] ? { policy: policies[queue] } : {});
    // A backlog (jobs that fell due while no server ran) is taken ten at a time, fetching again at once while batches come back full.
    const worker = await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 10, burstWhenBatchFull: true }, async (jobs) => {
      for (const job of jobs) await handler(job.data ?? {});
    });
    workers.set(queue, worker);
  }
  // A job the schedule makes carries its cron in its data, so the queue shows which jobs came from the schedule.
  for (const { queue, cron } of recurring) await boss.schedule(queue, cron, { schedule: cron });
  return boss;
}

/** Whether the process has stopped its queue for good. */
export const jobQueueStopped = (): boolean => stopped;

/** The job queue of the process's database, started on first use. */
export async function jobQueue(): Promise<PgBoss> {
  const db = await database();
  if (started?.database !== db) {
    const workers = new Map<string, string>();
    const current: Started = { database: db, boss: start(db, workers), workers, wakeUps: new Set() };
    started = current;
    // A start that failed (the database away for a moment) is tried again by the next use, not kept as this process's queue for good.
    current.boss.catch(() => {
      if (started === current) started = undefined;
    });
  }
  return started.boss;
}

/**
 * Queues a job, to run at `at` (or at once), and wakes this process's
 * worker of its queue when it falls due. Never throws: a job lost here is
 * found by its queue's recurring sweep.
 */
export async function enqueue(queue: string, data: Record<string, unknown>, at?: Date): Promise<void> {
  try {
    const boss = await jobQueue();
    await boss.send(queue, data, at ? { startAfter: at } : {});
    wakeWorker(queue, at ? at.getTime() - Date.now() : 0);
  } catch (error) {
    logger.error({ err: error, queue }, 'job not queued');
  }
}

/** Has this process's worker of `queue` look for due jobs in `delayMs` (at once for none), unless the queue stops first. */
function wakeWorker(queue: string, delayMs: number): void {
  const current = started;
  const worker = current?.workers.get(queue);
  if (!current || !worker || delayMs > WAKE_UP_WITHIN_MS) return;
  const wake = () => {
    if (started === current) void current.boss.then((boss) => boss.notifyWorker(worker)).catch(() => undefined);
  };
  if (delayMs <= 0) return wake();
  const timer = setTimeout(() => {
    current.wakeUps.delete(timer);
    wake();
  }, delayMs);
  timer.unref();
  current.wakeUps.add(timer);
}

/** Forgets a stopped queue's armed wake-ups. */
function disarm(stopping: Started): void {
  for (const timer of stopping.wakeUps) clearTimeout(timer);
  stopping.wakeUps.clear();
}

/** Stops this process's job queue, letting running jobs finish (up to `timeoutMs`); jobs not yet taken stay queued for the other processes. */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  stopped = true;
  const current = started;
  if (!current) return;
  started = undefined;
  disarm(current);
  await (await current.boss.catch(() => null))?.stop({ graceful: true, timeout: timeoutMs, close: true });
}

beforeDatabaseClose(async (db) => {
  if (started?.database !== db) return;
  const { boss } = started;
  disarm(started);
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
  // Counted from the jobs themselves: the queues' own counts are refreshed only by pg-boss's monitor, a minute apart.
  const counted = new Map<string, Omit<QueueFigures, 'queue'>>();
  const result = await db.db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
      count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
      count(*) filter (where state = 'active')::int as active,
      coalesce(extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as seconds
    from pgboss.job where state in ('created', 'retry', 'active') group by name`);
  for (const row of rowsOf<{ name: string; ready: number; deferred: number; active: number; seconds: number }>(result)) {
    counted.set(row.name, { ready: Number(row.ready), deferred: Number(row.deferred), active: Number(row.active), oldestReadySeconds: Math.max(0, Number(row.seconds)) });
  }
  return queues.map((queue) => ({ queue: queue.name, ...(counted.get(queue.name) ?? { ready: 0, deferred: 0, active: 0, oldestReadySeconds: 0 }) }));
}
