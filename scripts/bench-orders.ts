import { sql } from 'drizzle-orm';
import { benchDatabase, percentile, placement, printTable, serveBenchApi, startBenchApi, stopBenchApi } from './lib/bench-api-server';
import { countriesFor } from './lib/bench-baseline';
import { machineNow, recordBaseline, recordFigure, recordMachine } from './lib/bench-figures';
import { FIXED, RATIO } from './lib/bench-targets';
import { Shopper } from './lib/bench-shopper';
import type { Db } from '../src/server/db/client';
import { loadScaleOrders } from '../db/seed/scale-orders';
import { SEED_USERS } from '../db/seed/data/accounts';

/**
 * The florist network under load, on Postgres: the order-history lists with
 * 100,000 orders (the seeded demo orders, copied with new numbers, dates,
 * carts and lines by the scale data set's loader), read by 50 signed-in
 * users at once (Flowerline, a customer, a florist) with varied sorts,
 * searches, filters and pages: first as people read them (each pauses
 * 0.5–1.5 s on a page before the next), then without pauses (the server
 * saturated); then the alert latency: from placing an order to the
 * `offered` event on the alert stream of the store it is offered to.
 * Prints p50, p95 and p99.
 *
 *   node scripts/node24.mjs scripts/bench-orders.ts [--seconds 15] [--users 50] [--orders 100000] [--alerts 30]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

/** Grows the orders to BENCH_ORDERS with the scale data set's loader (copies of the seeded orders). */
async function growOrders(db: Db) {
  const total = Number(process.env.BENCH_ORDERS ?? 100_000);
  const started = performance.now();
  await loadScaleOrders(db, total);
  // As `npm run seed -- --scale` leaves them: the search index's pending entries merged, the statistics fresh.
  await db.execute(sql`vacuum (analyze) carts, orders, order_lines`);
  console.error(`grew the orders to ${total} in ${Math.round(performance.now() - started)} ms`);
}

const seeded = (email: string) => SEED_USERS.find((user) => user.email === email)!;
/** Seeded people: Flowerline, a customer, VIC-001's owner (its received list), VIC-002's owner (alerts on). */
const PEOPLE = {
  flowerline: seeded('priya.sharma@wattleandbloom.com.au'),
  customer: seeded('olivia.nguyen@example.com'),
  florist: seeded('sophie.harris@example.com'),
  alerted: seeded('grace.walker@example.com'),
};

type Kind = 'flowerline' | 'customer' | 'florist';
const LISTS: Record<Kind, string> = { flowerline: '/api/orders/flowerline-order-history', customer: '/api/orders/order-history', florist: '/api/orders/florist-recieved-order-history' };
const SORTS = ['createDate', 'deliveryDate', 'orderNumber', 'total', 'status', 'customerName'];
const SEARCHES = ['', '', '', 'WB50', 'Sam', 'sharma', 'olivia'];
const STATUSES = ['', '', 'Open', 'Delivered', 'Unallocated'];

/** A varied list query, as the order history's controls send it. */
function query(n: number): string {
  const params = new URLSearchParams({ sort: SORTS[n % SORTS.length]!, sortDir: n % 2 ? 'asc' : 'desc', offset: String((n % 5) * 8), limit: '25' });
  const search = SEARCHES[n % SEARCHES.length]!;
  if (search) params.set('SearchText', search);
  const status = STATUSES[(n >> 1) % STATUSES.length]!;
  if (status) params.set('Status', status);
  if (n % 7 === 0) params.set('Duration', '3');
  return params.toString();
}

async function signedIn(base: string, person: keyof typeof PEOPLE) {
  const shopper = new Shopper(base);
  await shopper.signIn(PEOPLE[person].email, PEOPLE[person].password);
  return shopper;
}

/** Time from placing an order on account (to VIC-002's own suburb) to its `offered` event on VIC-002's stream. */
async function alertLatencies(base: string, samples: number): Promise<number[]> {
  const { isDeliveryDay, selectorEarliestDate } = await import('../src/lib/domain/delivery');
  const { addDays } = await import('../src/lib/domain/calendar-day');
  let day = addDays(selectorEarliestDate(new Date(), 'VIC'), 2);
  while (!isDeliveryDay(day, 'VIC')) day = addDays(day, 1);
  const florist = await signedIn(base, 'alerted');
  const flowerline = await signedIn(base, 'flowerline');
  const stream = await florist.request('GET', '/api/orders/florist-alerts');
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrived = new Map<string, number>();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: offered\ndata: (.*)$/m.exec(block)?.[1];
        if (data) arrived.set((JSON.parse(data) as { orderNumber: string }).orderNumber, performance.now());
      }
    }
  })().catch(() => undefined);
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    await flowerline.start();
    const added = await flowerline.request('POST', `/api/carts/${flowerline.cartId}/line-items`, {
      productKey: 'WB1001',
      variantKey: 'WB1001-STD',
      deliveryDate: day,
      quantity: 1,
      suburbId: 'vic-3121-richmond',
    });
    const lineItemId = ((await added.json()) as { lineItems: { lineItemId: string }[] }).lineItems[0]!.lineItemId;
    await flowerline.request('POST', `/api/carts/${flowerline.cartId}/line-items/${lineItemId}/set-card-message`, { noCardMessage: true });
    const started = performance.now();
    const placed = await flowerline.request('POST', `/api/carts/${flowerline.cartId}/checkout`, {
      sender: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@wattleandbloom.com.au', mobile: '0412 345 678' },
      recipient: { firstName: 'Sam', lastName: 'Lee', street: '12 Cotham Road', phone: '03 9876 5432' },
      paymentMethod: 'account',
    });
    const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;
    const deadline = performance.now() + 10_000;
    while (!arrived.has(orderNumber) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    latencies.push(arrived.has(orderNumber) ? arrived.get(orderNumber)! - started : Infinity);
  }
  await reader.cancel().catch(() => undefined);
  return latencies;
}

