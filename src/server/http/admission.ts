import type { MiddlewareHandler } from 'hono';
import client from 'prom-client';
import { setting } from '../config';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { WEB_VITALS_PATH } from '../../lib/domain/web-vitals';
import { once } from '../metrics/registry';
import { AdmissionQueue, type AdmissionLimits } from './admission-queue';
import { Problem, problemResponse } from './problem';

/** How long a refused client is asked to wait before it tries again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** Requests one process works on at once on PGlite, whose one connection runs one query at a time. */
const PGLITE_CONCURRENCY = 8;
/** The fewest requests allowed to wait: a page's burst of calls from many shoppers at once is served, not refused. */
const BURST = 256;

/**
 * Calls that are never queued: health (a supervisor and the load balancer
 * must hear from a busy process that it is alive), the metrics and real
 * users' Web Vitals (they show the overload; neither reads the database),
 * and florists' alert streams (long-lived; offers must reach the stores at
 * a peak).
 */
const UNCOUNTED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics', WEB_VITALS_PATH, '/api/orders/florist-alerts']);

/**
 * The limits as set (docs/configuration.md), read for each request. Unset:
 * twice the pool's connections on Postgres (a request spends part of its
 * time off the database, so the pool stays busy without requests waiting
 * long for a connection), 8 on PGlite; four times that may wait, for at most
 * a second.
 */
export function admissionLimits(): AdmissionLimits {
  const concurrency = setting('API_CONCURRENCY') ?? (setting('DATABASE_URL') ? 2 * setting('DATABASE_POOL_SIZE') : PGLITE_CONCURRENCY);
  return { concurrency, queueLength: setting('API_QUEUE_LENGTH') ?? Math.max(4 * concurrency, BURST), timeoutMs: setting('API_QUEUE_TIMEOUT_MS') };
}

/** This process's queue: one for every app the process makes, as they share its database and CPU. */
export const processQueue = new AdmissionQueue(admissionLimits);

const refused = once(
  'shop_http_queue_refused_total',
  () =>
    new client.Counter({
      name: 'shop_http_queue_refused_total',
      help: 'API requests refused with 503 overloaded, by reason: queue-full (as many already waited) or waited-too-long.',
      labelNames: ['reason'] as const,
    }),
);
const waited = once(
  'shop_http_queue_wait_seconds',
  () =>
    new client.Histogram({
      name: 'shop_http_queue_wait_seconds',
      help: 'How long API requests that had to wait for a turn waited, whether let in or refused.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);
once(
  'shop_http_queue_requests',
  () =>
    new client.Gauge({
      name: 'shop_http_queue_requests',
      help: 'API requests this process is working on (active) and waiting for a turn (waiting) now.',
      labelNames: ['state'] as const,
      collect() {
        this.set({ state: 'active' }, processQueue.active);
        this.set({ state: 'waiting' }, processQueue.waiting);
      },
    }),
);

/**
 * Lets at most `API_CONCURRENCY` API requests work at once and at most
 * `API_QUEUE_LENGTH` wait; a request past that, or one that waited
 * `API_QUEUE_TIMEOUT_MS`, is answered at once with 503
 * `/problems/overloaded` and `Retry-After`, before it reads anything
 * (docs/adr/0777). A clear refusal the client can act on, instead of a timeout
 * after many seconds.
 */
export function admission(queue: AdmissionQueue = processQueue): MiddlewareHandler {
  return async (c, next) => {
    if (UNCOUNTED.has(c.req.path)) return next();
    let entry = queue.enter();
    if (entry instanceof Promise) {
      const started = performance.now();
      entry = await entry;
      waited.observe((performance.now() - started) / 1000);
    }
    if (!entry.admitted) {
      refused.inc({ reason: entry.reason });
      c.header('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS));
      return problemResponse(c, new Problem(PROBLEM_TYPES.overloaded, 503, 'Service Unavailable', 'The shop is very busy just now. Nothing was changed; please try again in a few seconds.'));
    }
    try {
      await next();
    } finally {
      entry.release();
    }
  };
}
