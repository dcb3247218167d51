/** How many requests may work at once, how many may wait, and how long one may wait, read for each request. */
export interface AdmissionLimits {
  concurrency: number;
  queueLength: number;
  timeoutMs: number;
}

/** Why a request was not let in: the queue was full when it came, or it waited its whole bound. */
export type RefusalReason = 'queue-full' | 'waited-too-long';

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: RefusalReason };

interface Waiter {
  resolve: (admission: Admission) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A bounded queue in front of a process's work: at most `concurrency`
 * requests work at once, at most `queueLength` wait for a turn, first come
 * first served. One more is refused at once, and one that has waited
 * `timeoutMs` is refused then, so no request waits without bound. A request
 * let in calls `release` once when it is done (later calls do nothing).
 */
export class AdmissionQueue {
  private working = 0;
  private readonly waiters: Waiter[] = [];

  constructor(private readonly limits: () => AdmissionLimits) {}

  /** Requests working now. */
  get active(): number {
    return this.working;
  }

  /** Requests waiting for a turn now. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Lets a request in at once (no promise) when a place is free and nobody waits; otherwise queues it, or refuses it. */
  enter(): Admission | Promise<Admission> {
    const { concurrency, queueLength, timeoutMs } = this.limits();
    if (this.working < concurrency && this.waiters.length === 0) return this.admit();
    if (this.waiters.length >= queueLength) return { admitted: false, reason: 'queue-full' };
    return new Promise<Admission>((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          const at = this.waiters.indexOf(waiter);
          if (at !== -1) this.waiters.splice(at, 1);
          resolve({ admitted: false, reason: 'waited-too-long' });
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private admit(): Admission {
    this.working += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.working -= 1;
        this.next();
      },
    };
  }

  /** Hands free places to the longest waiting (the concurrency may have been raised since they queued). */
  private next(): void {
    if (this.waiters.length === 0) return;
    const { concurrency } = this.limits();
    while (this.working < concurrency && this.waiters.length > 0) {
      const waiter = this.waiters.shift()!;
      clearTimeout(waiter.timer);
      waiter.resolve(this.admit());
    }
  }
}
