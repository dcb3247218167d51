import { mailboxPort } from './mailbox';

/** The port of the shop the browser tests run against (E2E_PORT, 4399 by default). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4399);
/** The database directory of that shop (E2E_DATA_DIR; a run on another port has its own); the second shop's is beside it, with `-journey`. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_PORT ? `.data/e2e-${process.env.E2E_PORT}` : '.data/e2e');

/**
 * The environment of the shops under test, and of the build `npm test` runs
 * for them while the unit and integration tests run (scripts/test.ts): the
 * same settings, so the shops find that build current and serve it.
 */
export const e2eServerEnv = {
  HOST: '127.0.0.1',
  // A run on another port (E2E_PORT) builds beside the default one, so two runs never write one build.
  DIST_DIR: process.env.DIST_DIR ?? (process.env.E2E_PORT ? `dist-e2e-${process.env.E2E_PORT}` : 'dist'),
  LOG_LEVEL: 'warn',
  // Where the shop under test sends its emails (tests/e2e/support/mailbox.ts), for tests to follow their links.
  EMAIL_API_URL: `http://127.0.0.1:${mailboxPort(e2ePort)}/emails`,
  EMAIL_API_KEY: 'e2e-mailbox',
  // Every browser comes from 127.0.0.1, so the per-address registration limit is raised for the run.
  REGISTRATIONS_PER_HOUR: '1000',
};
