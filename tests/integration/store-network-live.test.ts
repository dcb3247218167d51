import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreProfileModel } from '../../src/lib/api/contracts/network';
import { StoreDetailsModel } from '../../src/lib/api/contracts/stores';
import { WEEKDAY_NAMES } from '../../src/lib/domain/delivery';
import { rowsOf } from '../../src/server/db/client';
import { signedInClient } from './auth-fixtures';
import { FRIDAY, THURSDAY } from './catalog-fixtures';
import { useTestApp } from './harness';
import { readAs } from './read';

/**
 * A store's changes reach the live shop and its history, whoever makes
 * them: the owner's contact details and hours and the staff's alert
 * settings are recorded (who, when, before, after) where Flowerline reads
 * the store's history; hours change which days shoppers can choose in the
 * store's suburbs; and every store change purges the shared copies of the
 * public reads it shows in. Wednesday 12 November 2025, 09:00 in Melbourne.
 */
const t = useTestApp({ frozenClock: true });

const weekClosedOn = (...closed: string[]) => WEEKDAY_NAMES.map((Day) => (closed.includes(Day) ? { Day, OpenTime: '0000', CloseTime: '0000' } : { Day, OpenTime: '0900', CloseTime: '1700' }));
const UNAVAILABLE = 'Unfortunately, this product is not available for your chosen delivery details. Please select another product, date, or location.';

