import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_CHANNEL } from '../../src/server/allocation/alerts';
import { expireOffer } from '../../src/server/allocation/service';
import { signedInClient } from './auth-fixtures';
import { type ApiClient, useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readEventStream } from '../support/event-stream';

/**
 * The florists' alert stream (spec 001 section 4.5): server-sent events fed
 * by Postgres LISTEN/NOTIFY, so an offer committed by any connection (any
 * server process) reaches the store's open streams.
 */
const t = useTestApp({ frozenClock: true });

/** An open alert stream: its events as they arrive. */
async function openStream(client: ApiClient) {
  const response = await client.get('/api/orders/florist-alerts');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readEventStream(response);
  streams.push(stream.close);
  return stream;
}
const streams: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of streams.splice(0)) await close();
});

describe('the florist alert stream', () => {
  it('starts with the store’s settings, then carries each offer to the store and its end', async () => {
    const stream = await openStream(await signedInClient(t, 'otherOwner'));
    expect(await stream.next('start')).toEqual({ storeKey: 'VIC-002', orderAlerts: true, sound: 'dog', repeat: 6 });

    const order = await placeOrderOnAccount(await signedInClient(t, 'flowerline'), await homeOf(t.database.db, 'VIC-002'));
    const offered = await stream.next('offered', (data) => data.orderId === order.orderId);
    expect(offered).toMatchObject({ storeKey: 'VIC-002', orderNumber: order.orderNumber, expiresAt: expect.any(String) });

    await expireOffer(t.database.db, order.orderId, new Date(Date.parse(offered.expiresAt as string) + 1000));
    expect(await stream.next('expired', (data) => data.orderId === order.orderId)).toMatchObject({ storeKey: 'VIC-002', orderNumber: order.orderNumber });
  });

  it('gives a florist who connects later the offers still awaiting their answer', async () => {
    const order = await placeOrderOnAccount(await signedInClient(t, 'flowerline'), await homeOf(t.database.db, 'VIC-002'));
    const stream = await openStream(await signedInClient(t, 'otherOwner'));
    await stream.next('start');
    expect(await stream.next('offered', (data) => data.orderId === order.orderId)).toMatchObject({ orderNumber: order.orderNumber });
  });

  it('carries an alert notified on another connection, as another server process would', async () => {
    const stream = await openStream(await signedInClient(t, 'otherOwner'));
    await stream.next('start');
    const event = { kind: 'offered', storeKey: 'VIC-002', orderId: '00000000-0000-4000-8000-0000000000aa', orderNumber: 'WB9999999', expiresAt: new Date().toISOString() };
    if (t.database.kind === 'postgres' && 'url' in t.database.connection) {
      const other = new pg.Client({ connectionString: t.database.connection.url });
      await other.connect();
      await other.query('select pg_notify($1, $2)', [ALERT_CHANNEL, JSON.stringify(event)]);
      await other.end();
    } else {
      await t.database.db.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${JSON.stringify(event)})`);
    }
    expect(await stream.next('offered', (data) => data.orderNumber === 'WB9999999')).toMatchObject({ storeKey: 'VIC-002' });
    // Another store's alert never reaches this one.
    await t.database.db.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${JSON.stringify({ ...event, storeKey: 'VIC-001', orderNumber: 'WB9999998' })})`);
    await t.database.db.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${JSON.stringify({ ...event, orderNumber: 'WB9999997' })})`);
    await stream.next('offered', (data) => data.orderNumber === 'WB9999997');
    expect(stream.events.some((e) => e.data.orderNumber === 'WB9999998')).toBe(false);
  });

  it('tells a store with alerts off so, and refuses everyone but florists', async () => {
    const stream = await openStream(await signedInClient(t, 'floristowner'));
    expect(await stream.next('start')).toMatchObject({ storeKey: 'VIC-001', orderAlerts: false });
    expect((await t.client().get('/api/orders/florist-alerts')).status).toBe(401);
    expect((await (await signedInClient(t, 'customer')).get('/api/orders/florist-alerts')).status).toBe(403);
    expect((await (await signedInClient(t, 'flowerline')).get('/api/orders/florist-alerts')).status).toBe(403);
  });
});
