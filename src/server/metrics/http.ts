import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { setting } from '../config';
import { notFound, Problem } from '../http/problem';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { WebVitalBodyModel } from '../../lib/api/contracts/vitals';
import { parseBody } from '../http/validate';
import { httpDuration, httpRequests, registry, webVitals } from './registry';
import './collect';

/** The route's pattern (`/api/carts/:cartId`), or `unmatched` for an answer no route gave (a 404, a guard's refusal). */
function routeOf(c: Context): string {
  const path = routePath(c);
  return !path || path.endsWith('*') ? 'unmatched' : path;
}

/** Counts and times every API answer by its route's pattern, method and status. */
export const requestMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = routeOf(c);
    const method = c.req.method;
    httpRequests.inc({ route, method, status: String(c.res.status) });
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
  }
};

const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/metrics: this process's figures in Prometheus's text format, for
 * a scraper showing `Authorization: Bearer METRICS_TOKEN`. Without the
 * setting the route is not there (404); a wrong token is a 401.
 */
export const metricsRoutes = new Hono().get('/metrics', async (c) => {
  const token = setting('METRICS_TOKEN');
  if (!token) throw notFound('There is no such address.');
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!matches(given, token)) throw new Problem(PROBLEM_TYPES.unauthorized, 401, 'Unauthorized', 'Show the metrics token as a bearer token.');
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
});

/**
 * POST /api/vitals: one real user's Web Vital, into the page kind's
 * histogram (seconds for LCP and INP). Sent by `navigator.sendBeacon`, which
 * cannot send the CSRF header: it is exempt, as it changes nothing but a
 * count. 204; a body that is not one vital is a 422 naming the field.
 */
export const vitalsRoutes = new Hono().post('/vitals', async (c) => {
  const vital = await parseBody(c, WebVitalBodyModel);
  webVitals.observe({ metric: vital.name, page: vital.page }, vital.name === 'CLS' ? vital.value : vital.value / 1000);
  return c.body(null, 204);
});
