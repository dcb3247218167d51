import { benchDatabase, cpuMsOf, cpuPerCall, percentile, placement, printTable, serveBenchApi, serveBenchCluster, startBenchApi, stopBenchApi } from './lib/bench-api-server';
import { machineNow, recordBaseline, recordFigure, recordMachine } from './lib/bench-figures';
import { RATIO } from './lib/bench-targets';
import { Shopper, type ReadAnswer } from './lib/bench-shopper';

/**
 * Load test of the cart calls a shopper makes on the way to checkout: 50
 * shoppers at once (each its own browser: cookies and CSRF token), each in
 * a loop adding a line, setting its card message and re-validating the cart
 * for a delivery, on PGlite and on Postgres. Prints p50, p95 and p99 per
 * call, for two sizes of cart: a shopper's (a shopper whose cart has three
 * lines empties it and starts again, as after an order) and a large one
 * (emptied near the 50-line limit, at 40, so carts hold 20 lines on
 * average, as a head-office order might). Emptying is not timed. On
 * Postgres the same calls are measured again on two API processes sharing
 * one port, as npm run start:cluster runs them. Each run first times the
 * same shoppers calling GET /api/countries (answered from memory): each
 * call's p95 is also shown as a multiple of that baseline, and, for one
 * API process on Linux, the API's CPU time for a shopper's loop beside its
 * CPU time for that call. Those ratios move less with the load others put
 * on a shared machine than the timings do.
 *
 *   node scripts/node24.mjs scripts/bench-checkout.ts [--seconds 15] [--shoppers 50] [--only pglite|postgres] [--carts shopper|large]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

type Call = 'add line' | 'set card message' | 'validate';

/** The cart sizes measured: a shopper's cart, and a large one; a cart is emptied when it has `emptiedAt` lines. */
const CART_SIZES = [
  { name: 'shopper', label: 'carts of 1-3 lines', emptiedAt: 3 },
  { name: 'large', label: 'carts of 1-40 lines', emptiedAt: 40 },
] as const;

