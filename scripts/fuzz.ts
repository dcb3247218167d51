import { spawnSync } from 'node:child_process';

/**
 * A longer run of the route fuzzer than CI's:
 *
 *   npm run fuzz -- [--seed 42] [--runs 50] [--db pglite|postgres]
 *
 * Without --seed a random seed is chosen and printed, so a failure can be replayed.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const seed = option('seed', String(Math.floor(Math.random() * 2 ** 31)));
const runs = option('runs', '50');
const db = option('db', 'pglite');
console.log(`Fuzzing every API route: seed ${seed}, ${runs} runs per route and caller, ${db}.`);
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', `integration-${db}`, 'tests/integration/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs, FUZZ_TIMEOUT_MS: String(Number(runs) * 120_000) },
});
console.log(`Seed ${seed}: ${result.status === 0 ? 'no failure' : 'failures above'}.`);
process.exit(result.status ?? 1);
