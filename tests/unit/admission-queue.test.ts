import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, type Admission, type AdmissionLimits } from '../../src/server/http/admission-queue';

const queueOf = (limits: AdmissionLimits) => new AdmissionQueue(() => limits);

/** The admission, asserting it was let in. */
const admitted = (admission: Admission) => {
  if (!admission.admitted) throw new Error(`refused: ${admission.reason}`);
  return admission;
};

describe('the admission queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets requests in at once, without a promise, while places are free', () => {
    const queue = queueOf({ concurrency: 2, queueLength: 1, timeoutMs: 100 });
    const first = queue.enter();
    const second = queue.enter();
    expect(first).toMatchObject({ admitted: true });
    expect(second).toMatchObject({ admitted: true });
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(0);
  });

  it('queues the next ones up to the queue length and refuses one more at once', () => {
    const queue = queueOf({ concurrency: 1, queueLength: 2, timeoutMs: 100 });
    queue.enter();
    const waiting = [queue.enter(), queue.enter()];
    expect(waiting.every((entry) => entry instanceof Promise)).toBe(true);
    expect(queue.waiting).toBe(2);
    expect(queue.enter()).toEqual({ admitted: false, reason: 'queue-full' });
    expect(queue.waiting).toBe(2);
  });

  it('with no queue, refuses at once whatever comes while every place works', () => {
    const queue = queueOf({ concurrency: 1, queueLength: 0, timeoutMs: 100 });
    queue.enter();
    expect(queue.enter()).toEqual({ admitted: false, reason: 'queue-full' });
  });

  it('hands a freed place to the longest waiting, first come first served', async () => {
    const queue = queueOf({ concurrency: 1, queueLength: 3, timeoutMs: 1000 });
    const working = admitted(queue.enter() as Admission);
    const order: string[] = [];
    const first = (queue.enter() as Promise<Admission>).then((entry) => (order.push('first'), entry));
    const second = (queue.enter() as Promise<Admission>).then((entry) => (order.push('second'), entry));
    working.release();
    const firstIn = admitted(await first);
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(1);
    firstIn.release();
    admitted(await second).release();
    expect(order).toEqual(['first', 'second']);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a request that waited its whole bound, and frees its place in the queue', async () => {
    const queue = queueOf({ concurrency: 1, queueLength: 1, timeoutMs: 500 });
    const working = admitted(queue.enter() as Admission);
    const waiting = queue.enter() as Promise<Admission>;
    await vi.advanceTimersByTimeAsync(499);
    expect(queue.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toEqual({ admitted: false, reason: 'waited-too-long' });
    expect(queue.waiting).toBe(0);
    // Its place in the queue is free again; the one working still holds the only place.
    expect(queue.enter()).toBeInstanceOf(Promise);
    working.release();
    expect(queue.active).toBe(1);
  });

  it('does not refuse a request let in before its bound, and counts a release once', async () => {
    const queue = queueOf({ concurrency: 1, queueLength: 1, timeoutMs: 500 });
    const working = admitted(queue.enter() as Admission);
    const waiting = queue.enter() as Promise<Admission>;
    await vi.advanceTimersByTimeAsync(200);
    working.release();
    working.release();
    const next = admitted(await waiting);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.active).toBe(1);
    next.release();
    expect(queue.active).toBe(0);
    expect(queue.enter()).toMatchObject({ admitted: true });
  });

  it('reads its limits for each request', () => {
    const limits = { concurrency: 1, queueLength: 0, timeoutMs: 100 };
    const queue = new AdmissionQueue(() => limits);
    queue.enter();
    expect(queue.enter()).toMatchObject({ admitted: false });
    limits.concurrency = 2;
    expect(queue.enter()).toMatchObject({ admitted: true });
  });
});
