import { afterEach, describe, expect, it } from 'vitest';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';

/**
 * Metrics for Prometheus: `GET /api/metrics` behind METRICS_TOKEN, the
 * API's requests by route pattern, database query times, and real users'
 * Web Vitals sent to `POST /api/vitals`.
 */
const t = useTestApp({ frozenClock: true });
const TOKEN = 'metrics-token-for-the-test-0123456789';

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

async function scrape(): Promise<string> {
  process.env.METRICS_TOKEN = TOKEN;
  const response = await t.client().get('/api/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample line, `name{labels} value`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  it('is not there without a token set, and refuses a wrong token', async () => {
    expect((await t.client().get('/api/metrics')).status).toBe(404);
    process.env.METRICS_TOKEN = TOKEN;
    const wrong = await t.client().get('/api/metrics', { authorization: 'Bearer not-the-token-at-all-000000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toBe('application/problem+json');
    expect((await t.client().get('/api/metrics')).status).toBe(401);
  });

  it('counts requests by route pattern and status, never by address, and times database queries', async () => {
    const before = sample(await scrape(), 'shop_http_requests_total', { route: '/api/products/:productKey/variants', method: 'GET', status: '200' }) ?? 0;
    for (const key of ['WB1001', 'WB1002']) expect((await t.client().get(`/api/products/${key}/variants`)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'shop_http_requests_total', { route: '/api/products/:productKey/variants', method: 'GET', status: '200' })).toBe(before + 2);
    expect(text).not.toContain('route="/api/products/WB1001');
    expect(sample(text, 'shop_http_request_duration_seconds_count', { route: '/api/products/:productKey/variants', method: 'GET' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shop_db_query_duration_seconds_count', { database: t.database.kind })).toBeGreaterThan(0);
    // Node's own figures come too.
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('offers to florists', () => {
  it('counts an order offered and accepted, and the time the store took to answer', async () => {
    const labels = (outcome: string) => ({ outcome });
    const before = await scrape();
    const flowerline = await signedInClient(t, 'flowerline');
    const { orderId } = await placeOrderOnAccount(flowerline, await homeOf(t.database.db, 'VIC-001'));
    const florist = await signedInClient(t, 'florist');
    expect((await florist.post(`/api/orders/${orderId}/accept`, {})).status).toBe(200);
    const after = await scrape();
    const grew = (name: string, outcome: string) => (sample(after, name, labels(outcome)) ?? 0) - (sample(before, name, labels(outcome)) ?? 0);
    expect(grew('shop_offers_total', 'offered')).toBe(1);
    expect(grew('shop_offers_total', 'accepted')).toBe(1);
    expect(grew('shop_offer_response_seconds_count', 'accepted')).toBe(1);
  });
});

describe('POST /api/vitals', () => {
  it('takes a sampled Web Vital without a CSRF token and counts it by page kind', async () => {
    const before = sample(await scrape(), 'shop_web_vitals_count', { metric: 'LCP', page: 'product' }) ?? 0;
    const sent = await t.client().request('POST', '/api/vitals', { body: { name: 'LCP', value: 1830, page: 'product' }, csrf: false });
    expect(sent.status).toBe(204);
    const text = await scrape();
    expect(sample(text, 'shop_web_vitals_count', { metric: 'LCP', page: 'product' })).toBe(before + 1);
    expect(sample(text, 'shop_web_vitals_sum', { metric: 'LCP', page: 'product' })).toBeGreaterThanOrEqual(1.83);
  });

  it.each([
    [{ name: 'FID', value: 10, page: 'home' }, 'name'],
    [{ name: 'LCP', value: -1, page: 'home' }, 'value'],
    [{ name: 'CLS', value: 0.1, page: '/any/path' }, 'page'],
    [{ name: 'INP', value: 'fast', page: 'home' }, 'value'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const response = await t.client().request('POST', '/api/vitals', { body, csrf: false });
    expect(response.status).toBe(422);
    const problem = await response.json();
    expect(Object.keys(problem.errors ?? {})).toContain(field);
  });
});