/** A Victorian suburb no store delivers to; VIC-001 is made its only store. */
let suburb = '';
beforeAll(async () => {
  suburb = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from suburbs s where state = 'VIC' and not exists (select 1 from store_suburbs ss where ss.suburb_id = s.id) order by id limit 1`),
  )[0]!.id;
  const office = await signedInClient(t, 'flowerline');
  const moved = await office.patch('/api/stores/VIC-001', { deliversBy: 'suburbs', deliverySuburbs: [suburb] });
  expect(moved.status, await moved.clone().text()).toBe(200);
});

const history = async () => readAs(await (await signedInClient(t, 'flowerline')).get('/api/stores/VIC-001/profile'), StoreProfileModel);
const variantsOn = (day: string) => t.client().get(`/api/products/WB1001/variants?suburbId=${suburb}&deliveryDate=${day}`);

describe("the owner's and staff's changes", () => {
  it("records the owner's phone, email and hours in the store's history, in any case of its key, and nothing for a save that changes nothing", async () => {
    const owner = await signedInClient(t, 'floristowner');
    const details = { phone: '03 9000 1111', email: 'Orders@MelbourneFlorist.example.com', tradingHours: weekClosedOn('Sunday', 'Friday') };
    const saved = await readAs(await owner.put('/api/stores/vic-001', details), StoreDetailsModel);
    expect(saved).toMatchObject({ storeKey: 'VIC-001', phone: '+61390001111', email: 'orders@melbourneflorist.example.com' });
    expect(saved.tradingHours).toEqual(weekClosedOn('Sunday', 'Friday'));

    const profile = await history();
    expect(profile.owner).toEqual({ name: 'Sophie Harris', email: 'sophie.harris@example.com' });
    const [change] = profile.changes;
    expect(change!.by).toBe('Sophie Harris (store owner)');
    expect(change!.at).toBe('2025-11-11T22:00:00.000Z');
    // The seed's week: 9 to 5, Saturday 9 to 1, closed on Sunday.
    expect(change!.fields).toEqual([
      { field: 'phone', label: 'Phone', before: expect.stringMatching(/^1300 /), after: '+61 3 9000 1111' },
      { field: 'email', label: 'Email', before: expect.stringContaining('@stores.wattleandbloom.com.au'), after: 'orders@melbourneflorist.example.com' },
      { field: 'hours.Friday', label: 'Friday hours', before: '09:00 – 17:00', after: 'Closed' },
      { field: 'hours.Saturday', label: 'Saturday hours', before: '09:00 – 13:00', after: '09:00 – 17:00' },
    ]);

    const count = (await history()).changes.length;
    expect((await owner.put('/api/stores/VIC-001', details)).status).toBe(200);
    expect((await history()).changes).toHaveLength(count);
  });

  it("takes the owner's hours to the shoppers' dates in its suburbs at once: a day it closes cannot be chosen, a day it opens can", async () => {
    const owner = await signedInClient(t, 'floristowner');
    expect((await owner.put('/api/stores/VIC-001', { phone: '03 9000 1111', email: 'orders@melbourneflorist.example.com', tradingHours: weekClosedOn('Sunday') })).status).toBe(200);
    await expect.poll(async () => (await variantsOn(FRIDAY)).status, { timeout: 5_000, interval: 50 }).toBe(200);
    expect((await variantsOn(THURSDAY)).status).toBe(200);

    expect((await owner.put('/api/stores/VIC-001', { phone: '03 9000 1111', email: 'orders@melbourneflorist.example.com', tradingHours: weekClosedOn('Sunday', 'Friday') })).status).toBe(200);
    await expect.poll(async () => (await variantsOn(FRIDAY)).status, { timeout: 5_000, interval: 50 }).toBe(422);
    expect(await (await variantsOn(FRIDAY)).json()).toMatchObject({ detail: UNAVAILABLE });
    expect((await variantsOn(THURSDAY)).status).toBe(200);
  });

  it("records the staff's alert settings: off or on with its sound, by whom", async () => {
    const staff = await signedInClient(t, 'florist');
    expect((await staff.put('/api/stores/Vic-001/notification-settings', { account: { orderAlerts: true, alertType: { cat: true } } })).status).toBe(200);
    const [change] = (await history()).changes;
    expect(change!.by).toBe('Liam Chen (store staff)');
    expect(change!.fields).toEqual([{ field: 'orderAlerts', label: 'Order alerts', before: 'Off', after: 'On, with the cat sound' }]);
    expect((await staff.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: false, alertType: { cat: true } } })).status).toBe(200);
    expect((await history()).changes[0]!.fields).toEqual([{ field: 'orderAlerts', label: 'Order alerts', before: 'On, with the cat sound', after: 'Off' }]);
    const count = (await history()).changes.length;
    expect((await staff.put('/api/stores/VIC-001/notification-settings', { account: { orderAlerts: false, alertType: { cat: true } } })).status).toBe(200);
    expect((await history()).changes).toHaveLength(count);
  });
});

describe('purging shared caches after a store change', () => {
  let stand: Server;
  const heard: string[] = [];
  const saved = { CACHE_PURGE: process.env.CACHE_PURGE, VARNISH_URL: process.env.VARNISH_URL };

  beforeAll(async () => {
    // A stand-in for Varnish: it records the keys of each purge.
    stand = createServer((req, res) => {
      if (req.method === 'PURGE') heard.push(String(req.headers['xkey-purge']));
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    process.env.CACHE_PURGE = 'varnish';
    process.env.VARNISH_URL = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await new Promise((resolve) => stand.close(resolve));
  });

  const KEYS = 'api-catalogue api-delivery';
  /** Makes the call, then waits for the purge it sends (purges may come after the answer, from every process). */
  async function purgesAfter(call: () => Promise<Response>, status: number): Promise<void> {
    heard.length = 0;
    const response = await call();
    expect(response.status, await response.clone().text()).toBe(status);
    await expect.poll(() => [...heard], { timeout: 10_000, interval: 20 }).toEqual([KEYS]);
  }
  /** Makes calls that purge nothing: once the change after them has purged, that purge is the only one heard. */
  async function purgeNothing(calls: [() => Promise<Response>, number][], then: () => Promise<Response>): Promise<void> {
    heard.length = 0;
    for (const [call, status] of calls) expect((await call()).status).toBe(status);
    expect((await then()).status).toBe(200);
    await expect.poll(() => heard.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    expect(heard).toEqual([KEYS]);
  }

  it('purges the delivery and catalogue reads after a store is made, paused, resumed or changed by Flowerline or its owner, and not after a read or a refusal', async () => {
    const office = await signedInClient(t, 'flowerline');
    const owner = await signedInClient(t, 'floristowner');
    const store = {
      storeKey: 'vic-920',
      name: 'Geelong Blooms',
      street: '1 Moorabool Street',
      suburbId: suburb,
      postcode: rowsOf<{ postcode: string }>(await t.database.db.execute(sql`select postcode from suburbs where id = ${suburb}`))[0]!.postcode,
      latitude: -38.1499,
      longitude: 144.3617,
      phone: '03 5222 1234',
      email: 'hello@geelongblooms.example.com',
      deliversBy: 'suburbs',
      deliverySuburbs: [suburb],
      deliveryFee: 14.95,
    };
    await purgesAfter(() => office.post('/api/stores', store), 201);
    await purgesAfter(() => office.patch('/api/stores/vic-920', { takingOffers: false }), 200);
    await purgesAfter(() => office.patch('/api/stores/VIC-920', { takingOffers: true }), 200);
    await purgesAfter(() => office.patch('/api/stores/VIC-920', { deliveryFee: 16 }), 200);
    await purgesAfter(() => office.patch('/api/stores/VIC-920', { tradingHours: weekClosedOn('Sunday', 'Monday') }), 200);
    await purgesAfter(() => owner.put('/api/stores/VIC-001', { phone: '03 9000 1111', email: 'orders@melbourneflorist.example.com', tradingHours: weekClosedOn('Sunday', 'Monday') }), 200);
    await purgeNothing(
      [
        [() => office.get('/api/stores/VIC-920/profile'), 200],
        [() => office.patch('/api/stores/VIC-920', { deliveryFee: -1 }), 422],
        [() => office.post('/api/stores', store), 409],
        [() => owner.put('/api/stores/VIC-920', { phone: '03 5222 1234', email: 'a@b.example.com', tradingHours: weekClosedOn('Sunday') }), 403],
      ],
      () => office.patch('/api/stores/VIC-920', { deliveryFee: 17 }),
    );
  });
});
