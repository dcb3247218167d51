import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { adminUrl } from './lib/bench-api-server';
import { countriesFor } from './lib/bench-baseline';
import { machineNow, recordBaseline, recordMachine } from './lib/bench-figures';
import { FIXED, RATIO } from './lib/bench-targets';
import { Browser } from './lib/peak/browser';
import { pgliteReader, postgresReader } from './lib/peak/consistency';
import { cutPostgres, endedProcesses, killProcess, restartPostgres } from './lib/peak/faults';
import { Florists } from './lib/peak/florists';
import { playMorning, settleMorning, type Faults, type MorningResult, type Stage } from './lib/peak/morning';
import { RehearsalPostgres } from './lib/peak/postgres';
import { printRamp, ramp, RAMP_SHOPPERS, recordRamp, type RampStep } from './lib/peak/ramp';
import { Recorder } from './lib/peak/record';
import { PostgresRelay } from './lib/peak/relay';
import { judge, printReport, recordMorning } from './lib/peak/report';
import { databaseUrl, deliveryDay, freshDatabase, PEAK_DATABASE, seedPeak, type WatchedStore } from './lib/peak/setup';
import { startShopCluster, startShopProcess, type ShopCluster } from './lib/peak/shop-cluster';
import { hasVarnish, startVarnish, type RunningVarnish } from './lib/peak/varnish';

/**
 * `npm run bench:peak`: the peak rehearsal. A Mother's Day morning played on
 * the shop as production runs it: `npm run start:cluster` (two server
 * processes sharing a port) on a Postgres of the rehearsal's own, behind
 * Varnish with the repository's VCL. Shoppers view pages through the
 * cache, search, change carts and pay by card through the sandbox (whose
 * webhook makes the order); the watched stores' owners, signed in with
 * their alert streams open, accept what they are offered. Meanwhile one
 * server process is killed (SIGKILL; the cluster starts another) and
 * Postgres is really restarted (`--cut-postgres`: cut off at a TCP relay
 * instead). Then prints each step's figures beside an in-memory route's
 * (the baseline) and the targets, and checks the database against what the
 * shoppers were told (docs/scale.md, "Peak rehearsal").
 *
 * With `--ramp`, short mornings without faults at increasing numbers of
 * shoppers come first, each judged against every target, until one misses:
 * the highest orders per minute within the targets, and what the next load
 * missed.
 *
 * With `--pglite`, the same mornings on the embedded database: `npm start`
 * (one process, since one process opens PGlite) behind Varnish, started
 * again when killed, as a service manager would; the database is read for
 * the checks once the shop has stopped, and its fault is the kill alone.
 *
 *   node scripts/node24.mjs scripts/bench-peak.ts [--seconds 90] [--shoppers 12] [--stores 3] [--think-ms 300]
 *     [--ramp [4,8,16,32,64]] [--ramp-seconds 40] [--processes 2] [--no-faults] [--postgres-stop immediate|fast]
 *     [--cut-postgres] [--outage-seconds 5] [--no-build] [--pglite]
 *
 * PEAK_PORT (default 4721): Varnish listens there, the shop on the next
 * port, the relay on the one after, the rehearsal's Postgres on the one
 * after that (its folder PEAK_POSTGRES_DIR, default .data/peak-postgres).
 * PEAK_DATABASE (default `peak`): the database it drops, makes and seeds
 * there, kept afterwards. Exits non-zero only when the rehearsal could not
 * run.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number, min: number, max: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(args[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`);
  return Math.min(max, Math.max(min, value));
};
const seconds = option('seconds', 90, 20, 1800);
const shoppers = option('shoppers', 12, 1, 500);
const storeCount = option('stores', 3, 1, 10);
const thinkMs = option('think-ms', 300, 0, 10_000);
const outageSeconds = option('outage-seconds', 5, 1, 120);
const pglite = args.includes('--pglite');
const processes = pglite ? 1 : option('processes', 2, 1, 16);
const rampSeconds = option('ramp-seconds', 40, 15, 600);
const faults = !args.includes('--no-faults');
const build = !args.includes('--no-build');
const stopMode = (() => {
  const index = args.indexOf('--postgres-stop');
  const mode = index === -1 ? 'immediate' : args[index + 1];
  if (mode !== 'immediate' && mode !== 'fast') throw new Error('--postgres-stop takes immediate or fast');
  return mode;
})();
/** The ramp's loads: `--ramp` alone takes the default; `--ramp 4,8,16` names them. */
const rampLoads = (() => {
  const index = args.indexOf('--ramp');
  if (index === -1) return undefined;
  const list = args[index + 1];
  if (!list || list.startsWith('--')) return RAMP_SHOPPERS;
  const loads = list.split(',').map(Number);
  if (!loads.length || loads.some((n) => !Number.isInteger(n) || n < 1 || n > 500)) throw new Error('--ramp takes shoppers as whole numbers from 1 to 500, such as 4,8,16,32');
  return loads;
})();

