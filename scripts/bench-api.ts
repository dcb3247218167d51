import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminUrl, benchDatabase, cpuMsOf, percentile, placement, printTable, serveBenchApi, serveBenchCluster, startBenchApi, stopBenchApi } from './lib/bench-api-server';
import { recordBaseline, recordFigure, recordMachine } from './lib/bench-figures';
import { RATIO } from './lib/bench-targets';
import { Shopper } from './lib/bench-shopper';
import { searchQueries } from './lib/search-queries';
import { SEED_USERS } from '../db/seed/data/accounts';

/**
 * Load test of the catalogue API on loopback: seeds a database of its own,
 * serves the API in a child process on 127.0.0.1, then drives GET
 * /api/products (with a suburb and date) and GET /api/search at 200
 * concurrent connections for a bounded time, on PGlite and on Postgres
 * (127.0.0.1:5432, a database it creates and drops). Then, on Postgres with
 * the scale data set (5,000 products, 300 pages, 100,000 orders), search
 * over a few hundred distinct queries with the search cache off, on one
 * process and on two. Prints p50, p95, p99, requests per second and the
 * CPU a request cost the API (and, on Postgres, the bench database's server
 * processes), each p95 over the baseline (GET /api/countries, answered from
 * memory, on the same processes at the same connections just before; the
 * targets are ratios to it, scripts/lib/bench-targets.ts), and how loaded
 * the machine was.
 *
 * With `--only search`: the distinct searches alone, the search cache off,
 * on PGlite and on Postgres, on the seed catalogue and then with the scale
 * set loaded, with the CPU a search costs.
 *
 *   node scripts/node24.mjs scripts/bench-api.ts [--seconds 10] [--connections 200] [--only pglite|postgres|scale|search]
 *     [--scale-database <url>]  (an existing database to load the scale set into and keep: measure again without loading)
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

// Child mode: with BENCH_SCALE=1, the scale data set is loaded on top of the seed.
const loadScale = async (db: import('../src/server/db/client').Db) => void (await (await import('../db/seed/scale')).loadScaleData(db));
if (args[0] === '--serve') await serveBenchApi(process.env.BENCH_SCALE === '1' ? loadScale : undefined);
else if (args[0] === '--cluster') await serveBenchCluster('scripts/bench-api.ts', Number(args[1]));
else await main();

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU ms a request, when measured. */
  cpuMs?: number;
}

