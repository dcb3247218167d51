import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AllocationRecordModel } from '../../src/lib/api/contracts/allocation';
import { AllocationSettingsModel, NetworkPageModel, StoreProfileModel } from '../../src/lib/api/contracts/network';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { NEW_STORE_HOURS } from '../../src/lib/domain/account-forms';
import { WEEKDAY_NAMES } from '../../src/lib/domain/delivery';
import { expireOffer } from '../../src/server/allocation/service';
import { rowsOf } from '../../src/server/db/client';
import { allocationSettings, orders, stores } from '../../src/server/db/schema/index';
import { signedInClient } from './auth-fixtures';
import { NOW } from './catalog-fixtures';
import { useTestApp } from './harness';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readAs, readProblem } from './read';

/**
 * The florist network as Flowerline runs it: stores made, changed and
 * paused (a paused store's open offers pass on), the allocation rules as
 * settings, and the network table. Wednesday 09:00 in Melbourne.
 */
const t = useTestApp({ frozenClock: true });
const HISTORY = AllocationRecordModel.array();
const WEEK = WEEKDAY_NAMES;
/** A week open every day but `closed`, 9 to 5. */
const weekClosedOn = (...closed: string[]) => WEEK.map((Day) => (closed.includes(Day) ? { Day, OpenTime: '0000', CloseTime: '0000' } : { Day, OpenTime: '0900', CloseTime: '1700' }));

const KEW = { suburbId: 'vic-3101-kew', postcode: '3101' };
const newStore = (over: Record<string, unknown> = {}) => ({
  storeKey: 'VIC-900',
  name: 'Kew Petals',
  street: '10 High Street',
  suburbId: KEW.suburbId,
  postcode: KEW.postcode,
  latitude: -37.8063,
  longitude: 145.0307,
  phone: '03 9853 1234',
  email: 'hello@kewpetals.example.com',
  deliversBy: 'distance',
  radiusKm: 5,
  deliveryFee: 14.5,
  ...over,
});

const staff = () => signedInClient(t, 'flowerline');
const profileOf = async (storeKey: string) => readAs(await (await staff()).get(`/api/stores/${storeKey}/profile`), StoreProfileModel);
const servedBy = async (storeKey: string) =>
  rowsOf<{ suburb_id: string }>(await t.database.db.execute(sql`select ss.suburb_id from store_suburbs ss join stores s on s.id = ss.store_id where s.key = ${storeKey} order by 1`)).map(
    (r) => r.suburb_id,
  );
const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

async function refusedField(response: Response, field: string, status = 422) {
  expect(response.status).toBe(status);
  const problem = await readProblem(response);
  expect(Object.keys(problem.errors)).toEqual([field]);
  return problem;
}

