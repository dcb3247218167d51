import { describe, expect, it, vi, afterEach } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { signedInClient } from './auth-fixtures';
import { NOW } from './catalog-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readEventStream } from '../support/event-stream';

/**
 * The end of an offer, as the store's staff learn it: everyone signed in for
 * the store hears it on the alert stream (alerts on or off), an answer
 * after it says who answered first or how it ended, and the store's lists
 * hold only the orders it may still open. Wednesday 09:00 in Melbourne:
 * VIC-001 (alerts off in the seed) is offered its suburb's orders first.
 */
const t = useTestApp({ frozenClock: true });

const streams: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of streams.splice(0)) await close();
});
async function openStream(client: ApiClient) {
  const stream = readEventStream(await client.get('/api/orders/florist-alerts'));
  streams.push(stream.close);
  return stream;
}

const offerToVic001 = async () => placeOrderOnAccount(await signedInClient(t, 'flowerline'), await homeOf(t.database.db, 'VIC-001'));
const problemOf = async (response: Response) => {
  expect(response.status).toBe(409);
  return (await response.json()) as { type: string; detail: string; outcome: string; answeredBy: string | null };
};

describe('the end of an offer for the store’s staff', () => {
  it('reaches the store’s other staff on the alert stream with who answered, though the store has alerts off', async () => {
    const stream = await openStream(await signedInClient(t, 'florist'));
    expect(await stream.next('start')).toMatchObject({ storeKey: 'VIC-001', orderAlerts: false });
    const order = await offerToVic001();
    const sophie = await signedInClient(t, 'floristowner');
    expect((await sophie.post(`/api/orders/${order.orderId}/reject`, { reasonCode: 2 })).status).toBe(200);
    expect(await stream.next('answered', (data) => data.orderId === order.orderId)).toMatchObject({ orderNumber: order.orderNumber, outcome: 'rejected', by: 'Sophie Harris' });
    // Alerts off: no pop-up offers, only the ends.
    expect(stream.events.some((event) => event.event === 'offered')).toBe(false);
  });

  it('refuses a late answer with 409 saying who answered first and how', async () => {
    const sophie = await signedInClient(t, 'floristowner');
    const liam = await signedInClient(t, 'florist');
    const accepted = await offerToVic001();
    expect((await sophie.post(`/api/orders/${accepted.orderId}/accept`, {})).status).toBe(200);
    expect(await problemOf(await liam.post(`/api/orders/${accepted.orderId}/reject`, { reasonCode: 1 }))).toMatchObject({
      type: PROBLEM_TYPES.orderOfferClosed,
      detail: 'This order was already answered by Sophie Harris, who accepted it.',
      outcome: 'accepted',
      answeredBy: 'Sophie Harris',
    });

    const rejected = await offerToVic001();
    expect((await sophie.post(`/api/orders/${rejected.orderId}/reject`, { reasonCode: 2 })).status).toBe(200);
    expect((await problemOf(await liam.post(`/api/orders/${rejected.orderId}/accept`, {}))).detail).toBe('This order was already answered by Sophie Harris, who rejected it.');

    const withdrawn = await offerToVic001();
    const flowerline = await signedInClient(t, 'flowerline');
    expect((await flowerline.post(`/api/orders/${withdrawn.orderId}/manual-allocation`, { storeKey: 'VIC-002' })).status).toBe(200);
    expect(await problemOf(await liam.post(`/api/orders/${withdrawn.orderId}/accept`, {}))).toMatchObject({
      detail: 'This order was withdrawn from your store by Flowerline.',
      outcome: 'withdrawn',
      answeredBy: null,
    });
  });
});

describe('the store’s received orders', () => {
  const ids = async (client: ApiClient, list: string) =>
    ((await (await client.get(`/api/orders/${list}?limit=100&sort=createDate&sortDir=desc`)).json()) as { results: { orderId: string }[] }).results.map((row) => row.orderId);

  it('leave out an order whose offer ran out before it is swept, as the order then answers the store 404', async () => {
    const order = await offerToVic001();
    const liam = await signedInClient(t, 'florist');
    expect(await ids(liam, 'florist-recieved-order-history')).toContain(order.orderId);
    vi.setSystemTime(new Date(NOW.getTime() + 31 * 60_000));
    try {
      expect((await liam.get(`/api/orders/${order.orderId}`)).status).toBe(404);
      expect(await ids(liam, 'florist-recieved-order-history')).not.toContain(order.orderId);
      expect(await ids(liam, 'florist-order-history')).not.toContain(order.orderId);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});