async function main() {
  const seconds = Math.min(120, Math.max(1, Number(option('seconds', '15'))));
  const users = Math.min(500, Math.max(1, Number(option('users', '50'))));
  const orders = Math.max(2_400, Number(option('orders', '100000')));
  const samples = Math.max(1, Number(option('alerts', '30')));
  recordMachine('as bench-orders began');
  const { env, cleanup } = await benchDatabase('postgres');
  try {
    const api = await startBenchApi('scripts/bench-orders.ts', { ...env, BENCH_ORDERS: String(orders) });
    const base = `http://127.0.0.1:${api.port}`;
    console.log(`postgres: migrated, seeded and grown to ${orders} orders in ${api.seedMs} ms; ${users} users, ${seconds} s`);
    const sessions = { flowerline: await signedIn(base, 'flowerline'), customer: await signedIn(base, 'customer'), florist: await signedIn(base, 'florist') };
    const rows: string[][] = [];
    const row = (name: string, values: number[], failed: number, baseline: number) => {
      const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
      const ms = (p: number) => percentile(sorted, p).toFixed(0);
      rows.push([name, ms(50), ms(95), ms(99), String(values.length), String(failed), (percentile(sorted, 95) / baseline).toFixed(1)]);
      // The lists people read: a ratio to the baseline; the alert: a fixed promise to the store.
      const target = name === 'order placed → alert' ? { value: FIXED.offerMs } : name.endsWith(', reading') ? { ratio: RATIO.orderLists } : undefined;
      recordFigure({ name: `${name} p95`, where: `Postgres, ${orders} orders`, value: percentile(sorted, 95), unit: 'ms', baseline, ...(target ? { target } : {}) });
    };
    for (const pauses of [true, false]) {
      // The baseline: as many clients as readers asking the in-memory route just before, pausing as they do.
      const mode = pauses ? 'reading' : 'no pauses';
      const countries = await countriesFor(base, users, Math.min(seconds, 5), pauses ? 1000 : 0);
      const baseline = recordBaseline('bench-orders', `Postgres, ${users} users, ${mode}`, countries.p95, countries.calls);
      rows.push([`GET /api/countries (baseline), ${mode}`, '', countries.p95.toFixed(0), '', String(countries.calls), '', '1.0']);
      const timings: Record<Kind, number[]> = { flowerline: [], customer: [], florist: [] };
      const failures: Record<Kind, number> = { flowerline: 0, customer: 0, florist: 0 };
      const deadline = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: users }, async (_, user) => {
          let n = user;
          // Readers arrive over the first pause, not all in the same instant.
          if (pauses) await new Promise((resolve) => setTimeout(resolve, Math.random() * 1500));
          while (Date.now() < deadline) {
            const kind = (['flowerline', 'flowerline', 'customer', 'florist'] as const)[n % 4]!;
            const started = performance.now();
            const response = await sessions[kind].request('GET', `${LISTS[kind]}?${query(n)}`);
            await response.arrayBuffer();
            timings[kind].push(performance.now() - started);
            if (!response.ok) failures[kind]++;
            n += users;
            // A person reads the page before asking for the next.
            if (pauses) await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
          }
        }),
      );
      for (const kind of Object.keys(timings) as Kind[]) row(`${kind} list, ${mode}`, timings[kind], failures[kind], baseline);
      row(
        `all lists, ${mode}`,
        Object.values(timings).flat(),
        Object.values(failures).reduce((a, b) => a + b, 0),
        baseline,
      );
    }
    // The alerts are placed one at a time: beside one client's baseline.
    const single = await countriesFor(base, 1, 3);
    const alertBaseline = recordBaseline('bench-orders', 'Postgres, 1 client', single.p95, single.calls);
    rows.push(['GET /api/countries (baseline), 1 client', '', single.p95.toFixed(0), '', String(single.calls), '', '1.0']);
    const latencies = await alertLatencies(base, samples);
    row('order placed → alert', latencies, latencies.filter((l) => !Number.isFinite(l)).length, alertBaseline);
    await stopBenchApi(api.child);
    printTable(['postgres, ' + orders + ' orders', 'p50 ms', 'p95 ms', 'p99 ms', 'calls', 'failed', 'p95 / baseline'], rows);
    console.log(`Targets: order-history lists p95 at most ${RATIO.orderLists}× the baseline with ${users} users reading; order placed → alert p95 at most ${FIXED.offerMs} ms (fixed).`);
    console.log(`Machine: ${machineNow()} (the API, Postgres and this load generator share it); ${placement()}.`);
    recordMachine('as bench-orders ended');
  } finally {
    await cleanup();
  }
}

if (args[0] === '--serve') await serveBenchApi(growOrders);
else await main();