const basePort = Number(process.env.PEAK_PORT ?? 4721);
const ports = { varnish: basePort, shop: basePort + 1, relay: basePort + 2, postgres: basePort + 3 };
const shopUrl = `http://127.0.0.1:${ports.shop}`;
const dataDir = resolve(process.env.DATA_DIR ?? (pglite ? '.data/peak-pglite' : '.data/peak'));
/** The shop's PGlite, where `--pglite` runs it (the shop's own place under DATA_DIR). */
const pgliteDir = join(dataDir, 'pglite');
const where = `${pglite ? 'PGlite' : 'Postgres'}, ${processes} process${processes === 1 ? '' : 'es'}, Varnish`;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const WARM_UP_SECONDS = 15;

// Everything started is stopped however the rehearsal ends: the streams, the cluster, Varnish, the relay, Postgres.
let postgres: RehearsalPostgres | undefined;
let relay: PostgresRelay | undefined;
let cluster: ShopCluster | undefined;
let varnish: RunningVarnish | undefined;
let florists: Florists | undefined;
let running = true;
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    running = false;
    await florists?.stop().catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
    await varnish?.stop().catch(() => undefined);
    await relay?.cut().catch(() => undefined);
    await postgres?.stop('fast').catch(() => undefined);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the rehearsal started…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** The rehearsal's own Postgres, started; or, when this machine cannot make one, the machine's (and the relay cut as its fault). */
async function database(): Promise<{ admin: string; own: boolean }> {
  const found = RehearsalPostgres.find(resolve(process.env.PEAK_POSTGRES_DIR ?? '.data/peak-postgres'), ports.postgres);
  if ('why' in found) {
    console.log(
      `The rehearsal cannot run a Postgres of its own (${found.why}): it uses the machine's on 127.0.0.1:5432 (database ${PEAK_DATABASE}), and Postgres is cut off at a relay instead of restarted, so as not to end anyone else's connections.`,
    );
    return { admin: adminUrl(), own: false };
  }
  const started = performance.now();
  const said = await found.start();
  postgres = found;
  console.log(`The rehearsal's Postgres on 127.0.0.1:${ports.postgres}: ${said}; started in ${((performance.now() - started) / 1000).toFixed(1)} s; its log is ${found.log}.`);
  return { admin: found.adminUrl, own: true };
}

const watchedSaid = (watched: WatchedStore[], day: string) => `watched stores: ${watched.map((s) => `${s.storeKey} (orders to ${s.suburbId})`).join(', ')}; deliveries on ${day}`;

/** The ramp's table, and its figures for `npm run bench`. */
function reportRamp(steps: RampStep[]): void {
  printRamp(steps);
  recordRamp(steps, `${where}, ${rampSeconds} s mornings`);
}

/**
 * On PGlite, once the last morning is over: stops the shop (the one
 * process that may open its database), reads each judged morning's checks
 * from the database, judges the ramp's steps again with them, and reports
 * the ramp.
 */
async function settlePglite(steps: RampStep[], result: MorningResult): Promise<void> {
  await cluster?.stop();
  const read = pgliteReader(pgliteDir);
  for (const step of steps) {
    await settleMorning(step.result, florists!, read);
    step.verdicts = judge(step.result);
    step.met = step.verdicts.every((v) => v.met);
  }
  await settleMorning(result, florists!, read);
  console.log('\nThe shop stopped; its PGlite read for the checks of every judged morning.');
  if (steps.length) reportRamp(steps);
}

