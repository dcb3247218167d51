import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { createServer, type AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, userInfo } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/**
 * The API under load for the benchmarks: a child process that opens,
 * migrates and seeds a database of its own, then serves the API on a free
 * loopback port.
 */

/** Child mode (`<script> --serve`): print READY <port> <seed ms> once serving; `prepare` adds data after the seed. */
export async function serveBenchApi(prepare?: (db: import('../../src/server/db/client').Db) => Promise<void>) {
  const { serve: listen } = await import('@hono/node-server');
  const { openDatabase, provideDatabase } = await import('../../src/server/db/client');
  const { seedDatabase } = await import('../../db/seed/index');
  const { createApp } = await import('../../src/server/app');
  const started = performance.now();
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { dataDir: process.env.BENCH_DATA_DIR! });
  // A process of a cluster serves a database an earlier run seeded, and says when it serves to the cluster.
  const inCluster = cluster.isWorker;
  if (!inCluster) {
    await seedDatabase(database.db);
    await prepare?.(database.db);
  }
  provideDatabase(database);
  const ms = Math.round(performance.now() - started);
  const port = Number(process.env.BENCH_PORT ?? 0);
  const server = listen({ fetch: createApp().fetch, port, hostname: '127.0.0.1' }, (info) => (inCluster ? process.send!('ready') : console.log(`READY ${info.port} ${ms}`)));
  process.on('SIGTERM', () => {
    server.close(() => database.close().finally(() => process.exit(0)));
    // The load generator's kept-alive connections would hold the close open.
    (server as import('node:http').Server).closeAllConnections();
  });
}

/** Child mode (`<script> --cluster N`): N processes of `script --serve` sharing one port (node:cluster, as npm run start:cluster runs them); prints READY <port> 0 once all serve. */
export async function serveBenchCluster(script: string, processes: number) {
  const { startCluster } = await import('./cluster');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const running = startCluster({ exec: script, args: ['--serve'], processes, env: { BENCH_PORT: String(port) } });
  await running.ready;
  console.log(`READY ${port} 0`);
  process.on('SIGTERM', () => void running.stop().then(() => process.exit(0)));
}

/**
 * Where the load generator and the API run: on Linux with `taskset` and at
 * least four CPUs, this process (the load generator) keeps CPU 0 and one
 * API process the others, so neither takes the other's core; a cluster's
 * processes may use every CPU. Postgres is the system's and runs wherever
 * the kernel puts it. On two cores pinning made every figure worse (the
 * load generator and Postgres then share one core, the API the other:
 * listing p95 48 ms against 23 to 32 unpinned, cart writes 151 against
 * 112), so fewer than four are left to the kernel. BENCH_PIN=off turns it off.
 */
const cpuCount = availableParallelism();
const pinnable = (() => {
  if (process.platform !== 'linux' || cpuCount < 4 || process.env.BENCH_PIN === 'off') return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** How the bench placed its processes, for the printed figures. */
export const placement = () =>
  pinnable
    ? `load generator pinned to CPU 0, one API process to CPUs 1-${cpuCount - 1} (a cluster's processes to any)`
    : `processes not pinned${cpuCount < 4 ? ` (${cpuCount} CPUs: too few to keep the load generator apart from the API and Postgres)` : ''}`;

/** Starts `script --serve` (or `script ...args`) and waits for it to print READY <port> (for up to `startMs`). */
export async function startBenchApi(script: string, env: Record<string, string>, args = ['--serve'], { startMs = 120_000 } = {}): Promise<{ child: ChildProcess; port: number; seedMs: number }> {
  // BENCH_NODE_FLAGS: flags for the API's Node (such as `--cpu-prof --cpu-prof-dir=DIR`, to profile it under load).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const command = [process.execPath, ...flags, '--import', 'tsx', script, ...args];
  const cpus = args[0] === '--serve' ? `1-${cpuCount - 1}` : `0-${cpuCount - 1}`;
  const child = spawn(pinnable ? 'taskset' : command[0]!, pinnable ? ['-c', cpus, ...command] : command.slice(1), {
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within ${startMs / 1000} s`)), startMs);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^READY (\d+) (\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        // Every thread of this process, the load generator, onto CPU 0, apart from the API.
        if (pinnable) execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
        resolve({ child, port: Number(match[1]), seedMs: Number(match[2]) });
      }
    });
  });
}

export function stopBenchApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The Postgres server's own database, on 127.0.0.1:5432, as this user (or PGUSER). */
export const adminUrl = () => `postgresql://${process.env.PGUSER || userInfo().username}@127.0.0.1:5432/postgres`;

/** A fresh database for one run: a PGlite directory, or a Postgres database on 127.0.0.1:5432 dropped afterwards. */
export async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    // A fresh clone has no .data yet.
    mkdirSync(join(process.cwd(), '.data'), { recursive: true });
    const dir = mkdtempSync(join(process.cwd(), '.data', 'bench-'));
    return { env: { BENCH_DATA_DIR: join(dir, 'pglite') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = adminUrl();
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { BENCH_DATABASE_URL: url.toString() },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The p-th percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints rows under a header, each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/** Clock ticks a second, the unit of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time processes (all their threads) have used so far, in ms, from /proc (Linux; undefined elsewhere, or for none). */
export function cpuMsOf(...pids: (number | undefined)[]): number | undefined {
  if (!pids.length || pids.some((pid) => pid === undefined)) return undefined;
  try {
    let ms = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state (field 3) first, so utime and stime (fields 14 and 15) are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    }
    return ms;
  } catch {
    return undefined;
  }
}

/** CPU ms a call between two readings of `cpuMsOf` (undefined when either is). */
export const cpuPerCall = (before: number | undefined, after: number | undefined, calls: number) => (before === undefined || after === undefined || !calls ? undefined : (after - before) / calls);
