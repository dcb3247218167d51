import { expect, test, type APIRequestContext } from '@playwright/test';
import { PEOPLE } from '../support/people';
import { hasVarnish, startVarnish, type RunningVarnish } from '../support/varnish';
import { HeldRelay } from './support/held-relay';
import { backOffice, LIVE_WITHIN, liveWithin } from './support/live-site';
import { e2ePort, e2eServerEnv } from './support/server-env';
import { freshPostgres, startSite, type SiteProcess } from './support/site-process';

/**
 * The built shop behind Debian's Varnish with the repository's VCL
 * (ops/varnish/shop.vcl, docs/adr/0772 and 0784): two shop processes on one
 * Postgres of the file's own, started with CACHE_PURGE=varnish, asked in
 * turn by Varnish (a round-robin director in the test's own variant of the
 * VCL). Each change purges exactly the keys of what it changed, every
 * process purging once it serves the change itself, so the change shows
 * through the cache within 60 s whichever process Varnish asks, and every
 * other page stays in the cache. The second process reaches Postgres
 * through a relay that can hold its traffic: a process slow to hear of a
 * change.
 */
test.describe.configure({ mode: 'serial' });

const ports = { first: e2ePort + 4, second: e2ePort + 5, relay: e2ePort + 6 };
const SYMPATHY = '/sympathy';
let database: Awaited<ReturnType<typeof freshPostgres>>;
let relay: HeldRelay;
let varnish: RunningVarnish;
let shops: SiteProcess[] = [];
let viaCache: APIRequestContext;
let direct: APIRequestContext;
let second: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.skip(!hasVarnish(), 'runs where varnishd is installed');
  test.setTimeout(420_000);
  database = await freshPostgres();
  relay = new HeldRelay(ports.relay);
  await relay.open();
  varnish = await startVarnish([ports.first, ports.second]);
  const env = {
    ...e2eServerEnv,
    DATABASE_URL: database.url,
    SESSION_SECRET: 'both-shops-behind-one-varnish',
    CACHE_PURGE: 'varnish',
    VARNISH_URL: varnish.url,
    CACHE_SHARED_SECONDS: '300',
  };
  // The first migrates and seeds the database; the second starts on it, through the relay.
  shops = [await startSite(ports.first, env)];
  shops.push(await startSite(ports.second, { ...env, DATABASE_URL: relay.address(database.url) }));
  direct = await playwright.request.newContext({ baseURL: shops[0]!.url });
  second = await playwright.request.newContext({ baseURL: shops[1]!.url });
  viaCache = await playwright.request.newContext({ baseURL: varnish.url });
  // Varnish's health checks find both shops up within a few seconds of their answering.
  for (const backend of ['1', '2']) {
    await expect
      .poll(async () => (await viaCache.get(`/api/health/live?probe=${Date.now()}`, { headers: { 'x-test-backend': backend } }).catch(() => null))?.status(), { timeout: 30_000, intervals: [500] })
      .toBe(200);
  }
});

test.afterAll(async () => {
  // Each shop finishes the render run it may be working before it stops.
  test.setTimeout(180_000);
  relay?.release();
  for (const context of [viaCache, direct, second]) await context?.dispose();
  await Promise.all(shops.map((shop) => shop.stop()));
  await varnish?.stop();
  await relay?.close();
  await database?.dispose();
});

/** A price as the pages show it. */
const money = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;

const cacheOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await viaCache.get(path, { headers, maxRedirects: 0 });
  const h = response.headers();
  return { status: response.status(), cache: h['x-cache'], from: h['x-fetched-from'], age: Number(h.age ?? 0), etag: h.etag, body: await response.text() };
};

/** Fetches each address through the cache until it is held; answers when that was. */
async function warm(...paths: string[]): Promise<number> {
  for (const path of paths) {
    await cacheOf(path);
    expect((await cacheOf(path)).cache, path).toBe('HIT');
  }
  return Date.now();
}

