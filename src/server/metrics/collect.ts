import client from 'prom-client';
import { once } from './registry';
import { database } from '../db/client';
import { queueFigures, type QueueFigures } from '../jobs/queue';
import { logger } from '../logger';

/**
 * Figures read when Prometheus scrapes (docs/adr/0769): the job queue's
 * backlog and the database pool's connections. Each gauge reads its figures
 * afresh; a figure that cannot be read is left out of that scrape.
 */

/**
 * One read of the queues per scrape, shared by the two gauges below: a
 * scrape starts every metric's collect at once, so the second finds the
 * first's read in flight; the next scrape reads afresh.
 */
let inFlight: Promise<QueueFigures[]> | undefined;
function scrapedQueueFigures(): Promise<QueueFigures[]> {
  inFlight ??= queueFigures().finally(() => (inFlight = undefined));
  return inFlight;
}

once(
  'shop_job_queue_jobs',
  () =>
    new client.Gauge({
      name: 'shop_job_queue_jobs',
      help: 'Jobs in each queue by state: ready (due, not yet taken), deferred (waiting for their time) and active.',
      labelNames: ['queue', 'state'] as const,
      async collect() {
        this.reset();
        try {
          for (const figures of await scrapedQueueFigures()) {
            this.set({ queue: figures.queue, state: 'ready' }, figures.ready);
            this.set({ queue: figures.queue, state: 'deferred' }, figures.deferred);
            this.set({ queue: figures.queue, state: 'active' }, figures.active);
          }
        } catch (error) {
          logger.warn({ err: error }, 'job queue figures not read');
        }
      },
    }),
);

once(
  'shop_job_queue_oldest_ready_seconds',
  () =>
    new client.Gauge({
      name: 'shop_job_queue_oldest_ready_seconds',
      help: 'How long the oldest job due now has waited in each queue.',
      labelNames: ['queue'] as const,
      async collect() {
        this.reset();
        try {
          for (const figures of await scrapedQueueFigures()) this.set({ queue: figures.queue }, figures.oldestReadySeconds);
        } catch {
          // reported by the gauge above
        }
      },
    }),
);

once(
  'shop_db_pool_connections',
  () =>
    new client.Gauge({
      name: 'shop_db_pool_connections',
      help: 'The Postgres pool’s connections by state: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      async collect() {
        this.reset();
        const { pool } = await database();
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
);
