import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { config, productionStartProblem } from '../src/server/config';
import { buildSite } from './build';
import { serveMetrics } from '../src/server/metrics/server';
import { startCluster } from './lib/cluster';
import { migrateAndSeed } from './seed';

/**
 * `npm run start:cluster`: the built site as CLUSTER_PROCESSES identical
 * server processes (default 2) on one Postgres (DATABASE_URL), sharing
 * HOST:PORT: the primary process hands each connection to the next server
 * process in turn (node:cluster, docs/adr/0701 and 0708). Like `npm start`, it migrates and seeds the
 * database and builds the site when its sources changed, once, before the
 * processes start; `--no-build` serves DIST_DIR as it is (a build made
 * elsewhere). A process that ends is started again; Ctrl-C stops them all.
 */
const problem = productionStartProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const { DATABASE_URL, HOST, PORT, CLUSTER_PROCESSES, METRICS_PORT } = config();
if (!DATABASE_URL) {
  console.error(
    'DATABASE_URL is not set. npm run start:cluster runs several server processes on one database, and the embedded PGlite database can only be opened by one process: set DATABASE_URL to a Postgres connection string (postgresql://user@host:5432/shop), or use npm start.',
  );
  process.exit(1);
}
const host = HOST || 'localhost';
const port = PORT ?? 4321;
if (port === 0) {
  console.error('PORT must be a fixed port: every server process of the cluster listens on it.');
  process.exit(1);
}

// Every process signs and checks sessions and CSRF tokens with the same key.
let sessionSecret = process.env.SESSION_SECRET;
if (!sessionSecret) {
  sessionSecret = randomBytes(32).toString('base64url');
  console.log('SESSION_SECRET is not set: the processes share a random one made for this run, so sessions end when the cluster stops. Set SESSION_SECRET to keep them.');
}

await migrateAndSeed();
if (process.argv.includes('--no-build')) console.log('Serving the build in DIST_DIR as it is (--no-build).');
else if (!(await buildSite())) console.log('Sources unchanged since the last build: reusing the built site.');

const cluster = startCluster({
  exec: join(import.meta.dirname, 'lib/serve-site.ts'),
  processes: CLUSTER_PROCESSES,
  // Each process sees the caller's own connection: TRUST_PROXY stays as given (true only behind a proxy that sets X-Forwarded-For).
  env: { HOST: host, PORT: String(port), SESSION_SECRET: sessionSecret },
});

// One scrape of METRICS_PORT answers for every server process.
if (METRICS_PORT) serveMetrics(METRICS_PORT, host, { cluster: true });

async function stop(): Promise<void> {
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
// A rolling restart (after a deploy): `kill -HUP <primary>` replaces the processes one at a time.
let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  console.log('Restarting the server processes one at a time…');
  void cluster
    .restart()
    .then(() => console.log('Every server process has been restarted.'))
    .catch((error: unknown) => console.error(`The restart stopped: ${String(error)}`))
    .finally(() => (restarting = false));
});
process.on('SIGTERM', () => void stop());

try {
  await cluster.ready;
} catch (error) {
  console.error(String(error));
  await cluster.stop();
  process.exit(1);
}
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
console.log(`Wattle & Bloom is ready at ${url}: ${CLUSTER_PROCESSES} server processes sharing the port, on one Postgres database.`);