/** Still the copy from before `since`: never fetched again. */
async function stillHeld(path: string, since: number): Promise<void> {
  const still = await cacheOf(path);
  expect(still.cache, path).toBe('HIT');
  expect(still.age * 1000, path).toBeGreaterThanOrEqual(Date.now() - since - 1000);
}

/** Gone from the cache: the next request is fetched from a shop. */
const purged = async (path: string) => expect((await cacheOf(path)).cache, path).toBe('MISS');

type Card = { key: string; url: string };
const firstPageOf = async (slug: string) => ((await (await direct.get(`/api/catalog/listings/${slug}`)).json()) as { firstPage: { results: Card[] } }).firstPage.results;

/** Every product a listing page's grid lists, by key. */
async function membersOf(slug: string): Promise<string[]> {
  const { filters } = (await (await direct.get(`/api/catalog/listings/${slug}`)).json()) as { filters: Record<string, string[]> };
  const keys: string[] = [];
  for (let offset = 0; ; offset += 48) {
    const query = new URLSearchParams({ listing: slug, limit: '48', offset: String(offset) });
    for (const [name, values] of Object.entries(filters)) for (const value of values) query.append(name, value);
    const page = (await (await direct.get(`/api/products?${query}`)).json()) as { results: Card[]; total: number };
    keys.push(...page.results.map((card) => card.key));
    if (offset + 48 >= page.total) return keys;
  }
}

/** The cheapest size of a product and a price for it a little lower (read signed in as Flowerline). */
async function cheaper(key: string): Promise<{ variant: string; before: number; after: number }> {
  const product = (await (await direct.get(`/api/catalogue/products/${key}`)).json()) as { variants: { key: string; price: { amount: number } }[] };
  const cheapest = product.variants.reduce((low, variant) => (variant.price.amount < low.price.amount ? variant : low));
  return { variant: cheapest.key, before: cheapest.price.amount, after: Math.round((cheapest.price.amount - 0.37) * 100) / 100 };
}

