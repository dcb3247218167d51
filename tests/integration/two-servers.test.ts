import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { expireOffer } from '../../src/server/allocation/service';
import { invalidateCaches } from '../../src/server/cache-invalidation';
import { PUBLISH_DUE_QUEUE } from '../../src/server/content/mutations';
import { closeDatabase, provideDatabase, rowsOf, type Database } from '../../src/server/db/client';
import { contentChanges, contentDocuments, contentVersions, countries, orderAllocations, orders, products } from '../../src/server/db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { SESSION_COOKIE } from '../../src/server/http/auth-cookies';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { readEventStream } from '../support/event-stream';
import { PEOPLE } from '../support/people';
import { homeOf } from './order-fixtures';
import { firstDeliverableDate, freshStore, KIND, type Store } from './process-fixtures';

/**
 * Two API processes on one Postgres, as `npm run start:cluster` runs them
 * behind its balancer (docs/adr/0701): a cache one process fills is dropped
 * when the data changes elsewhere; sign-in throttling, sessions and CSRF
 * tokens hold across them; an offer made by one reaches a florist streaming
 * alerts from the other, and however the processes' expiry jobs (and a third
 * racer) run at once, no order is ever offered twice (docs/adr/0507, 0509);
 * a recurring job runs once, not once per process. The stores trade around
 * the clock here, so a two-second response window runs out in two seconds
 * whenever the suite runs. A promo code made on one process is taken by the
 * other at once, and refused there once switched off. The processes believe X-Forwarded-For
 * (TRUST_PROXY=true), as behind the balancer, so a test can call from an
 * address of its own; they share a DATA_DIR and no SESSION_SECRET, so they
 * sign with the key kept there.
 */
const RESPONSE_SECONDS = 2;
const ORDERS = 3;
/** Documents scheduled for one instant: enough that publishing them outlasts a worker's half-second poll, so both processes run the job at once. */
const SCHEDULED = 24;

async function signedIn(api: ApiProcess, person: keyof typeof PEOPLE): Promise<HttpClient> {
  const client = new HttpClient(api.baseUrl);
  const { email, password } = PEOPLE[person];
  expect((await client.request('POST', '/api/auth/login', { email, password })).status).toBe(200);
  client.forgetCsrfToken();
  return client;
}

/** A sign-in from a network address of the test's choosing (the last X-Forwarded-For entry, as the balancer sends it). */
async function signInFrom(api: ApiProcess, address: string, email: string, password: string): Promise<Response> {
  return new HttpClient(api.baseUrl).request('POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': `192.0.2.1, ${address}` } });
}