describe('making and changing stores', () => {
  it('makes a store (201) delivering within a distance, with default hours, and records every field', async () => {
    const client = await staff();
    const made = await readAs(await client.post('/api/stores', newStore()), StoreProfileModel);
    expect(made).toMatchObject({ storeKey: 'VIC-900', name: 'Kew Petals', suburb: 'Kew, VIC, 3101', deliversBy: 'distance', radiusKm: 5, deliveryFee: 14.5, takingOffers: true, openOffers: 0 });
    expect(made.phone).toBe('+61398531234');
    expect(await servedBy('VIC-900')).toContain(KEW.suburbId);
    expect(made.changes).toHaveLength(1);
    expect(made.changes[0]!.by).not.toBe('');
    expect(made.changes[0]!.fields.map((f) => f.label)).toEqual([
      'Store name',
      'Street address',
      'Suburb',
      'Position',
      'Phone',
      'Email',
      'Delivers to',
      'Delivery fee',
      'Taking offers',
      ...WEEK.map((day) => `${day} hours`),
    ]);
    expect(made.tradingHours).toEqual(NEW_STORE_HOURS);
    expect(made.owner).toBeNull();
    expect(made.changes[0]!.fields.find((f) => f.field === 'hours.Monday')).toMatchObject({ before: '—', after: '08:00 – 17:00' });
    expect(made.changes[0]!.fields.find((f) => f.field === 'hours.Sunday')).toMatchObject({ before: '—', after: 'Closed' });
    expect(made.changes[0]!.fields.find((f) => f.field === 'deliversTo')).toMatchObject({ before: '—', after: 'Within 5 km of the store' });
    const created = await client.post('/api/stores', newStore({ storeKey: 'VIC-901', deliversBy: 'suburbs', deliverySuburbs: [KEW.suburbId, 'vic-3121-richmond'] }));
    expect(created.status).toBe(201);
    expect(await servedBy('VIC-901')).toEqual([KEW.suburbId, 'vic-3121-richmond']);
  });

  it('refuses bad input with a 422 naming the field, and a taken key with 409; nothing is made', async () => {
    const client = await staff();
    const cases: [Record<string, unknown>, string][] = [
      [{ storeKey: 'bad key!' }, 'storeKey'],
      [{ name: '   ' }, 'name'],
      [{ postcode: '31' }, 'postcode'],
      [{ postcode: '3000' }, 'postcode'],
      [{ suburbId: 'vic-9999-nowhere' }, 'suburbId'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 'not a phone' }, 'phone'],
      [{ email: 'nobody' }, 'email'],
      [{ latitude: 51.5 }, 'latitude'],
      [{ longitude: -0.12 }, 'longitude'],
      [{ latitude: 'north' }, 'latitude'],
      [{ deliversBy: 'everywhere' }, 'deliversBy'],
      [{ deliversBy: 'suburbs', deliverySuburbs: [] }, 'deliverySuburbs'],
      [{ deliversBy: 'suburbs', deliverySuburbs: ['vic-9999-nowhere'] }, 'deliverySuburbs'],
      [{ radiusKm: 0 }, 'radiusKm'],
      [{ deliveryFee: -1 }, 'deliveryFee'],
      [{ deliveryFee: 1.234 }, 'deliveryFee'],
      [{ takingOffers: 'yes' }, 'takingOffers'],
    ];
    for (const [over, field] of cases) await refusedField(await client.post('/api/stores', newStore({ storeKey: 'VIC-950', ...over })), field);
    expect(await t.database.db.select().from(stores).where(eq(stores.key, 'VIC-950'))).toEqual([]);
    const taken = await refusedField(await client.post('/api/stores', newStore({ storeKey: 'vic-001' })), 'storeKey', 409);
    expect(taken.type).toBe(PROBLEM_TYPES.storeKeyTaken);
  });

  it('changes any field, says what changed in the shop words, and refuses bad changes', async () => {
    const client = await staff();
    await client.post('/api/stores', newStore({ storeKey: 'VIC-902' }));
    const changed = await readAs(await client.patch('/api/stores/VIC-902', { name: 'Kew Petals & Co', deliveryFee: 16, radiusKm: 3 }), StoreProfileModel);
    expect(changed.changes[0]!.fields).toEqual([
      { field: 'name', label: 'Store name', before: 'Kew Petals', after: 'Kew Petals & Co' },
      { field: 'deliversTo', label: 'Delivers to', before: 'Within 5 km of the store', after: 'Within 3 km of the store' },
      { field: 'deliveryFee', label: 'Delivery fee', before: '$14.50', after: '$16' },
    ]);
    await refusedField(await client.patch('/api/stores/VIC-902', { phone: 'call me' }), 'phone');
    await refusedField(await client.patch('/api/stores/VIC-902', { latitude: -80 }), 'latitude');
    await refusedField(await client.patch('/api/stores/VIC-902', { postcode: '3000' }), 'postcode');
    await refusedField(await client.patch('/api/stores/VIC-902', { deliversBy: 'suburbs' }), 'deliverySuburbs');
    expect((await client.patch('/api/stores/NOPE-1', { name: 'X' })).status).toBe(404);
    expect((await profileOf('VIC-902')).changes).toHaveLength(2);
  });
});