/** A request with its own method, headers or body (a signed-in reader, a sign-in). */
type Call = string | { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/**
 * Drives the calls at `connections` for `seconds`: each connection repeats the list, or with `rotate` each request takes the next path of one shared list.
 * `cpu`, read after the warm-up and at the end, gives the CPU ms a request (in `cpuMs`).
 */
async function drive(
  port: number,
  calls: Call[],
  seconds: number,
  connections: number,
  { rotate = false, cpu }: { rotate?: boolean; cpu?: () => Promise<Map<number, number>> } = {},
): Promise<Figures> {
  let next = 0;
  const paths = calls.map((call) => (typeof call === 'string' ? call : call.path));
  const requests = rotate
    ? [{ method: 'GET' as const, path: paths[0]!, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) }]
    : calls.map((call) => (typeof call === 'string' ? { method: 'GET' as const, path: call } : call));
  // Warm up the caches the way a running shop would be warm, then measure.
  await new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${port}`, connections: 20, duration: 2, requests }, resolve));
  const latencies: number[] = [];
  const cpuBefore = await cpu?.();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests, timeout: 10 }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  const cpuAfter = await cpu?.();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore && cpuAfter && result.requests.total ? { cpuMs: cpuUsed(cpuBefore, cpuAfter) / result.requests.total } : {}),
  };
}

/**
 * CPU ms used so far by process: the API's, and on Postgres the server processes serving `database`.
 * A server process that ends during a run takes its CPU with it (connections are kept while the load lasts).
 */
async function cpuByProcess(api: number | undefined, database?: string): Promise<Map<number, number>> {
  const pids = api === undefined ? [] : [api];
  if (database) {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      pids.push(...(await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])).rows.map((row) => row.pid));
    } finally {
      await client.end();
    }
  }
  const used = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== undefined) used.set(pid, ms);
  }
  return used;
}

/** CPU ms used between two readings: by the processes of the second, from their first reading (or their start). */
function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
}

async function main() {
  const seconds = Math.min(60, Math.max(1, Number(option('seconds', '10'))));
  const connections = Math.min(500, Math.max(1, Number(option('connections', '200'))));
  const only = option('only', 'both');
  recordMachine('as bench-api began');
  const { selectorEarliestDate } = await import('../src/lib/domain/delivery');
  const date = selectorEarliestDate(new Date(), 'VIC');
  const base = `/api/products?suburbId=vic-3101-kew&deliveryDate=${date}`;
  const listing = [
    base,
    `${base}&occasion=birthday`,
    `${base}&price=50-100&sort=price&sortDir=asc`,
    `${base}&colour=pink&flower=roses`,
    `${base}&offset=12`,
    `${base}&productType=hampers`,
    `${base}&sort=name`,
    `${base}&occasion=sympathy&occasion=get-well`,
  ];
  const terms = ['roses', 'sunflowr', 'lily', 'orchd', 'birthday hamper', 'pink tulips', 'native', 'chocolate', 'peony', 'gerbera', 'wine cheese', 'teddy bear'];
  const search = [...terms.map((t) => `/api/search?text=${encodeURIComponent(t)}&location=vic-3101-kew&date=${date}`), '/api/search?text=WB10&searchByCode=true'];

  const rows: string[][] = [];
  const kinds = only === 'both' ? ['pglite', 'postgres'] : only === 'scale' || only === 'search' ? [] : [only];
  for (const kind of kinds) {
    const { env, cleanup } = await benchDatabase(kind as 'pglite' | 'postgres');
    try {
      const cached = await startBenchApi('scripts/bench-api.ts', env);
      console.log(`${kind}: migrated and seeded in ${cached.seedMs} ms; ${connections} connections, ${seconds} s per run`);
      // Each call's figures, and the p95 of the in-memory baseline measured on the same processes at the same connections.
      const figures: [string, Figures, number][] = [];
      // The CPU a request costs the API process and, on Postgres, the bench database's server processes.
      const database = env.BENCH_DATABASE_URL ? new URL(env.BENCH_DATABASE_URL).pathname.slice(1) : undefined;
      const cpu = { cpu: () => cpuByProcess(cached.child.pid, database) };
      const countries = await drive(cached.port, ['/api/countries'], seconds, connections, cpu);
      const one = recordBaseline('bench-api', `${kind}, 1 process, ${connections} connections`, countries.p95, countries.requests);
      figures.push(['GET /api/countries (baseline: answered from memory)', countries, one]);
      figures.push(['GET /api/products', await drive(cached.port, listing, seconds, connections, cpu), one]);
      figures.push(['GET /api/search', await drive(cached.port, search, seconds, connections, cpu), one]);
      figures.push(...(await shopperCalls(cached.port, date, seconds, connections, cpu)).map(([name, f]): [string, Figures, number] => [name, f, one]));
      await stopBenchApi(cached.child);
      // The same API with the search cache off: the baseline of the run on the cached one stands for it (nothing else differs).
      const uncached = await startBenchApi('scripts/bench-api.ts', { ...env, SEARCH_CACHE: 'off' });
      figures.push(['GET /api/search (no search cache)', await drive(uncached.port, search, seconds, connections, { cpu: () => cpuByProcess(uncached.child.pid, database) }), one]);
      await stopBenchApi(uncached.child);
      if (kind === 'postgres') {
        // The same load on two API processes sharing one port on the one database (as npm run start:cluster runs them), beside their own baseline.
        const two = await startBenchApi('scripts/bench-api.ts', env, ['--cluster', '2']);
        try {
          const countriesOnTwo = await drive(two.port, ['/api/countries'], seconds, connections);
          const both = recordBaseline('bench-api', `${kind}, 2 processes, ${connections} connections`, countriesOnTwo.p95, countriesOnTwo.requests);
          figures.push(['GET /api/countries (baseline), 2 processes', countriesOnTwo, both]);
          figures.push(['GET /api/products, 2 processes', await drive(two.port, listing, seconds, connections), both]);
          figures.push(['GET /api/search, 2 processes', await drive(two.port, search, seconds, connections), both]);
        } finally {
          await stopBenchApi(two.child);
        }
      }
      for (const [name, f, baseline] of figures) {
        rows.push([kind, name, ...cells(f), (f.p95 / baseline).toFixed(1)]);
        if (name.startsWith('GET /api/countries')) continue;
        // Targets (scripts/lib/bench-targets.ts): listing p95 at most 3× the baseline, search at most 5×, at the same connections.
        const ratio = /^GET \/api\/products($|,)/.test(name) ? RATIO.listing : name.startsWith('GET /api/search') ? RATIO.search : undefined;
        recordFigure({ name: `${name} p95`, where: kind, value: f.p95, unit: 'ms', baseline, ...(ratio ? { target: { ratio } } : {}) });
      }
    } finally {
      await cleanup();
    }
  }
  if (only === 'both' || only === 'postgres' || only === 'scale') rows.push(...(await scaleSearch(date, seconds, connections)));
  if (only === 'search') rows.push(...(await distinctSearches(date, seconds, connections)));
  const header = ['database', 'call', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'requests', 'non-2xx', 'errors', 'CPU ms a request', 'p95 / baseline'];
  printTable(
    header,
    rows.map((row) => [...row, ...Array(header.length - row.length).fill('')]),
  );
  console.log(
    `Targets at ${connections} connections, as p95 over the baseline (GET /api/countries on the same processes just before): listing ≤ ${RATIO.listing}×, search ≤ ${RATIO.search}× (cached or not, seed catalogue or scale set, one process or two).`,
  );
  console.log(`Machine: ${cpus().length} cores, load average ${machineLoad()} at the end (the API, Postgres and this load generator share it); ${placement()}.`);
  recordMachine('as bench-api ended');
}

/** A product's sizes, a cart read, the order-history list and sign-in, as a shopper's browser sends them. */
async function shopperCalls(port: number, date: string, seconds: number, connections: number, cpu: { cpu: () => Promise<Map<number, number>> }): Promise<[string, Figures][]> {
  const base = `http://127.0.0.1:${port}`;
  const where = `suburbId=vic-3101-kew&deliveryDate=${date}`;
  const listing = (await (await fetch(`${base}/api/products?${where}&limit=12`)).json()) as { results: { key: string }[] };
  const variants = listing.results.map(({ key }) => `/api/products/${encodeURIComponent(key)}/variants?${where}`);
  const guest = new Shopper(base);
  await guest.start();
  const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: date, quantity: 1, suburbId: 'vic-3101-kew' };
  await guest.request('POST', `/api/carts/${guest.cartId}/line-items`, line);
  const { email, password } = SEED_USERS.find((user) => user.email === 'olivia.nguyen@example.com')!;
  const customer = new Shopper(base);
  await customer.signIn(email, password);
  const signingIn = new Shopper(base);
  await signingIn.csrf();
  return [
    ['GET /api/products/{key}/variants', await drive(port, variants, seconds, connections, cpu)],
    ['GET /api/carts/{id} (cart read)', await drive(port, [{ method: 'GET', path: `/api/carts/${guest.cartId}`, headers: guest.headers() }], seconds, connections, cpu)],
    ['GET /api/orders/order-history', await drive(port, [{ method: 'GET', path: '/api/orders/order-history?limit=25&offset=0', headers: customer.headers() }], seconds, connections, cpu)],
    [
      'POST /api/auth/login (sign-in)',
      await drive(
        port,
        [{ method: 'POST', path: '/api/auth/login', headers: { ...signingIn.headers('POST'), 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }],
        seconds,
        connections,
        cpu,
      ),
    ],
  ];
}