const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

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
    // The jobs this file's own calls queue (an offer's expiry) go to this database's queue, not to a database of the worker's opened for them.
    provideDatabase(database);
    await seedDatabase(database.db);
    await database.db.execute(sql`update store_trading_hours set open_time = '0000', close_time = '2359'`);
    home = await homeOf(database.db, 'VIC-002');
    const env = { ...store.env, ALLOCATION_RESPONSE_SECONDS: String(RESPONSE_SECONDS), TRUST_PROXY: 'true' };
    servers.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    await Promise.all(servers.map((api) => waitUntilHealthy(api.baseUrl)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((api) => api.stop('SIGTERM')));
    // Its job queue stopped first, and the worker's next file left no database of this one's.
    await closeDatabase();
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // First in the file: both processes fill their caches here for the first time, so none has an older copy that its time-to-live would renew by itself.
  it('drops a cache every process filled when the data changes, and not before', { timeout: 60_000 }, async () => {
    const db = database!.db;
    const [product] = await db.select({ name: products.name, prefix: products.productPrefix, slug: products.slug }).from(products).where(eq(products.key, 'WB1001'));
    const page = `/api/catalog/product-pages/${product!.prefix}/${product!.slug}`;
    const seen = async (api: ApiProcess) => ({
      product: (await json<{ name: string }>(await fetch(`${api.baseUrl}${page}`))).name,
      found: (await json<{ total: number }>(await fetch(`${api.baseUrl}/api/search?text=zephyrine`))).total,
      country: (await json<{ countries: { isoCode: string; name: string }[] }>(await fetch(`${api.baseUrl}/api/countries`))).countries.find((c) => c.isoCode === 'NZ')?.name,
    });
    const before = { product: product!.name, found: 0, country: 'New Zealand' };
    for (const api of servers) expect(await seen(api)).toEqual(before);

    // No API call writes the catalogue or the countries (only the seed does): the test changes the rows itself.
    const rename = async (productName: string, countryName: string, invalidate: boolean) =>
      db.transaction(async (tx) => {
        await tx.update(products).set({ name: productName }).where(eq(products.key, 'WB1001'));
        await tx.update(countries).set({ name: countryName }).where(eq(countries.isoCode, 'NZ'));
        if (invalidate) await invalidateCaches(tx, 'catalog', 'countries');
      });
    try {
      await rename('Zephyrine Roses', 'Aotearoa New Zealand', false);
      // Unannounced, the change is not seen: both processes answer from memory.
      for (const api of servers) expect(await seen(api)).toEqual(before);

      // Announced in the writing transaction: both drop their copies, long before their time-to-live (a minute, five for countries) ends.
      await rename('Zephyrine Roses', 'Aotearoa New Zealand', true);
      const after = { product: 'Zephyrine Roses', found: 1, country: 'Aotearoa New Zealand' };
      for (const api of servers) await expect.poll(() => seen(api), { timeout: 10_000 }).toEqual(after);
    } finally {
      await rename(before.product, before.country, true);
    }
    for (const api of servers) await expect.poll(() => seen(api), { timeout: 10_000 }).toEqual(before);
  });

  it('takes a promo code made on one process at the other at once, and stops taking it there once switched off', { timeout: 60_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const office = await signedIn(a, 'flowerline');
    const code = `TWOPROC${randomBytes(3).toString('hex').toUpperCase()}`;
    const made = await office.request('POST', '/api/promotions/promo-codes', { code, kind: 'percentage', value: 10 });
    expect(made.status, await made.clone().text()).toBe(201);
    const shopper = new HttpClient(b.baseUrl);
    const { cartId } = (await (await shopper.request('POST', '/api/carts', {})).json()) as { cartId: string };
    const day = await firstDeliverableDate(b);
    expect(
      (await shopper.request('POST', `/api/carts/${cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: day, quantity: 1, suburbId: 'vic-3101-kew' })).status,
    ).toBe(200);
    const applied = await shopper.request('POST', `/api/carts/${cartId}/promo-codes`, { code });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { isValid: boolean }).isValid).toBe(true);
    // Switched off on A, refused on B straight away.
    const off = await office.request('PATCH', `/api/promotions/promo-codes/${code}`, { active: false });
    expect(off.status, await off.clone().text()).toBe(200);
    const other = new HttpClient(b.baseUrl);
    const { cartId: otherCart } = (await (await other.request('POST', '/api/carts', {})).json()) as { cartId: string };
    expect(
      (await other.request('POST', `/api/carts/${otherCart}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: day, quantity: 1, suburbId: 'vic-3101-kew' })).status,
    ).toBe(200);
    const refused = await other.request('POST', `/api/carts/${otherCart}/promo-codes`, { code });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { type: string }).type).toBe(PROBLEM_TYPES.promoCodeNotApplicable);
  });

  it('throttles sign-in failures made on one process on the other too, for that account and address only', { timeout: 60_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const { email, password } = PEOPLE.customer;
    const address = '203.0.113.91';
    const free = SIGN_IN_LIMITS.pair.freeFailures;
    for (let i = 0; i < free; i++) expect((await signInFrom(a, address, email, 'Not-Her-Password-1')).status).toBe(401);
    // Two failures more, each once A lets the pair try again: the pair then waits 4 s, ample time to ask B.
    for (let i = 0; i < 2; i++) await expect.poll(async () => (await signInFrom(a, address, email, 'Not-Her-Password-1')).status, { timeout: 10_000, interval: 200 }).toBe(401);

    const held = await signInFrom(b, address, email, password);
    expect(held.status, 'B holds the pair A counted, even with the right password').toBe(429);
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(held.headers.get('Retry-After'))).toBeLessThanOrEqual(4);
    expect(((await held.json()) as { type: string }).type).toBe(PROBLEM_TYPES.rateLimited);
    // The same person from another address is not held: the throttle is per account and address, not a lock-out.
    expect((await signInFrom(b, '203.0.113.92', email, password)).status).toBe(200);
  });

  it('takes a session and a CSRF token made on one process on the other, and refuses a forged token', async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const onA = await signedIn(a, 'otherCustomer');
    const onB = onA.at(b.baseUrl);
    expect((await json<{ email: string }>(await onB.request('GET', '/api/profile'))).email).toBe(PEOPLE.otherCustomer.email);

    // The token comes from A, bound to the session A made; B checks it with the same key.
    const token = await onA.csrfToken();
    expect((await onB.request('POST', '/api/carts', {}, { headers: { 'x-csrf-token': token } })).status).toBe(201);
    const forged = `${randomBytes(16).toString('base64url')}.${createHmac('sha256', 'not-the-server-secret').update('csrf:v2').digest('base64url')}`;
    const refused = await onB.request('POST', '/api/carts', {}, { headers: { 'x-csrf-token': forged } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { type: string }).type).toBe(PROBLEM_TYPES.csrf);

    // Signing out on B ends the session on A too: it is a row in the database, not a process's memory.
    const session = onA.cookie(SESSION_COOKIE)!;
    expect((await onB.request('POST', '/api/auth/logout', {})).status).toBe(200);
    expect((await fetch(`${a.baseUrl}/api/profile`, { headers: { cookie: `${SESSION_COOKIE}=${session}` } })).status).toBe(401);
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

  it('publishes each scheduled document once, though every schedule queues a job and both processes work them', { timeout: 60_000 }, async () => {
    const editor = await signedIn(servers[0]!, 'editor');
    const ids: string[] = [];
    for (let i = 1; i <= SCHEDULED; i++) ids.push(await createArticle(editor, `wattle-window-${i}`));
    // All for one instant, a few seconds ahead: time to schedule them all.
    const at = new Date(Date.now() + 5000).toISOString();
    for (let i = 1; i <= SCHEDULED; i++) {
      const scheduled = await gql(editor, 'mutation($slug: String!, $at: String!) { publishArticle(where: { slug: $slug }, to: [PUBLISHED], publishAt: $at) { stage } }', {
        slug: `wattle-window-${i}`,
        at,
      });
      expect(scheduled.publishArticle).toEqual({ stage: 'DRAFT' });
    }
    // As many jobs fall due at once: the first process to take one publishes every due document while the other takes the next.
    await expect.poll(() => publishedCount(ids), { timeout: 30_000, interval: 200 }).toBe(ids.length);
    await expect.poll(() => queued(sql`name = ${PUBLISH_DUE_QUEUE} and state <> 'completed'`), { timeout: 30_000, interval: 200 }).toBe(0);
    expect(await publishes(ids)).toEqual(ids.map((id) => ({ id, author: 'scheduled', changes: 1 })));
  });

  // Waits for the schedule's next minute (up to about 90 s: pg-boss looks at its schedules every 30 s).
  it('runs the minute sweep once a minute, not once in each process', { timeout: 200_000 }, async () => {
    const db = database!.db;
    const editor = await signedIn(servers[1]!, 'editor');
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) ids.push(await createArticle(editor, `wattle-sweep-${i}`));
    // Due, with no job queued for them (as a queued job that was lost would leave them): only the sweep finds them.
    await db
      .update(contentDocuments)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(inArray(contentDocuments.id, ids));
    await expect.poll(() => publishedCount(ids), { timeout: 150_000, interval: 1000 }).toBe(ids.length);
    expect(await publishes(ids)).toEqual(ids.map((id) => ({ id, author: 'scheduled', changes: 1 })));
    // Each minute the schedule fires, one process files it (pg-boss's send-it job for that minute), and one job is made of it.
    const minutes = sql`name = '__pgboss__send-it' and data->>'name' = ${PUBLISH_DUE_QUEUE} and state = 'completed'`;
    const sweeps = sql`name = ${PUBLISH_DUE_QUEUE} and data->>'schedule' is not null`;
    await expect
      .poll(async () => {
        const [fired, made] = [await queued(minutes), await queued(sweeps)];
        return fired >= 1 && made === fired ? 'one job a minute' : `${made} jobs for ${fired} minutes`;
      })
      .toBe('one job a minute');
  });

  const gql = async (client: HttpClient, query: string, variables: Record<string, unknown>) => {
    const answer = await json<{ data?: Record<string, unknown>; errors?: unknown[] }>(await client.request('POST', '/api/graphql', { query, variables }));
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  /** A draft article; answers its id. */
  const createArticle = async (editor: HttpClient, slug: string) => {
    const data = {
      title: `Wattle in the window (${slug})`,
      slug,
      summary: 'Golden wattle lasts a fortnight in a cool room.',
      body: '<p>Cut it in the cool of the morning.</p>',
      thumbnail: { src: '/images/blog/caring-for-roses.svg', alt: 'Golden wattle in a window', width: 600, height: 400 },
      articleCategories: ['category-flower-care'],
    };
    return ((await gql(editor, 'mutation($data: ArticleCreateInput!) { createArticle(data: $data) { id } }', { data })).createArticle as { id: string }).id;
  };

  const publishedCount = async (ids: string[]) =>
    (
      await database!.db
        .select({ id: contentDocuments.id })
        .from(contentDocuments)
        .where(and(inArray(contentDocuments.id, ids), sql`${contentDocuments.publishedAt} is not null`))
    ).length;

  /** Who published each document, and how many changes for the renderer its publishing queued: once each, had every process run the job. */
  const publishes = async (ids: string[]) => {
    const db = database!.db;
    const versions = await db
      .select({ id: contentVersions.docId, author: contentVersions.author })
      .from(contentVersions)
      .where(and(inArray(contentVersions.docId, ids), eq(contentVersions.action, 'publish')));
    const changes = await db
      .select({ id: contentChanges.docId })
      .from(contentChanges)
      .where(and(inArray(contentChanges.docId, ids), eq(contentChanges.operation, 'publish')));
    return versions.map(({ id, author }) => ({ id, author, changes: changes.filter((c) => c.id === id).length })).sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
  };

  /** Jobs in pg-boss's table that match `where`. */
  const queued = async (where: ReturnType<typeof sql>) => rowsOf<{ count: number }>(await database!.db.execute(sql`select count(*)::int as count from pgboss.job where ${where}`))[0]!.count;
});