describe('trading hours set by Flowerline', () => {
  const openDays = async (suburbId: string) => rowsOf<{ open_days: number }>(await t.database.db.execute(sql`select open_days from suburbs where id = ${suburbId}`))[0]!.open_days;
  /** A suburb no store delivers to yet: the new store is its only one. */
  const unserved = async () =>
    rowsOf<{ id: string; postcode: string; latitude: number; longitude: number }>(
      await t.database.db.execute(
        sql`select id, postcode, latitude, longitude from suburbs s where state = 'VIC' and not exists (select 1 from store_suburbs ss where ss.suburb_id = s.id) order by id limit 1`,
      ),
    )[0]!;

  it('makes a store with the hours given, changes them later, records each day, and its suburbs open on those days only', async () => {
    const client = await staff();
    const home = await unserved();
    const store = { storeKey: 'VIC-910', suburbId: home.id, postcode: home.postcode, latitude: home.latitude, longitude: home.longitude, deliversBy: 'suburbs', deliverySuburbs: [home.id] };
    const made = await readAs(await client.post('/api/stores', newStore({ ...store, tradingHours: weekClosedOn('Sunday', 'Monday') })), StoreProfileModel);
    expect(made.tradingHours).toEqual(weekClosedOn('Sunday', 'Monday'));
    // Tuesday to Saturday: bits 2 to 6 (bit 0 is Sunday).
    expect(await openDays(home.id)).toBe(0b1111100);

    const changed = await readAs(await client.patch('/api/stores/VIC-910', { tradingHours: [...weekClosedOn('Sunday', 'Saturday')].reverse() }), StoreProfileModel);
    expect(changed.tradingHours).toEqual(weekClosedOn('Sunday', 'Saturday'));
    expect(changed.changes[0]!.fields).toEqual([
      { field: 'hours.Monday', label: 'Monday hours', before: 'Closed', after: '09:00 – 17:00' },
      { field: 'hours.Saturday', label: 'Saturday hours', before: '09:00 – 17:00', after: 'Closed' },
    ]);
    expect(await openDays(home.id)).toBe(0b0111110);
    // The same week again changes nothing and records nothing.
    const same = await readAs(await client.patch('/api/stores/VIC-910', { tradingHours: weekClosedOn('Sunday', 'Saturday') }), StoreProfileModel);
    expect(same.changes).toHaveLength(2);
  });

  it('refuses hours the owner’s form refuses, naming the day, and changes nothing', async () => {
    const client = await staff();
    const week = weekClosedOn('Sunday');
    const cases: [unknown, string][] = [
      [week.map((d, i) => (i === 1 ? { ...d, CloseTime: '0800' } : d)), 'tradingHours.1.CloseTime'],
      [week.map((d, i) => (i === 2 ? { ...d, OpenTime: '9am' } : d)), 'tradingHours.2.OpenTime'],
      [week.map((d, i) => (i === 3 ? { ...d, OpenTime: '2500' } : d)), 'tradingHours.3.OpenTime'],
      [week.map((d, i) => (i === 4 ? { ...d, Day: 'Funday' } : d)), 'tradingHours.4.Day'],
      [week.slice(0, 6), 'tradingHours'],
      [[...week.slice(0, 6), week[0]], 'tradingHours'],
      ['all week', 'tradingHours'],
      [[7, ...week.slice(1)], 'tradingHours.0'],
    ];
    for (const [tradingHours, field] of cases) {
      await refusedField(await client.post('/api/stores', newStore({ storeKey: 'VIC-911', tradingHours })), field);
      await refusedField(await client.patch('/api/stores/VIC-910', { tradingHours }), field);
    }
    expect(await t.database.db.select().from(stores).where(eq(stores.key, 'VIC-911'))).toEqual([]);
    expect((await profileOf('VIC-910')).tradingHours).toEqual(weekClosedOn('Sunday', 'Saturday'));
  });
});

describe('pausing a store', () => {
  it('passes its open offer on to the next store, offers it nothing new, refuses its answer, and resumes', async () => {
    const client = await staff();
    const suburbId = await homeOf(t.database.db, 'VIC-001');
    const { orderId } = await placeOrderOnAccount(client, suburbId);
    expect((await orderRow(orderId)).allocatedStoreKey).toBe('VIC-001');

    const paused = await readAs(await client.patch('/api/stores/VIC-001', { takingOffers: false }), StoreProfileModel);
    expect(paused.takingOffers).toBe(false);
    expect(paused.openOffers).toBe(0);
    expect(paused.changes[0]!.fields).toEqual([{ field: 'takingOffers', label: 'Taking offers', before: 'Yes', after: 'Paused' }]);
    const moved = await orderRow(orderId);
    expect(moved.workflowStatus).toBe('Awaiting Store Response');
    expect(moved.allocatedStoreKey).not.toBe('VIC-001');
    const history = await readAs(await client.get(`/api/orders/${orderId}/allocationHistory`), HISTORY);
    expect(history.map((h) => [h.allocatedStoreKey, h.outcome])).toEqual([
      ['VIC-001', 'withdrawn'],
      [moved.allocatedStoreKey, 'awaiting'],
    ]);
    const late = await (await signedInClient(t, 'florist')).post(`/api/orders/${orderId}/accept`, {});
    expect(late.status).toBe(409);
    expect((await readProblem(late)).type).toBe(PROBLEM_TYPES.orderOfferClosed);

    const next = await placeOrderOnAccount(client, suburbId);
    expect((await orderRow(next.orderId)).allocatedStoreKey).not.toBe('VIC-001');
    await refusedField(await client.post(`/api/orders/${next.orderId}/manual-allocation`, { storeKey: 'VIC-001' }), 'storeKey');

    const resumed = await readAs(await client.patch('/api/stores/VIC-001', { takingOffers: true }), StoreProfileModel);
    expect(resumed.changes[0]!.fields).toEqual([{ field: 'takingOffers', label: 'Taking offers', before: 'Paused', after: 'Yes' }]);
    expect((await orderRow((await placeOrderOnAccount(client, suburbId)).orderId)).allocatedStoreKey).toBe('VIC-001');
  });
});

