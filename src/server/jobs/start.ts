import { setTimeout as wait } from 'node:timers/promises';
import { SWEEP_QUEUE } from '../allocation/service';
import { logger } from '../logger';
import { RECONCILE_QUEUE } from '../payments/reconcile';
import { enqueue, jobQueue, jobQueueStopped } from './queue';

/**
 * Starts the job queue and its workers with the server: jobs that fell due
 * while no server ran are worked at once, a sweep moves on anything left
 * mid-step by a server that died, and the payments are reconciled. A start
 * that fails (the database away as the process starts) is tried again
 * every `retryMs` until it works or the process stops.
 */
export async function startJobs(retryMs = 5_000): Promise<void> {
  for (;;) {
    if (jobQueueStopped()) return;
    try {
      await jobQueue();
      break;
    } catch (error) {
      logger.error({ err: error }, 'job queue did not start; trying again');
      await wait(retryMs, undefined, { ref: false });
    }
  }
  await enqueue(SWEEP_QUEUE, {});
  await enqueue(RECONCILE_QUEUE, {});
}
