import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDay, weekdayOf } from '../../src/lib/domain/calendar-day';
import { WEEKDAY_NAMES } from '../../src/lib/domain/delivery';
import { rowsOf, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../db/seed/index';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { PEOPLE, type Person } from '../support/people';
import { freshStore, KIND, type Store } from './process-fixtures';

/**
 * A store made or changed through one API process, by Flowerline or by the
 * store's owner, changes which days shoppers can choose in its suburbs on
 * another process on the same Postgres within 60 s (the suburbs' open days
 * are announced to every process when the change commits).
 */
describe.skipIf(KIND !== 'postgres')('store changes across two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-stores-'));
  let store: Store | undefined;
  let database: Database | undefined;
  const servers: ApiProcess[] = [];
  /** Two Victorian suburbs no store delivers to. */
  let unserved: { id: string; postcode: string; latitude: number; longitude: number }[] = [];

  beforeAll(async () => {
    store = await freshStore(dataDir);
    database = await store.open();
    await seedDatabase(database.db);
    unserved = rowsOf<(typeof unserved)[number]>(
      await database.db.execute(
        sql`select id, postcode, latitude, longitude from suburbs s where state = 'VIC' and not exists (select 1 from store_suburbs ss where ss.suburb_id = s.id) order by id limit 2`,
      ),
    );
    servers.push(...(await Promise.all([startApiProcess(store.env), startApiProcess(store.env)])));
    await Promise.all(servers.map((api) => waitUntilHealthy(api.baseUrl)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((api) => api.stop('SIGTERM')));
    await database?.close();
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(api: ApiProcess, person: Person): Promise<HttpClient> {
    const client = new HttpClient(api.baseUrl);
    const { email, password } = PEOPLE[person];
    expect((await client.request('POST', '/api/auth/login', { email, password })).status).toBe(200);
    client.forgetCsrfToken();
    return client;
  }
  const variants = async (api: ApiProcess, suburbId: string, day: string) =>
    (await new HttpClient(api.baseUrl).request('GET', `/api/products/WB1001/variants?suburbId=${suburbId}&deliveryDate=${day}`)).status;
  /** The first day from three days on that shoppers can choose in the suburb, as `api` answers. */
  async function firstOpenDay(api: ApiProcess, suburbId: string): Promise<string> {
    for (let days = 3; days < 40; days++) {
      const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      if ((await variants(api, suburbId, day)) === 200) return day;
    }
    throw new Error(`no day in the next weeks can be chosen in ${suburbId}`);
  }
  const weekClosedOn = (closed: string) =>
    WEEKDAY_NAMES.map((Day) => (Day === closed || Day === 'Sunday' ? { Day, OpenTime: '0000', CloseTime: '0000' } : { Day, OpenTime: '0800', CloseTime: '1700' }));

  it("shows a new store's suburb, and the days Flowerline or the owner closes, on the other process within 60 s", { timeout: 150_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const [office, owner] = await Promise.all([signedIn(a, 'flowerline'), signedIn(a, 'floristowner')]);
    const [first, second] = unserved as [(typeof unserved)[0], (typeof unserved)[0]];

    // Flowerline makes a store for a suburb nobody delivers to: the other process offers its days.
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(await variants(b, first.id, day)).toBe(422);
    const made = await office.request('POST', '/api/stores', {
      storeKey: 'VIC-940',
      name: 'Two Servers Florist',
      street: '1 Main Street',
      suburbId: first.id,
      postcode: first.postcode,
      latitude: first.latitude,
      longitude: first.longitude,
      phone: '03 5222 1234',
      email: 'two.servers@example.com',
      deliversBy: 'suburbs',
      deliverySuburbs: [first.id],
      deliveryFee: 14.95,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    await expect.poll(() => firstOpenDay(b, first.id).catch(() => null), { timeout: 60_000, interval: 250 }).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Flowerline closes the store on that weekday: the other process refuses it.
    const open = await firstOpenDay(b, first.id);
    const closedByOffice = WEEKDAY_NAMES[weekdayOf(knownDay(open))]!;
    expect((await office.request('PATCH', '/api/stores/vic-940', { tradingHours: weekClosedOn(closedByOffice) })).status).toBe(200);
    await expect.poll(() => variants(b, first.id, open), { timeout: 60_000, interval: 250 }).toBe(422);

    // The owner of Melbourne Florist closes it on a weekday it delivers to its only suburb: the other process refuses that day.
    expect((await office.request('PATCH', '/api/stores/VIC-001', { deliversBy: 'suburbs', deliverySuburbs: [second.id] })).status).toBe(200);
    await expect.poll(() => firstOpenDay(b, second.id).catch(() => null), { timeout: 60_000, interval: 250 }).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ownersDay = await firstOpenDay(b, second.id);
    const closedByOwner = WEEKDAY_NAMES[weekdayOf(knownDay(ownersDay))]!;
    const put = await owner.request('PUT', '/api/stores/VIC-001', { phone: '1300 100 000', email: 'orders@vic001.example.com', tradingHours: weekClosedOn(closedByOwner) });
    expect(put.status, await put.clone().text()).toBe(200);
    const started = Date.now();
    await expect.poll(() => variants(b, second.id, ownersDay), { timeout: 60_000, interval: 250 }).toBe(422);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