describe('allocation settings', () => {
  it('start at the rules the network had, change with a history, and are read by the next offer', async () => {
    const client = await staff();
    const start = await readAs(await client.get('/api/network/allocation-settings'), AllocationSettingsModel);
    expect(start).toMatchObject({ responseMinutes: 30, maxOffers: 5, rotation: 'least-recent', changes: [] });
    for (const [body, field] of [
      [{ responseMinutes: 2 }, 'responseMinutes'],
      [{ responseMinutes: 30.5 }, 'responseMinutes'],
      [{ maxOffers: 0 }, 'maxOffers'],
      [{ maxOffers: '3' }, 'maxOffers'],
      [{ rotation: 'random' }, 'rotation'],
    ] as const)
      await refusedField(await client.patch('/api/network/allocation-settings', body), field);

    const saved = await readAs(await client.patch('/api/network/allocation-settings', { responseMinutes: 45, maxOffers: 1 }), AllocationSettingsModel);
    expect(saved).toMatchObject({ responseMinutes: 45, maxOffers: 1, rotation: 'least-recent' });
    expect(saved.changes[0]!.fields).toEqual([
      { field: 'responseMinutes', label: 'Time to answer an offer', before: '30 minutes', after: '45 minutes' },
      { field: 'maxOffers', label: 'Stores offered before Manual Intervention', before: '5', after: '1' },
    ]);
    const { orderId } = await placeOrderOnAccount(client, await homeOf(t.database.db, 'VIC-002'));
    expect((await orderRow(orderId)).allocationExpiresAt).toEqual(new Date(NOW.getTime() + 45 * 60_000));
    await expireOffer(t.database.db, orderId, new Date(NOW.getTime() + 7 * 24 * 3600_000));
    expect((await orderRow(orderId)).workflowStatus).toBe('Manual Intervention');
    await t.database.db.delete(allocationSettings);
  });
});

describe('the network table', () => {
  it('lists every store with its open offers, this week’s answers and alerts, sorted and paged', async () => {
    const client = await staff();
    const owner = await signedInClient(t, 'otherOwner');
    expect((await owner.put('/api/stores/VIC-002/notification-settings', { account: { orderAlerts: false, alertType: { dog: true } } })).status).toBe(200);
    const byOpen = await readAs(await client.get('/api/network/stores?sort=openOffers&direction=desc&limit=3'), NetworkPageModel);
    expect(byOpen.results).toHaveLength(3);
    expect(byOpen.total).toBeGreaterThan(3);
    expect(byOpen.weekStarts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const counts = byOpen.results.map((r) => r.openOffers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = await readAs(await client.get('/api/network/stores?limit=100'), NetworkPageModel);
    const vic002 = all.results.find((r) => r.storeKey === 'VIC-002')!;
    expect(vic002.alertsOff).toBe(true);
    expect(vic002.offersThisWeek).toBeGreaterThan(0);
    expect(all.results.find((r) => r.storeKey === 'VIC-900')!).toMatchObject({ alertsOff: false, takingOffers: true, offersThisWeek: 0, acceptanceRate: null, averageResponseSeconds: null });
    const next = await readAs(await client.get('/api/network/stores?limit=3&offset=3&sort=openOffers&direction=desc'), NetworkPageModel);
    expect(next.results.map((r) => r.storeKey)).not.toContain(byOpen.results[0]!.storeKey);
    // At a glance: only the stores with alerts off, or paused; or those with alerts off first.
    const alertsOff = await readAs(await client.get('/api/network/stores?show=alertsOff&limit=100'), NetworkPageModel);
    expect(alertsOff.results.map((r) => r.storeKey)).toEqual(all.results.filter((r) => r.alertsOff).map((r) => r.storeKey));
    expect(alertsOff.total).toBe(alertsOff.results.length);
    expect(alertsOff.results.map((r) => r.storeKey)).toContain('VIC-002');
    expect((await client.patch('/api/stores/VIC-003', { takingOffers: false })).status).toBe(200);
    const paused = await readAs(await client.get('/api/network/stores?show=paused&limit=100'), NetworkPageModel);
    expect(paused.results.map((r) => r.storeKey)).toEqual(['VIC-003']);
    expect((await client.patch('/api/stores/VIC-003', { takingOffers: true })).status).toBe(200);
    const offFirst = await readAs(await client.get('/api/network/stores?sort=alertsOff&direction=desc&limit=100'), NetworkPageModel);
    const flags = offFirst.results.map((r) => r.alertsOff);
    expect(flags.slice(0, alertsOff.total).every(Boolean)).toBe(true);
    expect(flags.slice(alertsOff.total).some(Boolean)).toBe(false);
    expect((await client.get('/api/network/stores?show=everything')).status).toBe(400);
    expect((await client.get('/api/network/stores?sort=bogus')).status).toBe(400);
    expect((await client.get('/api/network/stores?direction=sideways')).status).toBe(400);
  });
});
