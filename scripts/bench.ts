import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './lib/bench-api-server';
import { publishToLive } from './lib/bench-publishing';
import { lighthouse } from './lib/lighthouse';
import { pageWeight } from './lib/page-weight';

/**
 * `npm run bench`: builds and serves the shop, then prints, for each built
 * page kind, the gzipped JavaScript and CSS it loads, and Lighthouse mobile
 * figures for the pages that have speed targets; then the API load figures.
 */
const root = process.cwd();
const port = Number(process.env.BENCH_PORT ?? 4488);
const base = `http://127.0.0.1:${port}`;
const dataDir = '.data/bench';

/** One sample URL per page kind; a kind whose page is not built yet is skipped. */
const PAGE_KINDS: { kind: string; path: string | (() => Promise<string | undefined>); lighthouse: boolean }[] = [
  { kind: 'home', path: '/', lighthouse: true },
  { kind: 'full-width page', path: '/about', lighthouse: true },
  { kind: 'narrow page', path: '/terms-conditions', lighthouse: false },
  { kind: 'blog listing', path: '/blog', lighthouse: false },
  { kind: 'blog article', path: () => firstLink('/blog', /href="(\/blog\/[^"#?]+\/[^"#?]+)"/), lighthouse: true },
  { kind: 'country list', path: '/overseas', lighthouse: false },
  { kind: 'country page', path: '/overseas/gb', lighthouse: false },
  { kind: 'product listing', path: '/birthday', lighthouse: true },
  { kind: 'product page', path: () => firstLink('/birthday', /href="(\/(?:flowers|plants|hampers|gifts)\/[^"#?]+)"/), lighthouse: true },
  { kind: 'search', path: '/search?text=rose', lighthouse: false },
  { kind: 'checkout', path: '/checkout', lighthouse: true },
];

async function firstLink(page: string, pattern: RegExp): Promise<string | undefined> {
  const response = await fetch(new URL(page, base));
  if (!response.ok) return undefined;
  return pattern.exec(await response.text())?.[1];
}

function startServer(): Promise<ChildProcess> {
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 300_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('The shop did not start.'));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const server = await startServer();
try {
  console.log('\nPage weight (gzipped, what the page loads)');
  console.log('kind'.padEnd(18), 'path'.padEnd(44), 'JS'.padStart(9), 'files'.padStart(6), 'CSS'.padStart(9));
  const audited: { kind: string; path: string }[] = [];
  for (const { kind, path, lighthouse: audit } of PAGE_KINDS) {
    const resolved = typeof path === 'string' ? path : await path();
    if (!resolved || !(await fetch(new URL(resolved, base))).ok) {
      console.log(kind.padEnd(18), '(not built)');
      continue;
    }
    const weight = await pageWeight(base, resolved);
    console.log(kind.padEnd(18), resolved.slice(0, 43).padEnd(44), kb(weight.jsBytes).padStart(9), String(weight.jsFiles).padStart(6), kb(weight.cssBytes).padStart(9));
    if (audit) audited.push({ kind, path: resolved });
  }

  const compressed = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  console.log(`\nStatic files served compressed: ${compressed.headers.get('content-encoding') ?? 'no'}; favicon: ${(await fetch(`${base}/favicon.svg`)).ok ? 'yes' : 'no'}`);

  const publishTimes = (await publishToLive(base)).sort((a, b) => a - b);
  console.log(
    `\nPublish to live (PGlite, one server; target 60 s): p50 ${(percentile(publishTimes, 50) / 1000).toFixed(2)} s, p95 ${(percentile(publishTimes, 95) / 1000).toFixed(2)} s over ${publishTimes.length} publishes`,
  );

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    console.log('\nLighthouse (mobile)');
    console.log('kind'.padEnd(18), 'perf'.padStart(5), 'LCP ms'.padStart(8), 'TBT ms'.padStart(8), 'CLS'.padStart(7), 'a11y'.padStart(6), 'BP'.padStart(5), 'SEO'.padStart(5));
    for (const { kind, path } of audited) {
      const f = await lighthouse(new URL(path, base).href);
      console.log(
        kind.padEnd(18),
        String(f.performance).padStart(5),
        String(f.lcpMs).padStart(8),
        String(f.tbtMs).padStart(8),
        String(f.cls).padStart(7),
        String(f.accessibility).padStart(6),
        String(f.bestPractices).padStart(5),
        String(f.seo).padStart(5),
      );
    }
  }
} finally {
  server.kill('SIGTERM');
}

if (existsSync(join(root, 'scripts/bench-content-attack.ts')) && process.env.BENCH_SKIP_API !== '1') {
  await new Promise<void>((resolve) => spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-content-attack.ts'], { stdio: 'inherit' }).on('exit', () => resolve()));
}

for (const script of ['scripts/bench-api.ts', 'scripts/bench-checkout.ts', 'scripts/bench-orders.ts']) {
  if (!existsSync(join(root, script)) || process.env.BENCH_SKIP_API === '1') continue;
  await new Promise<void>((resolve) => spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' }).on('exit', () => resolve()));
}
