import { defineConfig } from 'vitest/config';

const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    env: { LOG_LEVEL: 'silent', DATA_DIR: '.data/test', ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // graphql-yoga loads graphql's CommonJS build; our code must use the same
  // copy, or graphql refuses a schema "from another module or realm".
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], env: { LOG_LEVEL: 'silent', TZ: 'UTC' } } },
      // The same API suite runs on both databases.
      integration('integration-pglite', { TEST_DB: 'pglite' }),
      integration('integration-postgres', { TEST_DB: 'postgres' }),
    ],
  },
});
