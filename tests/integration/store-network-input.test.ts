import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreProfileModel } from '../../src/lib/api/contracts/network';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { NEW_STORE_HOURS } from '../../src/lib/domain/account-forms';
import type { ApiClient } from './harness';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';
import { hostileValue } from './fuzz/inputs';
import { changedTables, stateFingerprint } from './fuzz/state';
import { homeOf, placeOrderOnAccount } from './order-fixtures';
import { readAs, readProblem } from './read';

/**
 * What a client can send the florist network's routes: keys in any case in
 * addresses and bodies, odd addresses, and every field of every body
 * replaced by a hostile value (wrong JSON types, huge numbers, positions off
 * the map, over-long text). Never a 5xx; a refusal is a typed problem that
 * names the field and changes nothing.
 */
const t = useTestApp({ frozenClock: true });

const KEW = { suburbId: 'vic-3101-kew', postcode: '3101' };
const STORE = {
  storeKey: 'VIC-930',
  name: 'Kew Stems',
  street: '2 High Street',
  ...KEW,
  latitude: -37.8063,
  longitude: 145.0307,
  phone: '03 9853 4321',
  email: 'hello@kewstems.example.com',
  deliversBy: 'distance',
  radiusKm: 1,
  deliveryFee: 14.95,
  takingOffers: true,
  tradingHours: NEW_STORE_HOURS,
};
const OWNER_DETAILS = { phone: '1300 100 000', email: 'orders@vic001.example.com', tradingHours: NEW_STORE_HOURS };

const office = () => signedInClient(t, 'flowerline');

describe('store keys in any case', () => {
  it('reads a key in an address, a query or a body in any case, as stores keep it in upper case', async () => {
    const client = await office();
    expect((await client.post('/api/stores', { ...STORE, storeKey: 'vic-930' })).status).toBe(201);
    expect((await readAs(await client.get('/api/stores/vic-930/profile'), StoreProfileModel)).storeKey).toBe('VIC-930');
    const patched = await readAs(await client.patch('/api/stores/Vic-930', { name: 'Kew Stems & Co' }), StoreProfileModel);
    expect(patched).toMatchObject({ storeKey: 'VIC-930', name: 'Kew Stems & Co' });
    for (const path of ['/api/stores/vic-930', '/api/stores/vic-930/notification-settings', '/api/stores/vic-930/users', '/api/stores/vic-930/owner-invites', '/api/users?storeKey=vic-001'])
      expect((await client.get(path)).status, path).toBe(200);
    expect((await client.get('/api/users?storeKey=vic-001')).status).toBe(200);
    const people = (await (await client.get('/api/users?storeKey=vic-001')).json()) as { total: number };
    expect(people.total).toBeGreaterThan(0);

    // A store's own people reach it in any case; another store stays out of reach in any case.
    const owner = await signedInClient(t, 'floristowner');
    expect((await owner.get('/api/stores/vic-001')).status).toBe(200);
    expect((await owner.put('/api/stores/vic-001', OWNER_DETAILS)).status).toBe(200);
    expect((await owner.get('/api/stores/vic-002')).status).toBe(403);
    expect((await owner.get('/api/stores/vic-001/notification-settings')).status).toBe(200);

    // A manual allocation names the store in any case.
    const { orderId } = await placeOrderOnAccount(client, await homeOf(t.database.db, 'VIC-002'));
    const allocated = await client.post(`/api/orders/${orderId}/manual-allocation`, { storeKey: 'vic-002' });
    expect(allocated.status, await allocated.clone().text()).toBe(200);
    expect(((await allocated.json()) as { allocatedStoreKey: string }).allocatedStoreKey).toBe('VIC-002');
  });

  it('refuses a new key taken in another case with 409', async () => {
    const taken = await (await office()).post('/api/stores', { ...STORE, storeKey: 'Vic-930' });
    expect(taken.status).toBe(409);
    expect((await readProblem(taken)).type).toBe(PROBLEM_TYPES.storeKeyTaken);
  });
});

