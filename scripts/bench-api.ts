import autocannon from 'autocannon';
import { benchDatabase, percentile, printTable, serveBenchApi, startBenchApi, stopBenchApi } from './lib/bench-api-server';

/**
 * Load test of the catalogue API on loopback: seeds a database of its own,
 * serves the API in a child process on 127.0.0.1, then drives GET
 * /api/products (with a suburb and date) and GET /api/search at 200
 * concurrent connections for a bounded time, on PGlite and on Postgres
 * (127.0.0.1:5432, a database it creates and drops). Prints p50, p95, p99
 * and requests per second.
 *
 *   node scripts/node24.mjs scripts/bench-api.ts [--seconds 10] [--connections 200] [--only pglite|postgres]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

if (args[0] === '--serve') await serveBenchApi();
else await main();

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function drive(port: number, paths: string[], seconds: number, connections: number): Promise<Figures> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  // Warm up the caches the way a running shop would be warm, then measure.
  await new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${port}`, connections: 20, duration: 2, requests }, resolve));
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests, timeout: 10 }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const seconds = Math.min(60, Math.max(1, Number(option('seconds', '10'))));
  const connections = Math.min(500, Math.max(1, Number(option('connections', '200'))));
  const only = option('only', 'both');
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
  const kinds = only === 'both' ? ['pglite', 'postgres'] : [only];
  for (const kind of kinds) {
    const { env, cleanup } = await benchDatabase(kind as 'pglite' | 'postgres');
    try {
      const cached = await startBenchApi('scripts/bench-api.ts', env);
      console.log(`${kind}: migrated and seeded in ${cached.seedMs} ms; ${connections} connections, ${seconds} s per run`);
      const figures: [string, Figures][] = [];
      figures.push(['GET /api/countries (baseline: answered from memory)', await drive(cached.port, ['/api/countries'], seconds, connections)]);
      figures.push(['GET /api/products', await drive(cached.port, listing, seconds, connections)]);
      figures.push(['GET /api/search', await drive(cached.port, search, seconds, connections)]);
      await stopBenchApi(cached.child);
      const uncached = await startBenchApi('scripts/bench-api.ts', { ...env, SEARCH_CACHE: 'off' });
      figures.push(['GET /api/search (no search cache)', await drive(uncached.port, search, seconds, connections)]);
      await stopBenchApi(uncached.child);
      for (const [name, f] of figures) rows.push([kind, name, `${f.p50}`, `${f.p95}`, `${f.p99}`, `${f.rps}`, `${f.requests}`, `${f.non2xx}`, `${f.errors}`]);
    } finally {
      await cleanup();
    }
  }
  const header = ['database', 'call', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'requests', 'non-2xx', 'errors'];
  printTable(header, rows);
}
