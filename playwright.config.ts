import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServerEnv } from './tests/e2e/support/server-env';

const port = e2ePort;
export const baseURL = `http://127.0.0.1:${port}`;
/** A second shop for the allocation journey (tests/e2e/allocation-journey.spec.ts): stores open around the clock, offers timed out in seconds. */
const journeyPort = port + 2;
export const journeyURL = `http://127.0.0.1:${journeyPort}`;
export const JOURNEY_RESPONSE_SECONDS = 6;
const dataDir = e2eDataDir;
const serverEnv = e2eServerEnv;

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`), the build Playwright itself runs headless
 * tests in: Blink as in the full browser, without its windowing, and 30–40 % quicker here (docs/adr/0799).
 * Playwright never downloads a browser.
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Specs the phone does not run again (docs/adr/0794). */
const PHONE_SKIPS = new RegExp(
  `/(${[
    ...['api', 'blog', 'content', 'forms', 'overseas', 'seo', 'allocation-journey', 'publishing', 'studio'],
    ...['catalogue', 'catalogue-create', 'catalogue-delivery', 'catalogue-form', 'catalogue-listings', 'catalogue-live', 'catalogue-prices'],
    ...['delivery-rules', 'owner-invite', 'peak-day', 'promotions', 'promotions-automatic', 'store-network'],
    ...['locale', 'password-reset', 'saved-orders', 'sign-in-link', 'rolling-restart', 'shared-cache'],
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/mailbox.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's time on a two-core machine grows three- to fourfold while the whole suite runs (load 11–15): a
  // focus test of 8.5 s alone outran 30 s there. A test that hangs still fails, after a minute (docs/adr/0798).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A trace doubles a test's time, so it is recorded when a failed test is run again (CI retries once).
  use: { baseURL, trace: 'on-first-retry', locale: 'en-AU', timezoneId: 'Australia/Melbourne' },
  projects: [
    // The JavaScript budgets are a phone's: they run on the phone only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: /js-budgets\.spec\.ts/ },
    // The phone runs every flow whose layout or controls differ on a small screen (docs/adr/0794). Run once, on
    // desktop: API checks; content pages whose phone layout the template tests cover (blog, CMS pages, forms,
    // country pages); the head office's back-office flows, whose lists and forms account-lists and catalogue-csv
    // check at phone width; and flows of rules rather than layout (links by email, locales, saved orders).
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testIgnore: PHONE_SKIPS },
  ],
  webServer: [
    {
      // The built shop on a database of its own, seeded fresh for the run (npm test builds and seeds it while Vitest runs).
      command: 'node --import tsx scripts/start.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      // Started after the first, so it reuses the site the first one built.
      command: 'node --import tsx tests/e2e/support/open-all-hours.ts && node --import tsx scripts/start.ts',
      url: `${journeyURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(journeyPort), DATA_DIR: `${dataDir}-journey`, ALLOCATION_RESPONSE_SECONDS: String(JOURNEY_RESPONSE_SECONDS) },
    },
  ],
});
