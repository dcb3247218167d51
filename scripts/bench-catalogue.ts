import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { benchDatabase, percentile, placement, printTable, serveBenchApi, startBenchApi, stopBenchApi } from './lib/bench-api-server';
import { machineNow, recordBaseline, recordFigure, recordMachine } from './lib/bench-figures';
import { FIXED, RATIO } from './lib/bench-targets';
import { Shopper } from './lib/bench-shopper';
import type { Db } from '../src/server/db/client';
import { loadScaleProducts } from '../db/seed/scale-products';
import { SEED_USERS } from '../db/seed/data/accounts';

/**
 * The head office's catalogue list on the scale set (5,000 products), on
 * Postgres and PGlite: Flowerline people paging, sorting and searching it
 * at once (`GET /api/catalogue/products`), then saving price changes
 * (`PATCH /api/catalogue/products/{key}`), each beside the in-memory
 * `GET /api/countries` of the same run as the baseline, and a CSV import
 * of 5,000 rows of the export, each price changed (`POST /api/catalogue/imports`,
 * a dry run and then applied, one call each). Prints p50, p95, p99.
 *
 *   node scripts/node24.mjs scripts/bench-catalogue.ts [--seconds 10] [--users 10] [--products 5000] [--databases postgres,pglite]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

const office = SEED_USERS.find((user) => user.email === 'priya.sharma@wattleandbloom.com.au')!;
const SORTS = ['name', 'price', 'updated'];
const SEARCHES = ['', '', '', 'rose', 'WB2', 'lily', 'hamper', 'SKU'];

/** A varied list query, as the back office's controls send it. */
function listQuery(n: number): string {
  const params = new URLSearchParams({ sort: SORTS[n % SORTS.length]!, sortDir: n % 2 ? 'asc' : 'desc', offset: String((n % 7) * 25), limit: '25' });
  const text = SEARCHES[n % SEARCHES.length]!;
  if (text) params.set('text', text);
  if (n % 5 === 0) params.set('state', 'onSale');
  return params.toString();
}

async function timed(users: Shopper[], seconds: number, call: (shopper: Shopper, n: number) => Promise<Response>): Promise<{ sorted: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    users.map(async (shopper, user) => {
      for (let n = user; Date.now() < deadline; n += users.length) {
        const started = performance.now();
        const response = await call(shopper, n);
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (!response.ok) failed++;
      }
    }),
  );
  return { sorted: times.sort((a, b) => a - b), failed };
}

const CSV_ROWS = 5_000;

