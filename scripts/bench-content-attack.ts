import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `/api/health` latency while the content API is attacked, on loopback only:
 * serves the API in a child process on 127.0.0.1, then for a bounded time
 * sends oversized GraphQL operations (thousands of aliases, huge `first`,
 * a `where` 2,000 levels deep) from 8 concurrent loops while timing health
 * checks. Prints health p50/p95/p99; the target is p95 under 50 ms.
 *
 *   node scripts/node24.mjs scripts/bench-content-attack.ts [--seconds 8]
 */
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] || 8);

if (args[0] === '--serve') {
  const { serve } = await import('@hono/node-server');
  const { openDatabase, provideDatabase } = await import('../src/server/db/client');
  const { seedDatabase } = await import('../src/server/db/seed');
  const { createApp } = await import('../src/server/app');
  const database = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
  await seedDatabase(database.db);
  provideDatabase(database);
  const server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
  process.on('SIGTERM', () => server.close(() => database.close().finally(() => process.exit(0))));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-attack-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-content-attack.ts', '--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /^READY (\d+)/.exec(line);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error('The API did not start.')));
    });
    const base = `http://127.0.0.1:${port}`;
    let where: Record<string, unknown> = { slug: 'about' };
    for (let i = 0; i < 2000; i++) where = { AND: [where] };
    const attacks = [
      { query: `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: pages(first: 1000) { id title slug }`).join(' ')} }` },
      { query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: pages(first: 100) { id title slug }`).join(' ')} }` },
      { query: '{ pages(first: 2147483647) { id } }' },
      { query: 'query Q($where: PageWhereInput) { pages(where: $where) { id } }', variables: { where } },
      { query: `{ pages(where: ${'{ AND: ['.repeat(2000)}{ slug: "about" }${'] }'.repeat(2000)}) { id } }` },
    ].map((body) => JSON.stringify(body));

    // Warm up, then attack and measure at the same time.
    for (let i = 0; i < 20; i++) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    const deadline = Date.now() + seconds * 1000;
    let attackRequests = 0;
    let attackStatus5xx = 0;
    const attacker = async (offset: number) => {
      for (let i = offset; Date.now() < deadline; i++) {
        const response = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: attacks[i % attacks.length] });
        await response.arrayBuffer();
        attackRequests++;
        if (response.status >= 500) attackStatus5xx++;
      }
    };
    const timings: number[] = [];
    const prober = async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        timings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([...Array.from({ length: 8 }, (_, i) => attacker(i)), prober()]);
    timings.sort((a, b) => a - b);
    const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!.toFixed(1);
    console.log(
      `\nHealth while the content API is attacked (${seconds} s, 8 attack loops, ${attackRequests} attack requests, ${attackStatus5xx} answered 5xx; load average ${loadavg()[0]!.toFixed(2)})`,
    );
    console.log(`/api/health p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  (${timings.length} checks; target p95 < 50 ms: ${Number(at(95)) < 50 ? 'met' : 'NOT met'})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
