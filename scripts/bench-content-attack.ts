import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { percentile } from './lib/bench-api-server';
import { countriesFor } from './lib/bench-baseline';
import { ratioText, recordBaseline, recordFigure } from './lib/bench-figures';
import { RATIO } from './lib/bench-targets';

/**
 * `/api/health` latency while the content API is attacked, on loopback only:
 * serves the API in a child process on 127.0.0.1, then for a bounded time
 * times health checks alone (the quiet baseline), then sends oversized
 * GraphQL operations (thousands of aliases, huge `first`, a `where` 2,000
 * levels deep, lists of 40,000 ids or slugs in the variables) from 8
 * concurrent loops while timing health checks again. Prints health
 * p50/p95/p99 of both, and each attack's median answer time; the target is
 * p95 at most 12× the in-memory baseline
 * (GET /api/countries asked the same way before the attack) while attacked.
 *
 *   node scripts/node24.mjs scripts/bench-content-attack.ts [--seconds 8] [--only "40,000"]
 *
 * `--only` keeps the attacks whose name holds the text (the lists alone, say).
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds') || 8);
const only = option('--only');

if (args[0] === '--serve') {
  const { serve } = await import('@hono/node-server');
  const { openDatabase, provideDatabase } = await import('../src/server/db/client');
  const { seedDatabase } = await import('../db/seed/index');
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
    // Lists of 40,000 entries (about 600 KB of variables): filtering every page by each was 440 ms an answer before lists were bounded.
    const ids = Array.from({ length: 40_000 }, (_, i) => `page-${String(i).padStart(9, '0')}`);
    const slugAliases = Array.from({ length: 15 }, (_, i) => `a${i}: pages(where: { slug_in: $slugs }, first: 100) { id }`).join(' ');
    const attacks = [
      { name: '3,000 aliases', body: { query: `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: pages(first: 1000) { id title slug }`).join(' ')} }` } },
      { name: '15 aliases of 100 pages', body: { query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: pages(first: 100) { id title slug }`).join(' ')} }` } },
      { name: 'first: 2147483647', body: { query: '{ pages(first: 2147483647) { id } }' } },
      { name: 'where 2,000 deep (variables)', body: { query: 'query Q($where: PageWhereInput) { pages(where: $where) { id } }', variables: { where } } },
      { name: 'where 2,000 deep (document)', body: { query: `{ pages(where: ${'{ AND: ['.repeat(2000)}{ slug: "about" }${'] }'.repeat(2000)}) { id } }` } },
      { name: 'id_in of 40,000', body: { query: 'query($ids: [ID!]) { pages(where: { id_in: $ids }, first: 100) { id } }', variables: { ids } } },
      { name: 'slug_in of 40,000, 15 aliases', body: { query: `query($slugs: [String!]) { ${slugAliases} }`, variables: { slugs: ids } } },
    ]
      .filter(({ name }) => !only || name.includes(only))
      .map(({ name, body }) => ({ name, body: JSON.stringify(body), ms: [] as number[], statuses: new Set<number>() }));
    if (!attacks.length) throw new Error(`No attack is named like "${only}".`);

    /** Times health checks, one every 20 ms, until `deadline`. */
    const probe = async (deadline: number) => {
      const timings: number[] = [];
      while (Date.now() < deadline) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        timings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return timings.sort((a, b) => a - b);
    };
    const summary = (timings: number[]) =>
      `p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms  p99 ${percentile(timings, 99).toFixed(1)} ms  (${timings.length} checks)`;

    // Warm up, time health alone, then attack and measure at the same time.
    for (let i = 0; i < 20; i++) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    for (const attack of attacks) await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: attack.body }).then((r) => r.arrayBuffer());
    const quiet = await probe(Date.now() + Math.min(seconds, 3) * 1000);
    // The baseline: the in-memory route asked the way the health checks are (one client, a call every 20 ms), before the attack.
    const countries = await countriesFor(base, 1, Math.min(seconds, 3), 20);
    const baseline = recordBaseline('bench-content-attack', 'PGlite, 1 process, 1 client, no attack', countries.p95, countries.calls);
    const deadline = Date.now() + seconds * 1000;
    let attackRequests = 0;
    let attackStatus5xx = 0;
    const attacker = async (offset: number) => {
      for (let i = offset; Date.now() < deadline; i++) {
        const attack = attacks[i % attacks.length]!;
        const started = performance.now();
        const response = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: attack.body });
        await response.arrayBuffer();
        attack.ms.push(performance.now() - started);
        attack.statuses.add(response.status);
        attackRequests++;
        if (response.status >= 500) attackStatus5xx++;
      }
    };
    const [timings] = await Promise.all([probe(deadline), ...Array.from({ length: 8 }, (_, i) => attacker(i))]);
    const p95 = percentile(timings, 95);
    console.log(
      `\nHealth while the content API is attacked${only ? ` (only "${only}")` : ''} (${seconds} s, 8 attack loops, ${attackRequests} attack requests, ${attackStatus5xx} answered 5xx; load average ${loadavg()[0]!.toFixed(2)})`,
    );
    const ratio = p95 / baseline;
    console.log(`GET /api/countries (baseline, no attack): p95 ${baseline.toFixed(1)} ms (${countries.calls} calls)`);
    console.log(`/api/health, no attack:   ${summary(quiet)}; ${ratioText(percentile(quiet, 95) / baseline)} the baseline`);
    console.log(`/api/health, attacked:    ${summary(timings)}; ${ratioText(ratio)} the baseline; target p95 ≤ ${RATIO.healthAttacked}×: ${ratio <= RATIO.healthAttacked ? 'met' : 'NOT met'}`);
    for (const attack of attacks) {
      const ms = attack.ms.sort((a, b) => a - b);
      console.log(`  ${attack.name.padEnd(32)} answered ${[...attack.statuses].join('/')} in ${percentile(ms, 50).toFixed(1)} ms (median of ${ms.length}, under attack)`);
    }
    if (!only) {
      recordFigure({ name: '/api/health p95, no attack', where: 'PGlite, 1 process', value: percentile(quiet, 95), unit: 'ms', baseline });
      recordFigure({ name: '/api/health p95, content API attacked', where: 'PGlite, 1 process', value: p95, unit: 'ms', baseline, target: { ratio: RATIO.healthAttacked } });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
