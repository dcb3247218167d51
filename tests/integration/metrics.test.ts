import { afterEach, describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { PRICE_CHANGE_QUEUE } from '../../src/server/catalogue-admin/price-changes';
import { enqueue } from '../../src/server/jobs/queue';
import { signatureHeader } from '../../src/server/payments/signature';
import { readEventStream } from '../support/event-stream';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, KEW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readAs } from './read';

/**
 * Metrics for Prometheus: `GET /api/metrics` behind METRICS_TOKEN, the
 * API's requests by route pattern, database query times and pool, payments
 * and refunds by outcome, offers, open event streams, the job queue, and
 * real users' Web Vitals sent to `POST /api/vitals`.
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

/** How much each sample named grew between two scrapes. */
const growth = (before: string, after: string) => (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

/** A card checkout of one bouquet to Kew: the cart and its open payment session. */
async function cardCheckout(client: ApiClient) {
  const { cartId } = await readAs(await client.post('/api/carts', {}), CartIdentityModel);
  const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW };
  const added = await readAs(await client.post(`/api/carts/${cartId}/line-items`, line), CartModel);
  expect((await client.post(`/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true })).status).toBe(200);
  const sender = { firstName: 'Jane', lastName: 'Citizen', email: 'jane.citizen@example.com', mobile: '0412 345 678' };
  const recipient = { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' };
  const response = await client.post(`/api/carts/${cartId}/checkout`, { sender, recipient, paymentMethod: 'card' });
  expect(response.status).toBe(201);
  return { cartId, sessionId: ((await response.json()) as { paymentSession: { id: string } }).paymentSession.id };
}

/** The provider's signed `checkout.session.completed` for a session. */
function paidAtProvider(sessionId: string, cartId: string) {
  const rawBody = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { cartId } } },
  });
  return t.client().request('POST', '/api/payments/webhook', { rawBody, csrf: false, headers: { 'stripe-signature': signatureHeader(rawBody) } });
}

describe('payments and refunds', () => {
  it('counts a payment that became its order, and one that could not and was refunded, by outcome', async () => {
    const before = await scrape();
    const client = t.client();
    const ordered = await cardCheckout(client);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Citizen' };
    expect((await client.post(`/api/payments/sandbox/${ordered.sessionId}/pay`, card)).status).toBe(200);

    // A line added after checkout closes the session: a payment arriving for it anyway is refunded.
    const other = t.client();
    const { cartId, sessionId } = await cardCheckout(other);
    const line = { productKey: 'WB1002', variantKey: 'WB1002-STD', deliveryDate: FRIDAY, quantity: 1, suburbId: KEW };
    expect((await other.post(`/api/carts/${cartId}/line-items`, line)).status).toBe(200);
    expect((await paidAtProvider(sessionId, cartId)).status).toBe(200);

    const grew = growth(before, await scrape());
    expect(grew('shop_payments_total', { outcome: 'paid' })).toBe(1);
    expect(grew('shop_payments_total', { outcome: 'paid-not-ordered' })).toBe(1);
    expect(grew('shop_refunds_total', { outcome: 'refunded' })).toBe(1);
  });
});

describe('open event streams and the job queue', () => {
  it('counts a florist’s open alert stream until it closes, and a job waiting in its queue', async () => {
    const opened = await (await signedInClient(t, 'otherOwner')).get('/api/orders/florist-alerts');
    expect(opened.status).toBe(200);
    const stream = readEventStream(opened);
    await stream.next('start');
    const streamsOpen = async () => Number(/^shop_event_streams_open (\S+)$/m.exec(await scrape())?.[1]);
    const open = await streamsOpen();
    expect(open).toBeGreaterThanOrEqual(1);
    await stream.close();
    await expect.poll(streamsOpen).toBe(open - 1);

    // A wake-up for the due price changes, far ahead (the test's clock is frozen, the database's is not): it waits, counted as deferred.
    const deferred = async () => sample(await scrape(), 'shop_job_queue_jobs', { queue: PRICE_CHANGE_QUEUE, state: 'deferred' }) ?? 0;
    const waiting = await deferred();
    await enqueue(PRICE_CHANGE_QUEUE, {}, new Date('2100-01-01T00:00:00Z'));
    expect(await deferred()).toBe(waiting + 1);
    expect(await scrape()).toMatch(new RegExp(`^shop_job_queue_oldest_ready_seconds\\{queue="${PRICE_CHANGE_QUEUE}"\\} `, 'm'));
  });

  it('shows the Postgres pool’s connections (PGlite has no pool)', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') expect(sample(text, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).not.toMatch(/^shop_db_pool_connections\{/m);
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
