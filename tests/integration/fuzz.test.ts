import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestApp, type TestApp } from './harness';
import { fillPath, hostileQuery, hostileSegment, rawBody } from './fuzz/inputs';
import { changedTables, stateFingerprint } from './fuzz/state';

/**
 * Property-based fuzzing of every route the app registers (read from the app,
 * so a new route is covered without editing this file), as a guest and as a
 * signed-in customer. No input may cause a 5xx; a 4xx is a problem+json body;
 * a refused write changes no row.
 *
 * FUZZ_SEED and FUZZ_RUNS choose the seed and the runs per route and caller
 * (`npm run fuzz -- --seed 42 --runs 200`); without them CI runs a fixed seed
 * and two random ones, briefly.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEEDS = process.env.FUZZ_SEED ? [Number(process.env.FUZZ_SEED)] : [20251123, ...Array.from({ length: 2 }, () => Math.floor(Math.random() * 2 ** 31))];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Inputs every route gets first, whatever the seed: a plausible body and query
 * with a NUL in one field at a time (so other rules do not refuse it first),
 * a NUL path segment, and JSON that is not JSON in GET parameters.
 */
const PLAUSIBLE: Record<string, string | number> = {
  email: 'fuzz.shopper@example.com',
  password: 'Wattle-Customer-2025',
  confirmPassword: 'Wattle-Customer-2025',
  currentPassword: 'Wattle-Customer-2025',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  name: 'Olivia Nguyen',
  phone: '0412 345 678',
  text: 'roses',
  q: 'roses',
  message: 'Hello there, a question about roses.',
  subject: 'Roses',
  productKey: 'WB1001',
  variantKey: 'WB1001-STD',
  suburbId: 'vic-3101-kew',
  postcode: '3101',
  suburb: 'Kew',
  state: 'VIC',
  addressLine1: '1 High Street',
  streetAddress: '1 High Street',
  company: 'Wattle',
  deliveryDate: '2030-06-04',
  quantity: 1,
  countryCode: 'GB',
  title: 'Home',
};
const withNul = (field: string) => ({ ...PLAUSIBLE, [field]: `${String(PLAUSIBLE[field])}\u0000x` });
const query = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const KNOWN_BAD: [string[], string, string][] = [
  ...Object.keys(PLAUSIBLE)
    .filter((field) => typeof PLAUSIBLE[field] === 'string')
    .map((field): [string[], string, string] => [['WB1001', 'vic-3101-kew'], query(withNul(field)), JSON.stringify(withNul(field))]),
  [['a%00b'], '', JSON.stringify(PLAUSIBLE)],
  [['%ff%fe', 'x'], 'variables=%7B&extensions=%7B&query=%7B', '{"items": [{"productKey": "WB1001", "quantity": 1e309}]}'],
  [['..%2f..%2f'], 'text=%ED%A0%80&text=a&text=b', JSON.stringify({ email: '\ud800@example.com', nested: { ['k\u0000']: 1 } })],
];

/**
 * Who calls: a guest and a person of every signed-in role, so that the
 * routes a role opens (the florist's offers, Flowerline's network, the
 * studio) are fuzzed past their sign-in check too.
 */
const CALLERS = {
  guest: null,
  customer: { email: 'olivia.nguyen@example.com', password: 'Wattle-Customer-2025' },
  flowerline: { email: 'priya.sharma@wattleandbloom.com.au', password: 'Flowerline-Office-2025' },
  'florist owner': { email: 'sophie.harris@example.com', password: 'Florist-Owner-2025' },
  editor: { email: 'editor@wattleandbloom.com.au', password: 'Editor-Studio-2025' },
} as const;
type Caller = keyof typeof CALLERS;

let t: TestApp;
const clients = new Map<Caller, ApiClient>();
beforeAll(async () => {
  t = await startTestApp();
  for (const [who, person] of Object.entries(CALLERS) as [Caller, (typeof CALLERS)[Caller]][]) {
    const client = t.client();
    if (person) expect((await client.post('/api/auth/login', person)).status, who).toBe(200);
    clients.set(who, client);
  }
}, 300_000);
afterAll(() => t?.close());

interface Route {
  method: string;
  path: string;
}

function registeredRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** Signing out would end a signed-in caller's session for the rest of the run. */
const skipFor = (who: Caller, route: Route) => who !== 'guest' && /logout|sign-?out/.test(route.path);

/**
 * The fingerprint taken after the last write, while nothing has run since: the
 * next write's "before" (a route's runs follow one another, so most writes
 * take one fingerprint, not two). Any other request forgets it.
 */
let lastFingerprint: Record<string, string> | undefined;

async function check(client: ApiClient, route: Route, segments: string[], query: string, body: string | undefined, failures: string[]) {
  const path = `${fillPath(route.path, segments)}${query ? `?${query}` : ''}`;
  const write = WRITES.has(route.method);
  const before = write ? (lastFingerprint ?? (await stateFingerprint(t.database))) : undefined;
  lastFingerprint = undefined;
  const response = await client.request(route.method, path, write ? { rawBody: body ?? '' } : {});
  // An event stream (a florist's alerts) stays open: its status and headers are the answer.
  const streams = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const text = streams ? await response.body!.cancel().then(() => '') : await response.text();
  const where = `${route.method} ${path.slice(0, 200)} body=${JSON.stringify((body ?? '').slice(0, 200))}`;
  if (response.status >= 500) failures.push(`${response.status} ${where}: ${text.slice(0, 300)}`);
  if (response.status >= 400 && response.status < 500 && route.path !== '/api/graphql') {
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/problem+json')) failures.push(`${response.status} without problem+json (${type}) ${where}`);
    else {
      const problem = JSON.parse(text) as { status?: number; title?: string };
      if (problem.status !== response.status || !problem.title) failures.push(`${response.status} problem body malformed ${where}: ${text.slice(0, 200)}`);
    }
  }
  if (write) {
    const after = await stateFingerprint(t.database);
    const changed = response.status >= 400 && before ? changedTables(before, after) : [];
    if (changed.length) failures.push(`refused write ${response.status} changed ${changed.join(', ')}: ${where}`);
    else lastFingerprint = after;
  }
}

describe('fuzzing every registered route', () => {
  it('finds routes to fuzz', () => {
    expect(registeredRoutes().length).toBeGreaterThan(30);
  });

  for (const who of Object.keys(CALLERS) as Caller[]) {
    it(
      `answers hostile input without a 5xx, as ${who === 'editor' ? 'an' : 'a'} ${who}`,
      async () => {
        const client = clients.get(who)!;
        const failures: string[] = [];
        for (const seed of SEEDS) {
          for (const route of registeredRoutes()) {
            if (skipFor(who, route)) continue;
            await fc.assert(
              fc.asyncProperty(fc.array(hostileSegment, { minLength: 1, maxLength: 3 }), fc.oneof(fc.constant(''), hostileQuery), rawBody, async (segments, query, body) => {
                await check(client, route, segments, query, body, failures);
              }),
              // The known inputs are the same whatever the seed: they run with the first one only.
              { seed, numRuns: RUNS, endOnFailure: true, examples: seed === SEEDS[0] ? KNOWN_BAD : [] },
            );
          }
        }
        expect([...new Set(failures)].slice(0, 40), `seeds ${SEEDS.join(', ')}`).toEqual([]);
      },
      Number(process.env.FUZZ_TIMEOUT_MS ?? 600_000),
    );
  }
});