async function editor() {
  const csrf = async () => ((await (await direct.get('/api/csrf')).json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
  const { email, password } = PEOPLE.editor;
  expect((await direct.post('/api/auth/login', { data: { email, password }, headers: { 'x-csrf-token': await csrf() } })).status()).toBe(200);
  const token = await csrf();
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = (await (await direct.post('/api/graphql', { data: { query, variables }, headers: { 'x-csrf-token': token } })).json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(answer.errors, query).toBeUndefined();
    return answer.data!;
  };
}

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

test("a price change purges the product's page, a listing showing it and its sizes; a listing not showing it, another product's sizes and a content page stay hits", async () => {
  test.setTimeout(180_000);
  const cards = await firstPageOf(SYMPATHY.slice(1));
  const card = cards.at(-1)!;
  // A listing that does not list the product on any of its pages.
  let other: string | undefined;
  for (const slug of ['plants', 'hampers', 'teddy-bears', 'wine-and-chocolates']) if (!(await membersOf(slug)).includes(card.key)) other = `/${slug}`;
  expect(other, 'a listing without the product').toBeTruthy();
  const otherProduct = (await firstPageOf(other!.slice(1)))[0]!;
  const sizes = (key: string) => `/api/products/${key}/variants`;
  const listingRead = (slug: string) => `/api/products?listing=${slug}&sort=featured`;
  const since = await warm(card.url, SYMPATHY, other!, '/privacy', sizes(card.key), sizes(otherProduct.key), listingRead('sympathy'), listingRead(other!.slice(1)));

  const patch = await backOffice(direct);
  const { variant, after } = await cheaper(card.key);
  await patch(card.key, { variants: [{ key: variant, price: after.toFixed(2) }] });
  await liveWithin(viaCache, card.url, (status, body) => status === 200 && body.includes(money(after)));
  await liveWithin(viaCache, SYMPATHY, (status, body) => status === 200 && body.includes(money(after)));
  // Its sizes and the listing's reads were purged with it, and show the new price.
  const sizesNow = (await (await viaCache.get(sizes(card.key))).json()) as { variants: { variantKey: string; price: { amount: number } }[] };
  expect(sizesNow.variants.find((size) => size.variantKey === variant)?.price.amount).toBe(after);
  await purged(listingRead('sympathy'));
  for (const path of [other!, '/privacy', sizes(otherProduct.key), listingRead(other!.slice(1))]) await stillHeld(path, since);
});

test('a CMS publish of one content page purges exactly it: the other pages and the API stay hits', async () => {
  test.setTimeout(180_000);
  const page = '/terms-conditions';
  const since = await warm(page, '/privacy', '/about', '/', SYMPATHY, '/api/products?listing=sympathy&sort=featured');
  const gql = await editor();
  const title = `Terms and conditions (${Date.now().toString(36)})`;
  await gql('mutation($title: String) { updatePage(where: { id: "page-terms-conditions" }, data: { title: $title }) { id } }', { title });
  await gql('mutation { publishPage(where: { id: "page-terms-conditions" }, to: [PUBLISHED]) { id } }');
  await liveWithin(viaCache, page, (status, body) => status === 200 && body.includes(title));
  for (const path of ['/privacy', '/about', '/', SYMPATHY, '/api/products?listing=sympathy&sort=featured']) await stillHeld(path, since);
});

/**
 * A header change renders every page of the site again (about 500; some 10 s
 * on an idle two-core machine, minutes on a busy one): what this checks is
 * what is purged, so it waits for the run longer than the 60 s a page's
 * change has.
 */
const everyPageRendered = (path: string, ready: (body: string) => boolean) =>
  expect.poll(async () => ready(await (await viaCache.get(path)).text()), { timeout: 240_000, intervals: [1000] }).toBe(true);

test('a header change purges every page that shows it, and no public API read', async () => {
  test.setTimeout(360_000);
  const product = (await firstPageOf('plants'))[0]!;
  const reads = [`/api/products/${product.key}/variants`, '/api/products?listing=plants&sort=featured', '/api/delivery/calendar'];
  const pages = ['/', '/about', product.url, '/plants', '/login', '/no-such-page'];
  const since = await warm(...pages, ...reads);
  const gql = await editor();
  const text = `Same-day delivery until 1 pm (${Date.now().toString(36)})`;
  await gql('mutation($text: String) { updateSiteHeader(where: { id: "site-header" }, data: { sameDayText: $text }) { id } }', { text });
  await gql('mutation { publishSiteHeader(where: { id: "site-header" }, to: [PUBLISHED]) { id } }');
  for (const path of pages) await everyPageRendered(path, (body) => body.includes(text));
  for (const path of reads) await stillHeld(path, since);
});

test('with two processes, a change shows through the cache within 60 s whichever process the cache asks, even when one hears of it late', async () => {
  test.setTimeout(180_000);
  const card = (await firstPageOf('roses'))[0]!;
  await warm(card.url);
  const patch = await backOffice(direct);
  const { variant, before, after } = await cheaper(card.key);
  const changed = Date.now();
  // The second process hears nothing from the database until released: it serves the page from before the change.
  relay.hold();
  try {
    await patch(card.key, { variants: [{ key: variant, price: after.toFixed(2) }] });
    // The first process renders the page, serves it, and purges: the cache fetches it again, here from the second process, which has the old page still.
    await expect.poll(async () => (await cacheOf(card.url, { 'x-test-backend': '2' })).cache, { timeout: 30_000, intervals: [100, 250] }).toBe('MISS');
    const stale = await cacheOf(card.url);
    expect(stale.from).toBe('shop2');
    expect(stale.body).toContain(money(before));
    expect(await (await direct.get(card.url)).text()).toContain(money(after));
  } finally {
    relay.release();
  }
  // The second process catches up, serves the new page and purges in its turn: the copy it gave the cache goes.
  await liveWithin(viaCache, card.url, (status, body) => status === 200 && body.includes(money(after)));
  expect(Date.now() - changed).toBeLessThan(LIVE_WITHIN);
  expect(await (await second.get(card.url)).text()).toContain(money(after));
  for (const backend of ['1', '2', '', '']) expect((await cacheOf(card.url, backend ? { 'x-test-backend': backend } : {})).body).toContain(money(after));
});