function cells(f: Figures): string[] {
  return [f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), `${f.rps}`, `${f.requests}`, `${f.non2xx}`, `${f.errors}`, f.cpuMs?.toFixed(2) ?? ''];
}

function machineLoad(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/**
 * The distinct searches with the search cache off, at `connections`: on
 * PGlite and on Postgres, first on the seed catalogue, then with the scale
 * set loaded into the same database. Each row gives the CPU a search cost
 * the API process and, on Postgres, the database's server processes: less
 * moved by others' load on a shared machine than the timings.
 */
async function distinctSearches(date: string, seconds: number, connections: number): Promise<string[][]> {
  const queries = searchQueries();
  const paths = queries.map((text) => `/api/search?text=${encodeURIComponent(text)}&location=vic-3101-kew&date=${date}`);
  const rows: string[][] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    const { env, cleanup } = await benchDatabase(kind);
    const database = env.BENCH_DATABASE_URL ? new URL(env.BENCH_DATABASE_URL).pathname.slice(1) : undefined;
    try {
      for (const set of ['seed', 'scale'] as const) {
        // Loading the scale set (100,000 orders with it) takes minutes on PGlite.
        const scale: Record<string, string> = set === 'scale' ? { BENCH_SCALE: '1' } : {};
        const api = await startBenchApi('scripts/bench-api.ts', { ...env, SEARCH_CACHE: 'off', ...scale }, undefined, { startMs: 1_800_000 });
        try {
          console.log(`${kind}, ${set} catalogue: ready in ${api.seedMs} ms; ${queries.length} distinct searches; load average ${machineLoad()} before`);
          const figures = await drive(api.port, paths, seconds, connections, { rotate: true, cpu: () => cpuByProcess(api.child.pid, database) });
          const where = `${kind === 'pglite' ? 'PGlite' : 'Postgres'}, ${set === 'seed' ? 'seed catalogue' : 'scale set'}`;
          recordFigure({ name: `GET /api/search, ${queries.length} distinct, no cache`, where, value: figures.rps, unit: 'req/s' });
          if (figures.cpuMs !== undefined) recordFigure({ name: `CPU a search, ${queries.length} distinct, no cache`, where, value: figures.cpuMs, unit: 'ms' });
          rows.push([`${kind}, ${set}`, `GET /api/search, ${queries.length} distinct (no search cache)`, ...cells(figures)]);
        } finally {
          await stopBenchApi(api.child);
        }
      }
    } finally {
      await cleanup();
    }
  }
  return rows;
}

