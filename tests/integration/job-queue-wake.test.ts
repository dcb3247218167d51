import { describe, expect, it } from 'vitest';
import { defineJob, enqueue, jobQueue, POLL_SECONDS } from '../../src/server/jobs/queue';
import { useTestApp } from './harness';

/** A job this process queues is worked as it falls due, not at its queue's next poll (a backstop, seconds apart). */
useTestApp();

const WAKE_QUEUE = 'test-wake-up';
const worked: { n: number; at: number }[] = [];
defineJob(WAKE_QUEUE, async (data) => void worked.push({ n: Number(data.n), at: Date.now() }));

describe('waking the worker', () => {
  it('works a job queued for later within a second of its time, three times in a row', async () => {
    await jobQueue();
    for (let n = 1; n <= 3; n++) {
      const due = Date.now() + 300;
      await enqueue(WAKE_QUEUE, { n }, new Date(due));
      await expect.poll(() => worked.find((job) => job.n === n), { timeout: POLL_SECONDS * 1000 + 2000, interval: 50 }).toBeDefined();
      const lateBy = worked.find((job) => job.n === n)!.at - due;
      // Polling alone would find each one when its next poll came, up to POLL_SECONDS later.
      expect(lateBy).toBeGreaterThanOrEqual(0);
      expect(lateBy).toBeLessThan(1000);
    }
  });

  it('works a job queued for now at once', async () => {
    const queued = Date.now();
    await enqueue(WAKE_QUEUE, { n: 4 });
    await expect.poll(() => worked.find((job) => job.n === 4), { timeout: POLL_SECONDS * 1000 + 2000, interval: 50 }).toBeDefined();
    expect(worked.find((job) => job.n === 4)!.at - queued).toBeLessThan(1000);
  });
});