async function main() {
  if (!hasVarnish()) throw new Error('varnishd is not installed (Debian: apt-get install varnish varnish-modules).');
  mkdirSync(dataDir, { recursive: true });
  recordMachine('as the peak rehearsal began');
  console.log(
    `Peak rehearsal: ${rampLoads ? `a ramp at ${rampLoads.join(', ')} shoppers (${rampSeconds} s each), then ` : ''}a morning of ${seconds} s with ${shoppers} shoppers${faults ? ' and faults' : ''}; ${storeCount} watched stores, ${pglite ? `one server process on PGlite (${pgliteDir})` : `${processes} server processes on Postgres (database ${PEAK_DATABASE})`} behind Varnish.`,
  );
  console.log(`Machine at the start: ${machineNow()}.`);

  const day = await deliveryDay();
  let started = performance.now();
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const logFile = join(dataDir, pglite ? 'peak-shop.log' : 'peak-cluster.log');
  const shopEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports.shop),
    SITE_URL: `http://127.0.0.1:${ports.varnish}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
    CACHE_PURGE: 'varnish',
    VARNISH_URL: `http://127.0.0.1:${ports.varnish}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    METRICS_PORT: '',
  };
  // Postgres: read while the shop runs, cut or restarted as the database's fault. PGlite: read once the shop has stopped.
  let reader: Stage['read'] = null;
  let cut = false;
  let own = false;
  let watched: WatchedStore[];
  if (pglite) {
    rmSync(pgliteDir, { recursive: true, force: true });
    watched = await seedPeak({ dataDir: pgliteDir }, storeCount, day);
    console.log(`PGlite in ${pgliteDir} made and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${watchedSaid(watched, day)}.`);
    started = performance.now();
    cluster = await startShopProcess({ ...shopEnv, DATABASE_URL: '' }, logFile);
  } else {
    const found = await database();
    own = found.own;
    cut = args.includes('--cut-postgres') || !own;
    await freshDatabase(found.admin);
    const direct = databaseUrl(found.admin);
    watched = await seedPeak({ url: direct }, storeCount, day);
    reader = postgresReader(direct);
    console.log(`Database ${PEAK_DATABASE} made and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${watchedSaid(watched, day)}.`);
    if (cut) {
      relay = new PostgresRelay(ports.relay, { host: '127.0.0.1', port: Number(new URL(found.admin).port || 5432) });
      await relay.open();
    }
    started = performance.now();
    cluster = await startShopCluster({ ...shopEnv, DATABASE_URL: cut ? databaseUrl(found.admin, ports.relay) : direct, CLUSTER_PROCESSES: String(processes) }, logFile, { build });
  }
  console.log(
    `The ${pglite ? 'shop' : 'cluster'} serves on ${shopUrl} (processes ${cluster.workers().join(', ')}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s (built if its sources changed); its output is in ${logFile}.`,
  );
  varnish = await startVarnish(ports.varnish, ports.shop);
  console.log(`Varnish ${varnish.url} in front of it with ops/varnish/shop.vcl.`);

  // What the shoppers browse: listings, and the product pages they link to; each fetched once so the cache is warm, as on a morning after the night's traffic.
  const warm = new Browser(varnish.url);
  const straight = new Browser(shopUrl);
  const listings: string[] = [];
  const products = new Set<string>();
  // A page the busy machine is slow to give the cache the first time is asked for again.
  const fill = async (path: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const page = await warm.page(path).catch(() => undefined);
      if (page) return page.ok;
    }
    return false;
  };
  const read = async (path: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const page = await straight.send('GET', path, undefined, { 'accept-encoding': 'identity' }).catch(() => undefined);
      if (page?.ok) return page.text;
    }
    return '';
  };
  for (const path of ['/birthday', '/anniversary', '/roses', '/lilies', '/native-flowers', '/sympathy', '/new-baby', '/get-well', '/plants', '/hampers']) {
    if (!(await fill(path))) continue;
    listings.push(path);
    for (const [, link] of (await read(path)).matchAll(/href="(\/(?:flowers|plants|hampers|gifts)\/[^"#?]+)"/g)) if (products.size < 40) products.add(link!);
  }
  if (!listings.length || !products.size) throw new Error('The built site has no listing or product pages to browse.');
  for (const path of ['/', ...products]) await fill(path);
  warm.close();
  straight.close();

  const { signatureHeader } = await import('../src/server/payments/signature');
  // The baseline when the shop is quiet: as many clients as shoppers, for 5 s.
  const quiet = await countriesFor(shopUrl, shoppers, 5, thinkMs);
  recordBaseline('bench-peak', `${where}, quiet, ${shoppers} clients`, quiet.p95, quiet.calls);

  florists = new Florists(varnish.url, watched, new Recorder());
  await florists.start();
  varnish.logFailures();
  const stage: Stage = {
    varnish,
    shopUrl,
    read: reader,
    florists,
    running: () => running,
    plan: {
      base: varnish.url,
      day,
      suburbs: watched.map((s) => s.suburbId),
      listings,
      products: [...products],
      searches: ['roses', 'mothers day', 'tulips', 'lily', 'orchid', 'chocolates', 'hamper', 'pink', 'native', 'peony', 'sunflowr', 'gerbera'],
      cartShare: 0.5,
      checkoutShare: 0.6,
      thinkMs,
      sign: (body) => signatureHeader(body, webhookSecret),
    },
  };

  // A short morning first, not judged, so that the first judged one does not pay for every code path's first call (compiled, planned, read from disk).
  // Enough shoppers that both processes serve every step a few times.
  const warmUp = Math.max(4, rampLoads?.[0] ?? shoppers);
  console.log(`\nWarming the shop's code paths with a ${WARM_UP_SECONDS} s morning at ${warmUp} shoppers (not judged).`);
  await playMorning(stage, warmUp, WARM_UP_SECONDS);

  const steps = rampLoads ? await ramp(stage, rampLoads, rampSeconds, where) : [];
  if (!pglite && steps.length) reportRamp(steps);

  // The faulted morning: at 30 % one server process is killed; at 60 % Postgres is restarted (or cut off at the relay). PGlite's database dies with its process.
  const schedule: Faults = async (recorder, origin, over) => {
    const notes: string[] = [];
    await pause(seconds * 300);
    if (over()) return notes;
    notes.push(await killProcess(cluster!, recorder, shopUrl, varnish!.url));
    if (pglite) return notes;
    const at = origin + seconds * 600;
    if (performance.now() < at) await pause(at - performance.now());
    if (over()) return notes;
    notes.push(cut ? await cutPostgres(relay!, recorder, shopUrl, outageSeconds) : await restartPostgres(postgres!, stopMode, recorder, shopUrl));
    return notes;
  };
  console.log(`\nThe morning begins (${new Date().toISOString()}): ${shoppers} shoppers for ${seconds} s${faults ? ', with faults' : ''}.`);
  const result = await playMorning(stage, shoppers, seconds, faults ? schedule : undefined);
  await florists.stop();
  recordBaseline('bench-peak', `${where}, ${faults ? 'faulted ' : ''}morning, ${shoppers} shoppers, during the morning`, result.baseline.p95, result.baseline.calls);
  if (pglite) await settlePglite(steps, result);

  console.log(`\nThe morning ended: ${machineNow()} at the end (the shop, ${pglite ? 'its PGlite' : 'Postgres'}, Varnish and this load generator share the machine).`);
  if (faults) {
    console.log(`Faults: ${result.faultNotes.join('; ')}.`);
    const log = readFileSync(logFile, 'utf8');
    console.log(
      `The ${pglite ? 'shop' : 'cluster'}'s log (${logFile}): ${endedProcesses(log)}${pglite ? '' : `; 57P01 (terminating connection) named ${(log.match(/57P01|terminating connection due to/g) ?? []).length} times`}.`,
    );
    if (cut)
      console.log(
        `Postgres was cut off through a TCP relay in front of it (every connection reset, new ones refused) for ${outageSeconds} s: the server itself was not restarted${own ? ' (without --cut-postgres it is)' : ''}.`,
      );
  }
  console.log(`Florists' streams opened again ${florists.reconnects} times.`);
  if (result.failedFetches.length) {
    const shown = result.failedFetches.slice(0, 8).map((f) => {
      const t = f.at * 1000 - performance.timeOrigin;
      return `at ${((t - result.origin) / 1000).toFixed(1)} s${result.recorder.inWindow(t, t) ? ' (in a fault window)' : ''}: ${f.request}: ${f.reason}`;
    });
    console.log(`Varnish's failed backend fetches (varnishlog): ${result.failedFetches.length}; ${shown.join('; ')}${result.failedFetches.length > 8 ? '; …' : ''}.`);
  } else console.log("Varnish's failed backend fetches (varnishlog): none.");
  printReport(result, quiet.p95);
  recordMorning(result, `${where}, ${faults ? 'faulted morning' : 'morning'}`);
  console.log(
    `\nTargets: 0 errors outside the fault windows; pages through the cache p95 ≤ ${RATIO.pages}× baseline; cart writes p95 ≤ ${RATIO.cartWrites}× baseline; checkout → order p95 ≤ ${FIXED.checkoutToOrderMs} ms; offers reach the store within ${FIXED.offerMs} ms p95; the database holds what the shoppers were told. The baseline is GET /api/countries (answered from memory) asked directly of the shop by two clients all morning, outside the fault windows.`,
  );
  recordMachine('as the peak rehearsal ended');
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(`\nThe rehearsal could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await cleanup();
  process.exit(1);
}
