import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchDatabase, percentile, printTable, serveBenchApi, startBenchApi, stopBenchApi } from './lib/bench-api-server';
import { Shopper } from './lib/bench-shopper';
import { SEED_USERS } from '../db/seed/data/accounts';

/**
 * Overload on one API process (docs/adr/0777): the calls that time out at
 * 200 connections on PGlite (a cart read, the order history, sign-in),
 * beside `GET /api/countries` (answered from memory) as the baseline, with
 * the API's queue at its defaults and with it opened wide (nothing waits,
 * nothing is refused: as before the queue). For each call: the answers
 * served (2xx) and their p95, the 503s overloaded and how fast they came,
 * other answers, and the requests that timed out (10 s) or failed, with the
 * served p95 as a multiple of the same run's baseline p95.
 *
 *   node scripts/node24.mjs scripts/bench-overload.ts [--seconds 10] [--connections 200] [--database pglite|postgres]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

/** How long a request may take before the load generator counts it as timed out (as scripts/bench-api.ts). */
const TIMEOUT_SECONDS = 10;

interface Outcome {
  served: number;
  servedP95: number;
  overloaded: number;
  overloadedP95: number;
  other: number;
  timeouts: number;
  errors: number;
  rps: number;
}

type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

async function drive(port: number, call: Call, seconds: number, connections: number): Promise<Outcome> {
  const url = `http://127.0.0.1:${port}`;
  await new Promise((resolve) => autocannon({ url, connections: 20, duration: 2, requests: [call] }, resolve));
  const served: number[] = [];
  const overloaded: number[] = [];
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests: [call], timeout: TIMEOUT_SECONDS }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) served.push(ms);
      else if (status === 503) overloaded.push(ms);
      else other += 1;
    });
  });
  served.sort((a, b) => a - b);
  overloaded.sort((a, b) => a - b);
  return {
    served: served.length,
    servedP95: percentile(served, 95),
    overloaded: overloaded.length,
    overloadedP95: percentile(overloaded, 95),
    other,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    rps: Math.round(result.requests.total / result.duration),
  };
}

async function calls(port: number): Promise<[string, Call][]> {
  const base = `http://127.0.0.1:${port}`;
  const guest = new Shopper(base);
  await guest.start();
  const { selectorEarliestDate } = await import('../src/lib/domain/delivery');
  const date = selectorEarliestDate(new Date(), 'VIC');
  await guest.request('POST', `/api/carts/${guest.cartId}/line-items`, { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: date, quantity: 1, suburbId: 'vic-3101-kew' });
  const { email, password } = SEED_USERS.find((user) => user.email === 'olivia.nguyen@example.com')!;
  const customer = new Shopper(base);
  await customer.signIn(email, password);
  const signingIn = new Shopper(base);
  await signingIn.csrf();
  return [
    ['GET /api/countries (baseline)', { method: 'GET', path: '/api/countries' }],
    ['GET /api/carts/{id}', { method: 'GET', path: `/api/carts/${guest.cartId}`, headers: guest.headers() }],
    ['GET /api/orders/order-history', { method: 'GET', path: '/api/orders/order-history?limit=25&offset=0', headers: customer.headers() }],
    ['POST /api/auth/login', { method: 'POST', path: '/api/auth/login', headers: { ...signingIn.headers('POST'), 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }],
  ];
}

async function main() {
  const seconds = Math.min(60, Math.max(1, Number(option('seconds', '10'))));
  const connections = Math.min(500, Math.max(1, Number(option('connections', '200'))));
  const kind = option('database', 'pglite') === 'postgres' ? 'postgres' : 'pglite';
  const modes: [string, Record<string, string>][] = [
    ['queue (defaults)', {}],
    ['no queue', { API_CONCURRENCY: '10000', API_QUEUE_LENGTH: '0' }],
  ];
  const rows: string[][] = [];
  // One database for both: the second start finds it seeded.
  const { env, cleanup } = await benchDatabase(kind);
  try {
    for (const [mode, limits] of modes) {
      const api = await startBenchApi('scripts/bench-overload.ts', { ...env, ...limits }, undefined, { startMs: 900_000 });
      try {
        console.log(`${kind}, ${mode}: ready in ${api.seedMs} ms; ${connections} connections, ${seconds} s a call; load average ${machineLoad()}`);
        let baseline = NaN;
        for (const [name, call] of await calls(api.port)) {
          const outcome = await drive(api.port, call, seconds, connections);
          if (Number.isNaN(baseline)) baseline = outcome.servedP95;
          const ratio = outcome.servedP95 / baseline;
          rows.push([
            mode,
            name,
            `${outcome.served}`,
            outcome.servedP95.toFixed(0),
            ratio.toFixed(1),
            `${outcome.overloaded}`,
            Number.isNaN(outcome.overloadedP95) ? '' : outcome.overloadedP95.toFixed(0),
            `${outcome.other}`,
            `${outcome.timeouts}`,
            `${outcome.errors}`,
            `${outcome.rps}`,
          ]);
        }
      } finally {
        await stopBenchApi(api.child);
      }
    }
  } finally {
    await cleanup();
  }
  printTable(['queue', 'call', 'served', 'served p95 ms', '× baseline p95', '503 overloaded', '503 p95 ms', 'other', 'timed out', 'errors', 'req/s'], rows);
  console.log(`Machine: ${cpus().length} cores, load average ${machineLoad()} at the end.`);
}

function machineLoad(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

if (args[0] === '--serve') await serveBenchApi();
else await main();
