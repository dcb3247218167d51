import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { config, productionStartProblem } from '../src/server/config';
import { buildSite } from './build';
import { createBalancer } from './lib/balancer';
import { migrateAndSeed } from './seed';

/**
 * `npm run start:cluster`: the built site as CLUSTER_PROCESSES identical
 * server processes (default 2) on one Postgres (DATABASE_URL), on the
 * internal ports PORT + 1, PORT + 2, …, behind a round-robin load balancer
 * on HOST:PORT (docs/adr/0701). Like `npm start`, it migrates and seeds the
 * database and builds the site when its sources changed, once, before the
 * processes start; `--no-build` serves DIST_DIR as it is (a build made
 * elsewhere). A process that ends is started again; Ctrl-C stops them all.
 */
const problem = productionStartProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const { DATABASE_URL, HOST, PORT, CLUSTER_PROCESSES, trustProxy } = config();
if (!DATABASE_URL) {
  console.error(
    'DATABASE_URL is not set. npm run start:cluster runs several server processes on one database, and the embedded PGlite database can only be opened by one process: set DATABASE_URL to a Postgres connection string (postgresql://user@host:5432/shop), or use npm start.',
  );
  process.exit(1);
}
const host = HOST || 'localhost';
const port = PORT ?? 4321;
if (port === 0 || port + CLUSTER_PROCESSES > 65535) {
  console.error(`PORT must be a fixed port with ${CLUSTER_PROCESSES} free ports above it (the processes listen on PORT + 1 to PORT + ${CLUSTER_PROCESSES}).`);
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

const ports = Array.from({ length: CLUSTER_PROCESSES }, (_, i) => port + 1 + i);
const processes = new Map<number, ChildProcess>();
let stopping = false;

/** Starts the server process for one internal port; resolves when it serves (its database and content API open). */
function startProcess(internalPort: number): Promise<void> {
  const child = fork(join(import.meta.dirname, 'lib/serve-site.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // Only the balancer reaches them (on the loopback address), so the address it forwards is believed.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(internalPort), TRUST_PROXY: 'true', SESSION_SECRET: sessionSecret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  processes.set(internalPort, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The server process on port ${internalPort} ended (${signal ?? code}); starting it again.`);
    setTimeout(() => {
      if (!stopping) startProcess(internalPort).catch((error: unknown) => console.error(String(error)));
    }, 1000);
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => message === 'ready' && resolve());
    child.once('exit', (code, signal) => reject(new Error(`the server process on port ${internalPort} ended before it served (${signal ?? code})`)));
  });
}

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  balancer.close(() => undefined);
  balancer.closeAllConnections();
  const running = [...processes.values()].filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => once(child, 'exit')));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const balancer = createBalancer({ upstreams: ports.map((internal) => ({ host: '127.0.0.1', port: internal })), trustForwarded: trustProxy });
try {
  await Promise.all(ports.map(startProcess));
} catch (error) {
  console.error(String(error));
  await stop();
}
balancer.listen(port, host, () => {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.log(`Wattle & Bloom is ready at ${url}: ${ports.length} server processes (ports ${ports.join(', ')}) on one Postgres database, behind a round-robin balancer.`);
});
