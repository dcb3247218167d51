import { SWEEP_QUEUE } from '../allocation/service';
import { RECONCILE_QUEUE } from '../payments/reconcile';
import { enqueue, jobQueue } from './queue';

/**
 * Starts the job queue and its workers with the server: jobs that fell due
 * while no server ran are worked at once, a sweep moves on anything left
 * mid-step by a server that died, and the payments are reconciled.
 */
export async function startJobs(): Promise<void> {
  await jobQueue();
  await enqueue(SWEEP_QUEUE, {});
  await enqueue(RECONCILE_QUEUE, {});
}
