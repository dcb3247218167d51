import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { signedInClient } from './auth-fixtures';
import { expectRefused, lineBody, newCart } from './cart-actions-fixtures';
import { type ApiClient, useTestApp } from './harness';

/**
 * The classes of bad input that once reached the database and came back as
 * a 500, tried on every route the app registers (read from the app, so a new
 * route is covered without editing this file), whatever the seed: days
 * Postgres refuses or the shop has no business with (0000-01-01,
 * 9999-12-31), integers past int4 and int8, NaN, Infinity, hex and exponent
 * numbers, negative numbers, text shaped like a UUID that is not one, and
 * over-long text. Each is sent in a path parameter and in a query
 * parameter, one at a time with the others plausible, as every signed-in
 * role that opens routes; and in the body fields that take a day, on the
 * routes that take one (docs/adr/0780). No answer may be a 5xx; a 4xx is a
 * problem+json body; a refused body changes nothing.
 */
const t = useTestApp({ frozenClock: true });

const DAYS = ['0000-01-01', '0000-12-31', '9999-12-31', '1899-12-31', '3000-01-01'];
const NUMBERS = ['99999999999999999999', '9223372036854775808', '2147483648', '-1', '-0', 'NaN', 'Infinity', '-Infinity', '1e309', '0x10', '1e3', '0.5'];
const IDS = ['-'.repeat(36), 'a'.repeat(36), 'g'.repeat(8) + '-0000-4000-8000-000000000000', '00000000-0000-0000-0000-000000000000'];
const LONG = ['x'.repeat(5000)];
const SEGMENT_VALUES = [...DAYS, ...NUMBERS, ...IDS, ...LONG];

/** A value each path parameter is given while another holds the hostile one: what a client would plausibly send. */
const PLAUSIBLE_PARAM: Record<string, string> = {
  cartId: '00000000-0000-4000-8000-000000000000',
  id: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  lineItemId: '00000000-0000-4000-8000-000000000000',
  customerId: '00000000-0000-4000-8000-000000000000',
  addressId: '00000000-0000-4000-8000-000000000000',
  sessionId: 'cs_test_nothing',
  listId: '00000000-0000-4000-8000-000000000000',
  inviteId: '00000000-0000-4000-8000-000000000000',
  addonId: '00000000-0000-4000-8000-000000000000',
  customLineItemId: '00000000-0000-4000-8000-000000000000',
  adjustmentId: '00000000-0000-4000-8000-000000000000',
  storeKey: 'VIC-001',
  key: 'WB1001',
  productKey: 'WB1001',
  productPrefix: 'WB',
  slug: 'birthday',
  code: 'SPRING15',
  date: '2030-06-04',
  effectiveFrom: '2030-06-04',
  zone: 'metro',
};

/** Query parameters the API reads days, counts and ids from, each with the class of values it is tried with. */
const QUERY_CLASSES: [string[], string[]][] = [
  [['date', 'deliveryDate', 'from', 'to', 'FromDate', 'ToDate', 'firstDay', 'lastDay', 'day'], DAYS.slice(0, 3)],
  [
    ['limit', 'offset', 'quantity', 'page', 'first', 'skip', 'count', 'radiusKm'],
    ['99999999999999999999', '2147483648', '-1', 'NaN', 'Infinity', '0x10'],
  ],
  [['id', 'cartId', 'orderId', 'batch'], IDS.slice(0, 2)],
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROLES = ['flowerline', 'floristowner', 'customer'] as const;

interface Route {
  method: string;
  path: string;
  params: string[];
}

function registeredRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || /logout|sign-?out/.test(path)) continue;
    // The event streams of florists' alerts stay open; their parameters are read as every route's are.
    if (/alerts\/stream|events$/.test(path)) continue;
    seen.set(`${method} ${path}`, { method, path, params: [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!) });
  }
  return [...seen.values()];
}

const fill = (route: Route, values: Record<string, string>) =>
  route.path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?\??/g, (_, name: string) => encodeURIComponent(values[name] ?? PLAUSIBLE_PARAM[name] ?? 'x'));

async function check(client: ApiClient, route: Route, path: string, failures: string[]) {
  const { method } = route;
  const response = await client.request(method, path, WRITES.has(method) ? { rawBody: '{}' } : {});
  const type = response.headers.get('content-type') ?? '';
  const text = type.startsWith('text/event-stream') ? await response.body!.cancel().then(() => '') : await response.text();
  const where = `${method} ${path.slice(0, 160)}`;
  if (response.status >= 500) failures.push(`${response.status} ${where}: ${text.slice(0, 200)}`);
  // GraphQL answers its own errors in its own shape.
  else if (response.status >= 400 && route.path !== '/api/graphql' && !type.startsWith('application/problem+json')) failures.push(`${response.status} without problem+json ${where}`);
}

