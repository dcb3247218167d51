import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/sequencer.ts';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    // Each file opens databases of its own, side by side: their pools open connections as they need them, none kept warm.
    env: { LOG_LEVEL: 'silent', DATA_DIR: '.data/test', DATABASE_POOL_MIN: '0', ...env },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Migrates and seeds once; each file starts from a copy.
    globalSetup: ['tests/integration/seeded-templates.ts'],
    // Each file starts its own app on its own database (harness.ts), so the
    // files of a worker can share one copy of the server's modules: importing
    // them again for every file was half of the suite's time.
    isolate: false,
  },
});

export default defineConfig({
  // graphql-yoga loads graphql's CommonJS build; our code must use the same
  // copy, or graphql refuses a schema "from another module or realm".
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    // Two workers even on a two-core machine: the Postgres files spend much of their time waiting on the server.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], env: { LOG_LEVEL: 'silent', TZ: 'UTC' }, testTimeout: 20_000 } },
      // The same API suite runs on both databases.
      integration('integration-pglite', { TEST_DB: 'pglite' }),
      integration('integration-postgres', { TEST_DB: 'postgres' }),
    ],
  },
});