/** Every route that names a store in its address, with a body it would take. */
const STORE_ROUTES: { method: string; path: (key: string) => string; body?: unknown; who: 'flowerline' | 'floristowner' }[] = [
  { method: 'GET', path: (k) => `/api/stores/${k}`, who: 'flowerline' },
  { method: 'PUT', path: (k) => `/api/stores/${k}`, body: OWNER_DETAILS, who: 'floristowner' },
  { method: 'PATCH', path: (k) => `/api/stores/${k}`, body: { name: 'X' }, who: 'flowerline' },
  { method: 'GET', path: (k) => `/api/stores/${k}/profile`, who: 'flowerline' },
  { method: 'GET', path: (k) => `/api/stores/${k}/notification-settings`, who: 'flowerline' },
  { method: 'PUT', path: (k) => `/api/stores/${k}/notification-settings`, body: { account: { orderAlerts: true, alertType: { dog: true } } }, who: 'floristowner' },
  { method: 'GET', path: (k) => `/api/stores/${k}/users`, who: 'flowerline' },
  { method: 'GET', path: (k) => `/api/stores/${k}/owner-invites`, who: 'flowerline' },
  { method: 'POST', path: (k) => `/api/stores/${k}/owner-invites`, body: { email: 'new.owner@example.com', firstName: 'Ava', lastName: 'Lim' }, who: 'flowerline' },
  { method: 'DELETE', path: (k) => `/api/stores/${k}/owner-invites/00000000-0000-4000-8000-000000000000`, who: 'flowerline' },
];

describe('odd addresses', () => {
  it('answers a key that could name no store with a 400 naming storeKey, an unknown one with a 404, and changes nothing', async () => {
    const clients = { flowerline: await office(), floristowner: await signedInClient(t, 'floristowner') };
    const before = await stateFingerprint(t.database);
    for (const route of STORE_ROUTES) {
      const client = clients[route.who];
      const call = (key: string) => client.request(route.method, route.path(key), route.body === undefined ? {} : { body: route.body });
      for (const odd of ['x'.repeat(41), 'VIC%20001', 'VIC_001', '%C3%BC', 'VIC-001%3Bdrop', encodeURIComponent('😀'), '%2F', '..%2F..%2Fhealth']) {
        const response = await call(odd);
        const where = `${route.method} ${route.path(odd)}`;
        // A florist owner is refused another store's address before it is read (403); their own in a malformed spelling cannot exist.
        expect([400, 403], where).toContain(response.status);
        const problem = await readProblem(response);
        if (response.status === 400) {
          expect(problem.type, where).toBe(PROBLEM_TYPES.validation);
          expect(Object.keys(problem.errors), where).toEqual(['storeKey']);
        }
      }
      const nul = await call('VIC-001%00');
      expect(nul.status, route.method).toBe(400);
      expect((await readProblem(nul)).type).toBe(PROBLEM_TYPES.invalidCharacters);
      if (route.who === 'flowerline') {
        const unknown = await call('NOPE-1');
        expect(unknown.status, `${route.method} ${route.path('NOPE-1')}`).toBe(404);
        expect((await readProblem(unknown)).type).toBe(PROBLEM_TYPES.notFound);
      }
    }
    expect(changedTables(before, await stateFingerprint(t.database))).toEqual([]);
  });
});

/** A valid body with one field (or one entry of a list) replaced by a hostile value. */
const oneFieldHostile = (body: Record<string, unknown>) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(body)), hostileValue).map(([field, value]) => ({ ...body, [field]: value })),
    fc
      .tuple(fc.constantFrom(...Object.keys(body)), fc.constantFrom(1e308, -1e308, 2 ** 63, -0, 0.1 + 0.2, 'x'.repeat(100_000), [], {}, null, true))
      .map(([field, value]) => ({ ...body, [field]: value })),
  );

/** The same, as raw JSON text, with numbers JSON.stringify cannot write. */
const RAW_BODIES = ['{"latitude": 1e309, "longitude": -1e309}', '{"radiusKm": 1e309}', '{"deliveryFee": -1e309}', '{"latitude": NaN}', '{"tradingHours": 1e309}', '[]', '"a store"', 'null', '42'];

async function refusesWithoutChange(client: ApiClient, method: string, path: string, body: string, failures: string[]) {
  const before = await stateFingerprint(t.database);
  const response = await client.request(method, path, { rawBody: body, headers: { 'content-type': 'application/json' } });
  const text = await response.text();
  const where = `${method} ${path} ${body.slice(0, 160)}`;
  if (response.status >= 500) failures.push(`${response.status} ${where}: ${text.slice(0, 200)}`);
  if (response.status >= 400) {
    if (!(response.headers.get('content-type') ?? '').startsWith('application/problem+json')) failures.push(`${response.status} not a problem: ${where}`);
    else if (!(JSON.parse(text) as { type?: string }).type?.startsWith('/problems/')) failures.push(`${response.status} untyped: ${where}`);
    const changed = changedTables(before, await stateFingerprint(t.database));
    if (changed.length) failures.push(`${response.status} changed ${changed.join(', ')}: ${where}`);
  }
}