/** The export's first CSV_ROWS rows with each price up by $1, checked and then applied: each call's time, and what it changed. */
async function csvImport(base: string, shopper: Shopper): Promise<{ dryRun: number; applied: number; products: number; sizes: number }> {
  const exported = await shopper.request('GET', '/api/catalogue/products.csv');
  const [headings, ...rows] = parse(await exported.text(), { bom: true }) as string[][];
  const changed = rows.slice(0, CSV_ROWS).map((row) => row.map((cell, column) => (column === 7 ? (Number(cell) + 1).toFixed(2) : cell)));
  const body = stringify([headings!, ...changed]);
  const send = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/catalogue/imports${query}`, {
      method: 'POST',
      headers: { ...shopper.headers('POST'), 'content-type': 'text/csv' },
      body,
      signal: AbortSignal.timeout(300_000),
    });
    const report = (await response.json()) as { products: number; sizes: number; errorCount: number };
    if (!response.ok || report.errorCount) throw new Error(`The CSV import answered ${response.status}: ${JSON.stringify(report).slice(0, 500)}`);
    return { ms: performance.now() - started, report };
  };
  const dryRun = await send('?dryRun=true');
  const applied = await send('');
  return { dryRun: dryRun.ms, applied: applied.ms, products: applied.report.products, sizes: applied.report.sizes };
}

async function run(kind: 'postgres' | 'pglite', seconds: number, users: number, products: number, rows: string[][]) {
  const { env, cleanup } = await benchDatabase(kind);
  try {
    const api = await startBenchApi('scripts/bench-catalogue.ts', { ...env, BENCH_PRODUCTS: String(products) });
    const base = `http://127.0.0.1:${api.port}`;
    const where = `${kind === 'postgres' ? 'Postgres' : 'PGlite'}, ${products} products`;
    console.log(`${where}: migrated, seeded and grown in ${api.seedMs} ms; ${users} users, ${seconds} s each step`);
    // One sign-in, its session shared by every user: the sign-in throttle counts attempts on an account, right or wrong.
    const signedIn = new Shopper(base);
    await signedIn.signIn(office.email, office.password);
    const people = Array.from({ length: users }, () => signedIn);
    const baseline = await timed(people, Math.min(5, seconds), (shopper) => shopper.request('GET', '/api/countries'));
    const list = await timed(people, seconds, (shopper, n) => shopper.request('GET', `/api/catalogue/products?${listQuery(n)}`));
    // Each person changes a product of their own, back and forth, so no two wait on one row's lock.
    const save = await timed(people, seconds, (shopper, n) =>
      shopper.request('PATCH', `/api/catalogue/products/WB${1001 + (n % users)}`, { variants: [{ key: `WB${1001 + (n % users)}-STD`, price: n % 2 ? '74.95' : '79.95' }] }),
    );
    const csv = await csvImport(base, signedIn);
    await stopBenchApi(api.child);
    const base95 = recordBaseline('bench-catalogue', `${where}, ${users} people`, percentile(baseline.sorted, 95), baseline.sorted.length);
    const line = (name: string, result: { sorted: number[]; failed: number }) => {
      const ms = (p: number) => percentile(result.sorted, p).toFixed(1);
      rows.push([where, name, ms(50), ms(95), ms(99), String(result.sorted.length), String(result.failed), (percentile(result.sorted, 95) / base95).toFixed(1)]);
    };
    line('GET /api/countries (baseline)', baseline);
    line('catalogue list', list);
    line('price change saved', save);
    line(`CSV import of ${CSV_ROWS.toLocaleString('en-AU')} rows, dry run`, { sorted: [csv.dryRun], failed: 0 });
    line(`CSV import of ${CSV_ROWS.toLocaleString('en-AU')} rows, applied (${csv.products} products, ${csv.sizes} sizes)`, { sorted: [csv.applied], failed: 0 });
    recordFigure({ name: 'back-office product list p95', where, value: percentile(list.sorted, 95), unit: 'ms', baseline: base95, target: { ratio: RATIO.backOfficeList } });
    recordFigure({ name: 'back-office price change p95', where, value: percentile(save.sorted, 95), unit: 'ms', baseline: base95 });
    // The import is a wait a person at the screen sees: a fixed promise.
    recordFigure({ name: 'CSV import of 5,000 rows, dry run', where, value: csv.dryRun / 1000, unit: 's', baseline: base95, target: { value: FIXED.csvImportS } });
    recordFigure({ name: 'CSV import of 5,000 rows, applied', where, value: csv.applied / 1000, unit: 's', baseline: base95, target: { value: FIXED.csvImportS } });
  } finally {
    await cleanup();
  }
}

async function main() {
  const seconds = Math.min(120, Math.max(1, Number(option('seconds', '10'))));
  const users = Math.min(50, Math.max(1, Number(option('users', '10'))));
  const products = Math.max(400, Number(option('products', '5000')));
  const rows: string[][] = [];
  recordMachine('as bench-catalogue began');
  const databases = option('databases', 'postgres,pglite').split(',');
  for (const kind of ['postgres', 'pglite'] as const) if (databases.includes(kind)) await run(kind, seconds, users, products, rows);
  printTable(['database', 'call', 'p50 ms', 'p95 ms', 'p99 ms', 'calls', 'failed', 'p95 × baseline'], rows);
  console.log(
    `Targets: back-office product list p95 at most ${RATIO.backOfficeList}× the baseline (GET /api/countries by the same people just before) on the scale set; a CSV import of 5,000 rows within ${FIXED.csvImportS} s, checked or applied (fixed).`,
  );
  console.log(`Machine: ${machineNow()} (the API, the database and this load generator share it); ${placement()}.`);
  recordMachine('as bench-catalogue ended');
}

if (args[0] === '--serve') await serveBenchApi((db: Db) => loadScaleProducts(db, Number(process.env.BENCH_PRODUCTS ?? 5000)).then(() => undefined));
else await main();