describe('the classes of bad input, on every route', () => {
  it('finds the routes with parameters', () => {
    expect(registeredRoutes().filter((route) => route.params.length).length).toBeGreaterThan(40);
  });

  for (const role of ROLES) {
    it(`answers hostile path parameters, one at a time, without a 5xx, as ${role}`, async () => {
      const client = await signedInClient(t, role);
      const failures: string[] = [];
      for (const route of registeredRoutes()) {
        for (const param of route.params) {
          for (const value of SEGMENT_VALUES) await check(client, route, fill(route, { [param]: value }), failures);
        }
      }
      expect([...new Set(failures)].slice(0, 40)).toEqual([]);
    }, 600_000);
  }

  it('answers hostile query parameters, one at a time, without a 5xx, as flowerline and as a guest', async () => {
    const failures: string[] = [];
    for (const client of [await signedInClient(t, 'flowerline'), t.client()]) {
      for (const route of registeredRoutes().filter((candidate) => candidate.method === 'GET')) {
        const base = fill(route, {});
        for (const [names, values] of QUERY_CLASSES) {
          for (const name of names) for (const value of values) await check(client, route, `${base}?${name}=${encodeURIComponent(value)}`, failures);
        }
      }
    }
    expect([...new Set(failures)].slice(0, 40)).toEqual([]);
  }, 600_000);
});

describe("a day outside the shop's years, in every body and path that takes a day", () => {
  /** Each route that takes a day in its body: a body it would take, and the field holding the day. */
  const BODIES: [string, string, Record<string, unknown>, string][] = [
    ['POST', '/api/promotions/promo-codes', { code: 'YEARNOUGHT', kind: 'percentage', value: 10 }, 'firstDay'],
    ['POST', '/api/promotions/promo-codes', { code: 'YEARNOUGHT', kind: 'percentage', value: 10 }, 'lastDay'],
    ['PATCH', '/api/promotions/promo-codes/SPRING15', {}, 'firstDay'],
    ['PATCH', '/api/promotions/promo-codes/SPRING15', {}, 'lastDay'],
    ['POST', '/api/promotions/promo-code-batches', { prefix: 'YEAR', count: 2, kind: 'percentage', value: 10 }, 'firstDay'],
    ['POST', '/api/promotions/automatic', { name: 'Year nought', kind: 'percentage', value: 10 }, 'firstDay'],
    ['POST', '/api/promotions/automatic', { name: 'Year nought', kind: 'percentage', value: 10 }, 'lastDay'],
    ['POST', '/api/delivery-rules/fees', { zone: 'metro', fee: '14' }, 'effectiveFrom'],
    ['POST', '/api/delivery-rules/cutoffs', { weekday: '13:00', saturday: '09:00' }, 'effectiveFrom'],
    ['POST', '/api/delivery-rules/closed-dates', { reason: 'Stocktake' }, 'date'],
    ['POST', '/api/delivery-rules/peak-days', { name: 'Mothers Day', surcharge: '5' }, 'date'],
  ];

  it.each(DAYS.slice(0, 3))('%s is a 4xx naming the field, and changes nothing', async (day) => {
    const office = await signedInClient(t, 'flowerline');
    for (const [method, path, body, field] of BODIES) {
      const problem = await expectRefused(t, () => office.request(method, path, { body: { ...body, [field]: day } }), { status: 422, type: PROBLEM_TYPES.validation, field });
      expect(problem.errors[field], `${method} ${path} ${field}`).toBeTruthy();
    }
    // A product's delivery windows, a cart line's delivery date, and the delivery calendar's query.
    await expectRefused(t, () => office.patch('/api/catalogue/products/WB1001', { delivery: { windows: [{ first: day, last: '2030-01-10' }] } }), {
      status: 422,
      type: PROBLEM_TYPES.validation,
      field: 'delivery.windows.0.first',
    });
    const cart = await newCart(t);
    await expectRefused(t, () => cart.client.post(`${cart.path}/line-items`, lineBody({ deliveryDate: day })), { status: 422, type: PROBLEM_TYPES.validation, field: 'deliveryDate' });
    expect((await t.client().get(`/api/products/WB1001/variants?suburbId=vic-3101-kew&deliveryDate=${day}`)).status).toBe(400);
    // The paths that name an entry to remove by its day.
    for (const path of [`/api/delivery-rules/closed-dates/${day}`, `/api/delivery-rules/peak-days/${day}`, `/api/delivery-rules/cutoffs/${day}`, `/api/delivery-rules/fees/metro/${day}`]) {
      const problem = await expectRefused(t, () => office.delete(path), { status: 400, type: PROBLEM_TYPES.validation });
      expect(Object.keys(problem.errors), path).toEqual([expect.stringMatching(/^(date|effectiveFrom)$/)]);
    }
  });
});
