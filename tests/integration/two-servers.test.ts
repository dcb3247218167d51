import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffer } from '../../src/server/allocation/service';
import type { Database } from '../../src/server/db/client';
import { orderAllocations, orders } from '../../src/server/db/schema/index';
import { seedDatabase } from '../../src/server/db/seed';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { readEventStream } from '../support/event-stream';
import { PEOPLE } from '../support/people';
import { homeOf } from './order-fixtures';
import { firstDeliverableDate, freshStore, KIND, type Store } from './process-fixtures';

/**
 * Two API processes on one Postgres (docs/adr/0507, 0509): an offer made by
 * one reaches a florist streaming alerts from the other, and however the
 * processes' expiry jobs (and a third racer) run at once, no order is ever
 * offered twice. The stores trade around the clock here, so a two-second
 * response window runs out in two seconds whenever the suite runs.
 */
const RESPONSE_SECONDS = 2;
const ORDERS = 3;

async function signedIn(api: ApiProcess, person: keyof typeof PEOPLE): Promise<HttpClient> {
  const client = new HttpClient(api.baseUrl);
  const { email, password } = PEOPLE[person];
  expect((await client.request('POST', '/api/auth/login', { email, password })).status).toBe(200);
  client.forgetCsrfToken();
  return client;
}

async function placeOrder(client: HttpClient, suburbId: string, deliveryDate: string): Promise<{ orderId: string; orderNumber: string }> {
  const { cartId } = (await (await client.request('POST', '/api/carts', {})).json()) as { cartId: string };
  const adding = await client.request('POST', `/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate, quantity: 1, suburbId });
  expect(adding.status, await adding.clone().text()).toBe(200);
  const added = (await adding.json()) as { lineItems: { lineItemId: string }[] };
  await client.request('POST', `/api/carts/${cartId}/line-items/${added.lineItems[0]!.lineItemId}/set-card-message`, { noCardMessage: true });
  const response = await client.request('POST', `/api/carts/${cartId}/checkout`, {
    sender: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' },
    recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' },
    paymentMethod: 'account',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: { orderId: string; orderNumber: string } }).order;
}

describe.skipIf(KIND !== 'postgres')('two server processes on one Postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-'));
  let store: Store | undefined;
  let database: Database | undefined;
  const servers: ApiProcess[] = [];
  let home = '';

  beforeAll(async () => {
    store = await freshStore(dataDir);
    database = await store.open();
    await seedDatabase(database.db);
    await database.db.execute(sql`update store_trading_hours set open_time = '0000', close_time = '2359'`);
    home = await homeOf(database.db, 'VIC-002');
    const env = { ...store.env, ALLOCATION_RESPONSE_SECONDS: String(RESPONSE_SECONDS) };
    servers.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    await Promise.all(servers.map((api) => waitUntilHealthy(api.baseUrl)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((api) => api.stop('SIGTERM')));
    await database?.close();
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('alerts a florist on one process of an offer made by the other, and never offers an order twice', { timeout: 120_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const florist = await signedIn(b, 'otherOwner');
    const stream = readEventStream(await florist.request('GET', '/api/orders/florist-alerts'), { timeout: 30_000 });
    try {
      expect(await stream.next('start')).toMatchObject({ storeKey: 'VIC-002', orderAlerts: true });
      const flowerline = await signedIn(a, 'flowerline');
      const deliveryDate = await firstDeliverableDate(a, home);
      const placed = [];
      for (let i = 0; i < ORDERS; i++) placed.push(await placeOrder(flowerline, home, deliveryDate));

      for (const order of placed) {
        // Offered by process A, streamed by process B.
        expect(await stream.next('offered', (data) => data.orderId === order.orderId)).toMatchObject({ storeKey: 'VIC-002', orderNumber: order.orderNumber });
      }
      // A third racer, as a third process would: this test's own connection expires the first order's offer as the servers' jobs do.
      const [first] = await database!.db.select().from(orderAllocations).where(eq(orderAllocations.orderId, placed[0]!.orderId));
      await expireOffer(database!.db, placed[0]!.orderId, new Date(first!.expiresAt!.getTime() + 1));

      for (const order of placed) {
        // The window runs out: the store hears the offer is over, and the next store is offered it (or Flowerline, when none is left).
        expect(await stream.next('expired', (data) => data.orderId === order.orderId)).toMatchObject({ storeKey: 'VIC-002' });
        await expect
          .poll(async () => (await database!.db.select({ attempt: orderAllocations.attempt }).from(orderAllocations).where(eq(orderAllocations.orderId, order.orderId))).length, { timeout: 30_000 })
          .toBeGreaterThanOrEqual(2);
      }
    } finally {
      await stream.close();
    }

    for (const order of await database!.db.select().from(orders)) {
      const history = await database!.db.select().from(orderAllocations).where(eq(orderAllocations.orderId, order.id)).orderBy(asc(orderAllocations.attempt));
      if (!history.length) continue;
      expect(history.map((h) => h.attempt)).toEqual(history.map((_, i) => i + 1));
      expect(new Set(history.map((h) => h.allocatedStoreKey)).size, `order ${order.orderNumber} went to a store twice`).toBe(history.length);
      expect(history.filter((h) => h.outcome === null).length).toBeLessThanOrEqual(1);
    }
  });
});
