import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, e2eServerEnv } from '../tests/e2e/support/server-env';
import { run, runCaptured } from './lib/run';

/**
 * `npm test`: lint, type check, format check and layer rules, unit and
 * integration tests (on PGlite and on Postgres), then the browser tests
 * against the built shop, which is built while Vitest runs (on two cores
 * Vitest leaves one idle for much of its run). Ends with one summary line
 * counting every test.
 * A failed static or type check does not stop the tests, but it fails
 * the run and is named under the summary line.
 */
const root = process.cwd();
const node = process.execPath;
const bin = (path: string) => join(root, 'node_modules', path);
const results = join(root, '.test-report');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const vitest = join(results, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests;
    total.skipped += r.numPendingTests + r.numTodoTests;
  }
  const playwright = join(results, 'playwright.json');
  if (existsSync(playwright)) {
    const r = JSON.parse(readFileSync(playwright, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    total.passed += r.stats.expected + r.stats.flaky;
    total.failed += r.stats.unexpected;
    total.skipped += r.stats.skipped;
  }
  return total;
}

/**
 * Static checks, and the type check: each runs even when another failed, so
 * one run shows every finding. Each is single-threaded, so they run in two
 * lanes side by side, each check's output printed whole when it ends. On a
 * clean clone lint takes about 41 s, the type check 38, the format check 21
 * and the layer rules 7: lint and the layer rules (48 s) beside the type and
 * format checks (59 s).
 */
const CHECK_LANES: { name: string; args: string[] }[][] = [
  [
    { name: 'lint', args: [bin('eslint/bin/eslint.js'), '--cache', '--cache-location', bin('.cache/eslint/'), '--max-warnings', '0', '.'] },
    { name: 'layer rules', args: [bin('eslint/bin/eslint.js'), '--no-inline-config', '--cache', '--cache-location', bin('.cache/eslint-layers/'), '-c', 'eslint.layers.js', 'src'] },
  ],
  [
    { name: 'type check', args: [bin('typescript/bin/tsc'), '--noEmit'] },
    { name: 'format check', args: [bin('prettier/bin/prettier.cjs'), '--cache', '--check', '.'] },
  ],
];
const failedChecks: string[] = [];
await Promise.all(
  CHECK_LANES.map(async (lane) => {
    for (const check of lane) {
      const started = performance.now();
      const { ok, output } = await runCaptured(node, check.args);
      console.log(`\n> ${check.name}: ${ok ? 'passed' : 'FAILED'} (${((performance.now() - started) / 1000).toFixed(1)} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      if (!ok) failedChecks.push(check.name);
    }
  }),
);

/**
 * Seeds the browser tests' database and builds the site for them, as the
 * shop's `npm start` would with their settings (so the shop under test finds
 * both ready), its output kept in .test-report/site-build.log. Answers the
 * failure, if any, to be reported once Vitest is done.
 */
function buildSiteForBrowserTests(): Promise<Error | null> {
  for (const dir of [e2eDataDir, `${e2eDataDir}-journey`]) rmSync(join(root, dir), { recursive: true, force: true });
  const logFile = join(results, 'site-build.log');
  const log = createWriteStream(logFile);
  const child = spawn(node, ['--import', 'tsx', join(root, 'scripts/build.ts'), '--if-changed'], { env: { ...process.env, ...e2eServerEnv, DATA_DIR: e2eDataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    child.on('error', resolve);
    child.on('close', (code) =>
      // Read once the log is written to its end.
      log.end(() => {
        if (code === 0) return resolve(null);
        console.error(readFileSync(logFile, 'utf8').slice(-4000));
        resolve(new Error(`The site build for the browser tests failed (exit ${code}); its output is in ${logFile}.`));
      }),
    );
  });
}

let failure: unknown;
try {
  const siteBuild = buildSiteForBrowserTests();
  const vitest = await run(node, [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`]).then(
    () => null,
    (error: unknown) => error,
  );
  const built = await siteBuild;
  if (vitest) throw vitest;
  if (built) throw built;
  await run(node, [bin('@playwright/test/cli.js'), 'test'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') });
} catch (error) {
  failure = error;
}
const { passed, failed, skipped } = counts();
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failure || failed > 0 || failedChecks.length > 0) {
  if (failedChecks.length > 0) console.error(`Failed checks: ${failedChecks.join(', ')}`);
  if (failure) console.error(String(failure instanceof Error ? failure.message : failure));
  process.exit(1);
}
