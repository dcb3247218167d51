import client from 'prom-client';

/**
 * The shop's metrics for Prometheus (docs/adr/0769), in prom-client's
 * process-wide registry, so `npm run start:cluster`'s primary can gather
 * every process's through prom-client's cluster aggregator. Names follow
 * Prometheus's conventions (base units, `_total` counters); labels are
 * bounded sets (a route's pattern, never its address).
 */
export const registry = client.register;

/** Node's own figures (event loop lag, heap, CPU), once per process. */
export function collectProcessMetrics(): void {
  if (!registry.getSingleMetric('process_cpu_user_seconds_total')) client.collectDefaultMetrics({ register: registry });
}

/**
 * A metric registered once per process: the server's modules may be loaded
 * twice in one process (the site's built server bundle and the scripts that
 * serve it), and both must count into the same metric.
 */
export function once<T extends client.Metric>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = once(
  'shop_http_requests_total',
  () =>
    new client.Counter({
      name: 'shop_http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
    }),
);
export const httpDuration = once(
  'shop_http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and method.',
      labelNames: ['route', 'method'] as const,
      buckets: LATENCY_BUCKETS,
    }),
);
export const openEventStreams = once('shop_event_streams_open', () => new client.Gauge({ name: 'shop_event_streams_open', help: 'Event streams (florists’ order alerts) open now.' }));
export const payments = once(
  'shop_payments_total',
  () => new client.Counter({ name: 'shop_payments_total', help: 'Payment outcomes the shop heard of, by outcome.', labelNames: ['outcome'] as const }),
);
export const refunds = once('shop_refunds_total', () => new client.Counter({ name: 'shop_refunds_total', help: 'Refunds asked for, by outcome.', labelNames: ['outcome'] as const }));
export const offers = once(
  'shop_offers_total',
  () =>
    new client.Counter({
      name: 'shop_offers_total',
      help: 'Offers of orders to florists, by how they ended (offered, accepted, rejected, expired, withdrawn).',
      labelNames: ['outcome'] as const,
    }),
);
export const offerResponse = once(
  'shop_offer_response_seconds',
  () =>
    new client.Histogram({
      name: 'shop_offer_response_seconds',
      help: 'Time from an order being offered to a store to the store’s answer.',
      labelNames: ['outcome'] as const,
      buckets: [5, 15, 30, 60, 120, 300, 600, 900, 1800],
    }),
);
export const dbQueryDuration = once(
  'shop_db_query_duration_seconds',
  () =>
    new client.Histogram({
      name: 'shop_db_query_duration_seconds',
      help: 'Time of each database query, by database kind.',
      labelNames: ['database'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    }),
);
export const webVitals = once(
  'shop_web_vitals',
  () =>
    new client.Histogram({
      name: 'shop_web_vitals',
      help: 'Real users’ Web Vitals, sampled, by metric and page kind: LCP and INP in seconds, CLS unitless.',
      labelNames: ['metric', 'page'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    }),
);

/** Runs `work`, observing its seconds in `histogram` (whether it succeeds or throws). */
export async function timed<T>(observe: (seconds: number) => void, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    observe((performance.now() - started) / 1000);
  }
}