async function main() {
  const seconds = Math.min(120, Math.max(1, Number(option('seconds', '15'))));
  const shoppers = Math.min(500, Math.max(1, Number(option('shoppers', '50'))));
  const only = option('only', 'both');
  const carts = option('carts', 'both');
  recordMachine('as bench-checkout began');
  const sizes = CART_SIZES.filter((size) => carts === 'both' || size.name === carts);
  const { isDeliveryDay, selectorEarliestDate } = await import('../src/lib/domain/delivery');
  const { addDays } = await import('../src/lib/domain/calendar-day');
  let day = addDays(selectorEarliestDate(new Date(), 'VIC'), 2);
  while (!isDeliveryDay(day, 'VIC')) day = addDays(day, 1);
  const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: day, quantity: 1, suburbId: 'vic-3101-kew' };
  const message = { cardMessage: 'Happy birthday! With love from all of us.', cardMessageTier: 'short' };
  const destinations = ['vic-3101-kew', 'vic-3065-fitzroy'];

  const rows: string[][] = [];
  /**
   * The same shoppers each repeating `GET /api/countries` (answered from memory, no database) for up to 5 s:
   * what the HTTP stack and this machine's load cost a call just then, beside which the cart calls are read
   * (p95, and the API's CPU per call).
   */
  const baseline = async (kind: string, processes: string, people: Shopper[], api: number | undefined) => {
    const timings: number[] = [];
    let failures = 0;
    const cpuBefore = cpuMsOf(api);
    const deadline = Date.now() + Math.min(seconds, 5) * 1000;
    await Promise.all(
      people.map(async (shopper) => {
        while (Date.now() < deadline) {
          const started = performance.now();
          const answer = await shopper.send('GET', '/api/countries');
          timings.push(performance.now() - started);
          if (!answer.ok) failures++;
        }
      }),
    );
    const cpu = cpuPerCall(cpuBefore, cpuMsOf(api), timings.length);
    const sorted = timings.sort((a, b) => a - b);
    const ms = (p: number) => percentile(sorted, p).toFixed(0);
    rows.push([kind, processes, '(no cart)', 'GET /api/countries (baseline)', ms(50), ms(95), ms(99), String(sorted.length), String(failures), '1.0', shownCpu(cpu), cpu === undefined ? '' : '1.0']);
    const p95 = recordBaseline('bench-checkout', `${kind}, ${processes === '1' ? '1 process' : `${processes} processes`}, ${people.length} shoppers`, percentile(sorted, 95), sorted.length);
    return { p95, cpu };
  };
  /** Runs the loop on `people` for each cart size and records its figures, `where` naming the run; `api`: the API's process, when it is one. */
  const measure = async (kind: string, processes: string, people: Shopper[], api?: number) => {
    const base = await baseline(kind, processes, people, api);
    for (const size of sizes) {
      const timings: Record<Call, number[]> = { 'add line': [], 'set card message': [], validate: [] };
      const failures: Record<Call, number> = { 'add line': 0, 'set card message': 0, validate: 0 };
      // A call is timed until its answer has been read, as a browser waits for it.
      const timed = async (call: Call, run: () => Promise<ReadAnswer>) => {
        const started = performance.now();
        const answer = await run();
        timings[call].push(performance.now() - started);
        if (!answer.ok) failures[call]++;
        return answer;
      };
      const cpuBefore = cpuMsOf(api);
      const deadline = Date.now() + seconds * 1000;
      await Promise.all(
        people.map(async (shopper, n) => {
          let lines = -1;
          while (Date.now() < deadline) {
            // Each size starts on an empty cart.
            if (lines === -1 || lines >= size.emptiedAt) {
              await shopper.send('DELETE', `/api/carts/${shopper.cartId}`);
              lines = 0;
            }
            const added = await timed('add line', () => shopper.send('POST', `/api/carts/${shopper.cartId}/line-items`, line));
            const cart = added.ok ? (JSON.parse(added.text) as { lineItems: { lineItemId: string }[] }) : null;
            lines = cart?.lineItems.length ?? lines;
            const newest = cart?.lineItems.at(-1)?.lineItemId;
            if (newest) await timed('set card message', () => shopper.send('POST', `/api/carts/${shopper.cartId}/line-items/${newest}/set-card-message`, message));
            await timed('validate', () => shopper.send('POST', `/api/cart/${shopper.cartId}/validate`, { deliveryDate: day, suburbId: destinations[(n + lines) % 2] }));
          }
        }),
      );
      // The API's CPU for one shopper's loop (the three calls, and the emptying of a cart now and then).
      const loops = timings['add line'].length;
      const cpu = cpuPerCall(cpuBefore, cpuMsOf(api), loops);
      for (const call of Object.keys(timings) as Call[]) {
        const sorted = timings[call].sort((a, b) => a - b);
        const ms = (p: number) => percentile(sorted, p).toFixed(0);
        rows.push([kind, processes, size.label, call, ms(50), ms(95), ms(99), String(sorted.length), String(failures[call]), (percentile(sorted, 95) / base.p95).toFixed(1), '', '']);
        // Cart calls: p95 at most 3× the baseline of the same shoppers on the same processes, on either database (scripts/lib/bench-targets.ts).
        const where = processes === '1' ? kind : `${kind}, ${processes} processes`;
        recordFigure({
          name: `cart: ${call} p95 (${shoppers} shoppers, ${size.label})`,
          where,
          value: percentile(sorted, 95),
          unit: 'ms',
          baseline: base.p95,
          target: { ratio: RATIO.cartWrites },
        });
      }
      if (cpu !== undefined && base.cpu) rows.push([kind, processes, size.label, "a shopper's loop (API CPU)", '', '', '', String(loops), '', '', shownCpu(cpu), (cpu / base.cpu).toFixed(1)]);
    }
  };
  const shoppersOf = async (port: number) => {
    const people = Array.from({ length: shoppers }, () => new Shopper(`http://127.0.0.1:${port}`));
    await Promise.all(people.map((p) => p.start()));
    return people;
  };
  for (const kind of only === 'both' ? (['pglite', 'postgres'] as const) : [only as 'pglite' | 'postgres']) {
    const { env, cleanup } = await benchDatabase(kind);
    try {
      const api = await startBenchApi('scripts/bench-checkout.ts', env);
      console.log(`${kind}: migrated and seeded in ${api.seedMs} ms; ${shoppers} shoppers, ${seconds} s; ${placement()}`);
      try {
        await measure(kind, '1', await shoppersOf(api.port), api.child.pid);
      } finally {
        await stopBenchApi(api.child);
      }
      if (kind === 'postgres') {
        // The same shoppers' calls on two API processes sharing one port on the one database (as npm run start:cluster runs them).
        const two = await startBenchApi('scripts/bench-checkout.ts', env, ['--cluster', '2']);
        try {
          await measure(kind, '2', await shoppersOf(two.port));
        } finally {
          await stopBenchApi(two.child);
        }
      }
    } finally {
      await cleanup();
    }
  }
  printTable(['database', 'processes', 'carts', 'call', 'p50 ms', 'p95 ms', 'p99 ms', 'calls', 'non-2xx', 'p95 / baseline', 'API CPU ms', 'CPU / baseline'], rows);
  console.log(
    `Target: each cart call's p95 at most ${RATIO.cartWrites}× the baseline (GET /api/countries by the same shoppers on the same processes just before), on PGlite and on Postgres. Machine at the end: ${machineNow()}.`,
  );
  recordMachine('as bench-checkout ended');
}

const shownCpu = (ms: number | undefined) => (ms === undefined ? '' : ms.toFixed(2));

if (args[0] === '--serve') await serveBenchApi();
else if (args[0] === '--cluster') await serveBenchCluster('scripts/bench-checkout.ts', Number(args[1]));
else await main();
