import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartIdentityModel } from '../../src/lib/api/contracts/cart';
import { registry } from '../../src/server/metrics/registry';
import { useTestApp } from './harness';
import { readAs } from './read';

/**
 * More requests than the process takes: with two working and two waiting,
 * the database held by the test (a transaction that locks the carts, which
 * on PGlite's one connection holds every query), the next request is
 * refused at once with 503 `/problems/overloaded` and `Retry-After`, those
 * waiting are refused when their wait runs out, health still answers, and
 * once the database is free the shop serves again.
 */
const LIMITS = { API_CONCURRENCY: '2', API_QUEUE_LENGTH: '2', API_QUEUE_TIMEOUT_MS: '400' };

const shop = useTestApp();

beforeAll(() => {
  Object.assign(process.env, LIMITS);
});
afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name];
});

/** Holds the carts table locked in a transaction (on PGlite, the one connection) until `release` is called. */
async function holdDatabase(): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (locked = resolve));
  const done = shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table carts in access exclusive mode`);
    locked();
    await gate;
  });
  await held;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** The value of one series of a metric, 0 when it has none yet. */
async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const series = metric?.values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted));
  return series?.value ?? 0;
}

describe('overload', () => {
  it('refuses what the process cannot take at once with a 503 overloaded and Retry-After, keeps health answering, and serves again', async () => {
    const client = shop.client();
    const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
    const readCart = () => client.get(`/api/carts/${cartId}`);
    expect((await readCart()).status).toBe(200);
    const refusedBefore = {
      full: await metricValue('shop_http_queue_refused_total', { reason: 'queue-full' }),
      waited: await metricValue('shop_http_queue_refused_total', { reason: 'waited-too-long' }),
    };

    const database = await holdDatabase();
    let released = false;
    try {
      // Two work (held by the database), two wait.
      const working = [readCart(), readCart()];
      const waitingSince = performance.now();
      const waiting = [readCart(), readCart()].map((answer) => answer.then((response) => ({ response, ms: performance.now() - waitingSince })));
      await vi.waitFor(async () => {
        const queue = await registry.getSingleMetric('shop_http_queue_requests')!.get();
        expect(Object.fromEntries(queue.values.map((value) => [value.labels.state, value.value]))).toEqual({ active: 2, waiting: 2 });
      });

      // One more is refused at once, the database untouched.
      const started = performance.now();
      const refused = await readCart();
      expect(performance.now() - started).toBeLessThan(250);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toMatchObject({ type: '/problems/overloaded', status: 503 });
      // So is a write, before its body is read.
      const write = await client.post('/api/carts', {});
      expect(write.status).toBe(503);
      expect(await write.json()).toMatchObject({ type: '/problems/overloaded' });

      // Health is not queued: it answers while the process is full.
      const live = await client.get('/api/health/live');
      expect(live.status).toBe(200);
      // Nor is a Web Vital: the figures keep coming while the API refuses work.
      expect((await client.post('/api/vitals', { name: 'LCP', value: 1800, page: 'home' }, { csrf: false })).status).toBe(204);

      // Those waiting are refused when their wait runs out, not left to time out.
      for (const { response, ms } of await Promise.all(waiting)) {
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ type: '/problems/overloaded' });
        expect(ms).toBeGreaterThanOrEqual(350);
        expect(ms).toBeLessThan(3000);
      }

      await database.release();
      released = true;
      // Those working finish, and the shop serves again.
      for (const response of await Promise.all(working)) expect(response.status).toBe(200);
    } finally {
      if (!released) await database.release();
    }
    // As many as work and wait at once: all served.
    const again = await Promise.all([readCart(), readCart(), readCart(), readCart()]);
    expect(again.map((response) => response.status)).toEqual([200, 200, 200, 200]);

    expect(await metricValue('shop_http_queue_refused_total', { reason: 'queue-full' })).toBe(refusedBefore.full + 2);
    expect(await metricValue('shop_http_queue_refused_total', { reason: 'waited-too-long' })).toBe(refusedBefore.waited + 2);
  }, 30_000);
});
