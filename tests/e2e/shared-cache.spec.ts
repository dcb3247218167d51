import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eServerEnv } from './support/server-env';
import { backOffice, liveWithin } from './support/live-site';
import { hasVarnish, startVarnish, type RunningVarnish } from '../support/varnish';

/**
 * The built shop behind Debian's Varnish with the repository's VCL
 * (ops/varnish/shop.vcl, docs/adr/0772): a third shop of its own, started
 * with CACHE_PURGE=varnish, so a catalogue change purges exactly the pages
 * it re-rendered while every other page stays in the cache.
 */
test.describe.configure({ mode: 'serial' });

const shopPort = e2ePort + 4;
const LISTING = '/sympathy';
let varnish: RunningVarnish;
let shop: ChildProcess;
let viaCache: APIRequestContext;
let direct: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile' || !hasVarnish(), 'runs once, where varnishd is installed');
  test.setTimeout(300_000);
  varnish = await startVarnish(shopPort);
  shop = spawn('node', ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...e2eServerEnv, PORT: String(shopPort), DATA_DIR: `${e2eDataDir}-varnish`, CACHE_PURGE: 'varnish', VARNISH_URL: varnish.url, CACHE_SHARED_SECONDS: '300' },
    stdio: 'ignore',
  });
  direct = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${shopPort}` });
  await expect.poll(async () => (await direct.get('/api/health').catch(() => null))?.status(), { timeout: 240_000, intervals: [1000] }).toBe(200);
  viaCache = await playwright.request.newContext({ baseURL: varnish.url });
  // Varnish's health check finds the shop up within a few seconds of it answering.
  await expect.poll(async () => (await viaCache.get('/api/health/live').catch(() => null))?.status(), { timeout: 30_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  await viaCache?.dispose();
  await direct?.dispose();
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  await varnish?.stop();
});

/** A price as the pages show it. */
const money = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;

const cacheOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await viaCache.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-cache'], age: Number(response.headers().age ?? 0), etag: response.headers().etag, body: await response.text() };
};

test('pages come from the cache on the second request, and revalidate as a 304 through it', async () => {
  await cacheOf('/');
  const hit = await cacheOf('/');
  expect(hit.status).toBe(200);
  expect(hit.cache).toBe('HIT');
  expect(hit.etag).toBeTruthy();
  expect((await cacheOf('/', { 'if-none-match': hit.etag! })).status).toBe(304);
  // The account area is never held.
  await cacheOf('/myaccount');
  expect((await cacheOf('/myaccount')).cache).toBe('MISS');
});

test("a price change purges the product's pages: the new price shows through the cache within 60 s, an unrelated page stays a hit", async () => {
  test.setTimeout(180_000);
  const listing = (await (await direct.get(`/api/catalog/listings${LISTING}`)).json()) as { firstPage: { results: { key: string; url: string }[] } };
  const card = listing.firstPage.results.at(-1)!;
  const unrelated = '/privacy';
  for (const path of [card.url, unrelated]) {
    await cacheOf(path);
    expect((await cacheOf(path)).cache, path).toBe('HIT');
  }
  const unrelatedSince = Date.now();
  const patch = await backOffice(direct);
  const product = (await (await direct.get(`/api/catalogue/products/${card.key}`)).json()) as { variants: { key: string; price: { amount: number } }[] };
  const cheapest = product.variants.reduce((low, variant) => (variant.price.amount < low.price.amount ? variant : low));
  const after = Math.round((cheapest.price.amount - 0.37) * 100) / 100;
  await patch(card.key, { variants: [{ key: cheapest.key, price: after.toFixed(2) }] });
  await liveWithin(viaCache, card.url, (status, body) => status === 200 && body.includes(money(after)));
  const page = await cacheOf(card.url);
  expect(page.body).toContain(money(after));
  // The unrelated page was never fetched again: still the copy from before the change.
  const still = await cacheOf(unrelated);
  expect(still.cache).toBe('HIT');
  expect(still.age * 1000).toBeGreaterThanOrEqual(Date.now() - unrelatedSince - 1000);
});