/** Search over a few hundred distinct queries, the search cache off, on Postgres with the scale data set: on one API process and on two. */
async function scaleSearch(date: string, seconds: number, connections: number): Promise<string[][]> {
  const reuse = option('scale-database', '');
  const { env, cleanup } = reuse ? { env: { BENCH_DATABASE_URL: reuse }, cleanup: async () => undefined } : await benchDatabase('postgres');
  const rows: string[][] = [];
  try {
    const queries = searchQueries();
    const paths = queries.map((text) => `/api/search?text=${encodeURIComponent(text)}&location=vic-3101-kew&date=${date}`);
    // The first run loads the scale set; the cluster's processes serve what it loaded.
    for (const processes of [1, 2]) {
      const api = await startBenchApi('scripts/bench-api.ts', { ...env, BENCH_SCALE: '1', SEARCH_CACHE: 'off' }, processes > 1 ? ['--cluster', String(processes)] : undefined);
      try {
        const on = processes > 1 ? `, ${processes} processes` : '';
        console.log(`postgres, scale set${on}: migrated, seeded and loaded in ${api.seedMs} ms; ${queries.length} distinct searches; load average ${machineLoad()} before`);
        const countries = await drive(api.port, ['/api/countries'], seconds, connections);
        const baseline = recordBaseline('bench-api', `postgres, scale set${on || ', 1 process'}, ${connections} connections`, countries.p95, countries.requests);
        const figures = await drive(api.port, paths, seconds, connections, { rotate: true });
        const name = `GET /api/search, ${queries.length} distinct, no cache${on}`;
        recordFigure({ name: `${name} p95`, where: 'Postgres, scale set', value: figures.p95, unit: 'ms', baseline, target: { ratio: RATIO.search } });
        recordFigure({ name, where: 'Postgres, scale set', value: figures.rps, unit: 'req/s' });
        rows.push(['postgres, scale', `GET /api/countries (baseline${on})`, ...cells(countries), '1.0']);
        rows.push(['postgres, scale', `GET /api/search, ${queries.length} distinct (no search cache${on})`, ...cells(figures), (figures.p95 / baseline).toFixed(1)]);
      } finally {
        await stopBenchApi(api.child);
      }
    }
    return rows;
  } finally {
    await cleanup();
  }
}
