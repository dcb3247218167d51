import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../db/seed/index';
import { createApp } from '../../src/server/app';
import { openDatabase, provideDatabase, type Database } from '../../src/server/db/client';
import { scratchDatabase } from '../support/postgres';
import { ApiClient } from './harness';

/**
 * The database goes away and comes back (Postgres: a restart, a failover):
 * meanwhile every request that needs it is answered at once with a 503 and
 * `Retry-After`, readiness says the database is why, and once it is back the
 * shop serves again by itself within 10 s. The database is reached through
 * a TCP relay the test cuts and restores on the same port.
 */

/** A relay to Postgres on a port of its own, which can be cut (every connection reset, new ones refused) and restored. */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const database = connect(5432, '127.0.0.1');
      for (const socket of [client, database]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(database).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const postgres = process.env.TEST_DB === 'postgres';
let relay: Relay;
let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
let client: ApiClient;

beforeAll(async () => {
  if (!postgres) return;
  const scratch = await scratchDatabase('shop_outage');
  drop = scratch.drop;
  const direct = await openDatabase({ url: scratch.url });
  await seedDatabase(direct.db);
  await direct.close();
  relay = new Relay();
  await relay.open();
  const url = new URL(scratch.url);
  url.port = String(relay.port);
  // Three connections kept open and warm (the tests' default keeps none).
  process.env.DATABASE_POOL_MIN = String(KEPT_WARM);
  database = await openDatabase({ url: url.toString() }).finally(() => (process.env.DATABASE_POOL_MIN = '0'));
  provideDatabase(database);
  client = new ApiClient(createApp());
}, 120_000);

afterAll(async () => {
  await relay?.cut();
  await database?.close().catch(() => {});
  await drop?.();
});

const KEPT_WARM = 3;

/**
 * Every connection the pool holds, taken at once: each says which cart
 * statements it has prepared (pg_prepared_statements is per connection),
 * and they are handed back.
 */
async function connectionsNow(): Promise<{ count: number; prepared: string[][] }> {
  const pool = database!.pool!;
  const count = pool.totalCount;
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    const prepared = await Promise.all(
      clients.map(async (connection) => (await connection.query<{ name: string }>(`select name from pg_prepared_statements where name like 'cart_%' order by name`)).rows.map((row) => row.name)),
    );
    return { count, prepared };
  } finally {
    for (const connection of clients) connection.release();
  }
}

const WARM = ['cart_addon_quantity', 'cart_addon_set', 'cart_line_add', 'cart_line_card_message_read'];

/** At least the connections kept warm are open (those the requests opened beyond them stay a while), every one warm. */
async function allWarm(): Promise<void> {
  const { count, prepared } = await connectionsNow();
  expect(count).toBeGreaterThanOrEqual(KEPT_WARM);
  expect(prepared).toEqual(Array(count).fill(WARM));
}

/** A write that always reaches the database: a new cart. */
const newCart = () => client.request('POST', '/api/carts', { body: {} });

describe.runIf(postgres)('while the database is away', () => {
  it('answers at once with a 503 and Retry-After, says why when asked if ready, and serves again by itself within 10 s of its return', async () => {
    expect((await newCart()).status).toBe(201);

    await relay.cut();
    const started = performance.now();
    const refused = await newCart();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ type: '/problems/database-unavailable', status: 503 });
    // At once: within the connection timeout, not after a request's own timeout.
    expect(performance.now() - started).toBeLessThan(5000);
    const ready = await client.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'error', database: { status: 'error' } });
    // Alive all the same: nothing should restart it.
    expect((await client.get('/api/health/live')).status).toBe(200);

    await relay.open();
    const back = performance.now();
    await vi.waitFor(async () => expect((await newCart()).status).toBe(201), { timeout: 10_000, interval: 200 });
    expect(performance.now() - back).toBeLessThan(10_000);
    await vi.waitFor(async () => expect((await client.get('/api/health/ready')).status).toBe(200), { timeout: 10_000, interval: 200 });
  }, 60_000);

  it('keeps its connections open with the cart changes ready, and opens them again when the database comes back', async () => {
    const carts = async () => Number((await database!.pool!.query<{ n: string }>('select count(*) as n from carts')).rows[0]!.n);
    await vi.waitFor(async () => expect((await client.get('/api/health/ready')).status).toBe(200), { timeout: 10_000, interval: 200 });
    const before = await carts();
    await vi.waitFor(allWarm, { timeout: 10_000, interval: 200 });
    // Warming up left no cart behind.
    expect(await carts()).toBe(before);

    await relay.cut();
    expect((await newCart()).status).toBe(503);
    await relay.open();
    // Opened again without a request asking for them, each ready before it serves one.
    await vi.waitFor(allWarm, { timeout: 10_000, interval: 200 });
    expect(await carts()).toBe(before);
  }, 60_000);
});