describe('hostile bodies and queries', () => {
  it('never answers a 5xx to the network’s and the store pages’ bodies, and a refusal changes nothing', { timeout: 240_000 }, async () => {
    const clients = { flowerline: await office(), floristowner: await signedInClient(t, 'floristowner') };
    const failures: string[] = [];
    const { storeKey: _key, ...fields } = STORE;
    const writes: { method: string; path: string; who: keyof typeof clients; body: Record<string, unknown> }[] = [
      { method: 'POST', path: '/api/stores', who: 'flowerline', body: { ...STORE, storeKey: 'VIC-931' } },
      { method: 'PATCH', path: '/api/stores/VIC-930', who: 'flowerline', body: fields },
      { method: 'PUT', path: '/api/stores/VIC-001', who: 'floristowner', body: OWNER_DETAILS },
      { method: 'PUT', path: '/api/stores/VIC-001/notification-settings', who: 'floristowner', body: { account: { orderAlerts: true, alertType: { dog: true } } } },
      { method: 'PATCH', path: '/api/network/allocation-settings', who: 'flowerline', body: { responseMinutes: 30, maxOffers: 5, rotation: 'least-recent' } },
      { method: 'POST', path: '/api/stores/VIC-930/owner-invites', who: 'flowerline', body: { email: 'kew.owner@example.com', firstName: 'Ava', lastName: 'Lim' } },
    ];
    for (const write of writes) {
      const client = clients[write.who];
      for (const raw of RAW_BODIES) await refusesWithoutChange(client, write.method, write.path, raw, failures);
      await fc.assert(
        fc.asyncProperty(oneFieldHostile(write.body), async (body) => refusesWithoutChange(client, write.method, write.path, JSON.stringify(body), failures)),
        { seed: 20251112, numRuns: 20 },
      );
      // One entry of a list or object inside the body.
      const nested = write.body.tradingHours ? { ...write.body, tradingHours: NEW_STORE_HOURS.map((d, i) => (i === 3 ? { ...d, OpenTime: 900 } : d)) } : null;
      if (nested) await refusesWithoutChange(client, write.method, write.path, JSON.stringify(nested), failures);
    }
    // The network table's query.
    for (const query of [
      'limit=1e309',
      'limit=-1',
      'offset=99999999999',
      'sort=__proto__',
      'direction=up',
      'show=everything',
      `SearchText=${'%'.repeat(101)}`,
      'SearchText=%25%5C_',
      'sort=alertsOff&sort=name',
    ]) {
      const response = await clients.flowerline.get(`/api/network/stores?${query}`);
      if (response.status >= 500) failures.push(`${response.status} GET /api/network/stores?${query}`);
      if (response.status >= 400) expect((await readProblem(response)).type).toBe(PROBLEM_TYPES.validation);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('refuses positions off the map and huge numbers naming the field', async () => {
    const client = await office();
    for (const [over, field] of [
      [{ latitude: 91 }, 'latitude'],
      [{ latitude: -91 }, 'latitude'],
      [{ longitude: 181 }, 'longitude'],
      [{ latitude: 1e308 }, 'latitude'],
      [{ radiusKm: 1e308 }, 'radiusKm'],
      [{ deliveryFee: 1e308 }, 'deliveryFee'],
      [{ latitude: '-37.8' }, 'latitude'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ street: 'x'.repeat(121) }, 'street'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
      [{ deliversBy: 'suburbs', deliverySuburbs: ['x'.repeat(81)] }, 'deliverySuburbs.0'],
      [{ deliversBy: 'suburbs', deliverySuburbs: Array.from({ length: 2001 }, (_, n) => `s${n}`) }, 'deliverySuburbs'],
    ] as const) {
      const response = await client.patch('/api/stores/VIC-930', over);
      expect(response.status, JSON.stringify(over).slice(0, 80)).toBe(422);
      expect(Object.keys((await readProblem(response)).errors)).toEqual([field]);
    }
  });
});
