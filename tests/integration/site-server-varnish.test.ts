import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBridge, type SiteBridge } from '../../src/server/content/render/bridge';
import { withRecord, type PageReads } from '../../src/server/content/render/page-reads';
import { PAGES_CHANNEL, startServingRenderedPages } from '../../src/server/content/render/pages';
import { renderedPages } from '../../src/server/db/schema/index';
import { createSiteServer, PAGE_READS_FILE } from '../../src/server/node/site-server';
import { hasVarnish, startVarnish, type RunningVarnish } from '../support/varnish';
import { signedInClient } from './auth-fixtures';
import { useTestApp } from './harness';

/** A stand-in for the built Astro handler: the pages rendered on demand (an order's page; the health check Varnish probes). */
const ENTRY = `
export function handler(req, res) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>on demand</title>');
}
`;

const SHELL = ['footer', 'header'];
/** The build's pages and what each recorded showing as the build rendered it. */
const PAGES: Record<string, readonly string[]> = {
  '/about': ['doc:page-about', ...SHELL],
  '/weddings': ['doc:page-weddings', ...SHELL],
  '/flowers/rose': ['product:WB1001', ...SHELL],
  '/flowers/tulip': ['product:WB1002', ...SHELL],
  '/roses': ['doc:page-roses', 'listing:roses', 'product:WB1001', ...SHELL],
  '/tulips': ['doc:page-tulips', 'listing:tulips', 'product:WB1002', ...SHELL],
  '/myaccount': SHELL,
  '/404': SHELL,
};
const SETTINGS = { CACHE_SHARED_SECONDS: '300', CACHE_STALE_WHILE_REVALIDATE_SECONDS: '30', CACHE_STALE_IF_ERROR_SECONDS: '3600', CACHE_PURGE: 'varnish' };

/**
 * The site server behind a real Varnish with the repository's VCL
 * (ops/varnish/shop.vcl, docs/adr/0772 and 0784) and the API on a seeded
 * database: pages name what they show, are held and revalidated, private
 * ones never are; a render run's pages, stored and announced on the
 * database as the renderer does, are purged by the keys it names once this
 * process serves them, and only those; a shop that stops answering is stood
 * in for by the copies it left.
 */
describe.skipIf(!hasVarnish())('the site behind Varnish', () => {
  const t = useTestApp();
  let dist: string;
  let server: Server;
  let shopPort: number;
  let varnish: RunningVarnish;
  let buildId: string;
  const bridge = siteBridge();
  const saved: SiteBridge = { ...bridge };
  const env = { ...process.env };
  let runs = 1000;

  beforeAll(async () => {
    Object.assign(process.env, SETTINGS);
    dist = mkdtempSync(join(tmpdir(), 'site-varnish-'));
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    const reads: Record<string, PageReads> = {};
    for (const [path, shows] of Object.entries(PAGES)) {
      const file = path === '/404' ? join(dist, 'client/404.html') : join(dist, 'client', path, 'index.html');
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `<!doctype html><title>${path} as built</title>`);
      reads[path] = { shows, reads: [] };
    }
    writeFileSync(join(dist, 'client/robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, PAGE_READS_FILE), JSON.stringify(reads));
    buildId = `build-${Date.now()}`;
    writeFileSync(join(dist, '.source-hash'), buildId);
    server = await createSiteServer(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shopPort = (server.address() as AddressInfo).port;
    // The API answers through the site server, as in the shop.
    bridge.api = (request, bindings) => t.app.fetch(request, bindings);
    await startServingRenderedPages();
    varnish = await startVarnish(shopPort);
    process.env.VARNISH_URL = varnish.url;
  }, 30_000);
  afterAll(async () => {
    await varnish?.stop();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    for (const name of ['api', 'site', 'renderedPage'] as const) delete bridge[name];
    Object.assign(bridge, saved);
    for (const name of [...Object.keys(SETTINGS), 'VARNISH_URL'])
      if (env[name] === undefined) delete process.env[name];
      else process.env[name] = env[name];
    rmSync(dist, { recursive: true, force: true });
  });

  const viaCache = (path: string, init: RequestInit = {}) => fetch(`${varnish.url}${path}`, { redirect: 'manual', ...init });
  const direct = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${shopPort}${path}`, { redirect: 'manual', ...init });
  const cached = async (path: string) => {
    const response = await viaCache(path);
    return { cache: response.headers.get('x-cache'), body: await response.text() };
  };
  /** Fetches each address through the cache until it is held. */
  const warm = async (...paths: string[]) => {
    for (const path of paths) {
      await viaCache(path);
      expect((await cached(path)).cache, path).toBe('HIT');
    }
  };

  /**
   * A render run as the renderer stores it: the pages, with what each shows,
   * in one transaction that announces the run's keys and then the run.
   */
  async function storeRun(pages: { path: string; body: string; shows: readonly string[] }[], keys: readonly string[]): Promise<void> {
    const runId = ++runs;
    await t.database.db.transaction(async (tx) => {
      if (pages.length) {
        await tx.insert(renderedPages).values(
          pages.map((page) => ({
            buildId,
            path: page.path,
            status: 200,
            headers: withRecord({ 'content-type': 'text/html; charset=utf-8' }, { shows: page.shows, reads: [] }, `hash-${runId}`),
            body: Buffer.from(page.body),
            br: null,
            gz: null,
            runId,
            renderedAt: new Date(),
          })),
        );
      }
      if (keys.length) await tx.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${`${runId} ${keys.join(' ')}`})`);
      await tx.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${String(runId)})`);
    });
  }
  const poll = (path: string, text: string) => expect.poll(async () => (await cached(path)).body, { timeout: 10_000, interval: 100 }).toContain(text);

  it('answers pages with validators, shared-cache headers and the keys of what they show, and a 304 to a current copy', async () => {
    const first = await direct('/about', { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=3600');
    expect(first.headers.get('surrogate-key')).toBe('path:/about doc:page-about footer header site');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect((await direct('/roses')).headers.get('surrogate-key')).toBe('path:/roses doc:page-roses footer header listing:roses product:WB1001 site');
    // A file shows nothing but itself; a miss is the 404 page at the address asked for.
    expect((await direct('/robots.txt')).headers.get('surrogate-key')).toBe('path:/robots.txt site');
    const missing = await direct('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('surrogate-key')).toBe('path:/no-such-page footer header site');
    const again = await direct('/about/', { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const since = await direct('/about', { headers: { 'accept-encoding': 'identity', 'if-modified-since': first.headers.get('last-modified')! } });
    expect(since.status).toBe(304);
    const changed = await direct('/about', { headers: { 'accept-encoding': 'identity', 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
    // The account area is never shareable.
    expect((await direct('/myaccount')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('names what each public API read answers: a product for its sizes, a listing for its products, the catalogue for search', async () => {
    const keysOf = async (path: string) => (await direct(path)).headers.get('surrogate-key');
    expect(await keysOf('/api/products/WB1004/variants')).toBe('product:WB1004 api-catalogue site');
    expect(await keysOf('/api/products?listing=sympathy&occasion=sympathy')).toBe('listing:sympathy api-catalogue site');
    expect(await keysOf('/api/products?occasion=sympathy')).toBe('catalogue api-catalogue site');
    expect(await keysOf('/api/search?text=rose')).toBe('catalogue api-catalogue site');
    expect(await keysOf('/api/delivery/calendar')).toBe('api-delivery site');
  });

  it('serves the second request from the cache, and a 304 through it', async () => {
    const miss = await viaCache('/flowers/rose');
    expect(miss.status).toBe(200);
    expect(await miss.text()).toContain('/flowers/rose as built');
    expect(miss.headers.get('surrogate-key')).toBeNull();
    const hit = await viaCache('/flowers/rose');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const etag = hit.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const notModified = await viaCache('/flowers/rose', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-cache')).toBe('HIT');
  });

  it('passes private pages, writes and cookies on the API; cookies on pages are dropped', async () => {
    await viaCache('/myaccount');
    const account = await viaCache('/myaccount');
    expect(account.headers.get('x-cache')).toBe('MISS');
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    await viaCache('/weddings', { headers: { cookie: 'session=abc' } });
    expect((await viaCache('/weddings', { headers: { cookie: 'session=other' } })).headers.get('x-cache')).toBe('HIT');
    expect((await viaCache('/weddings', { method: 'POST' })).headers.get('x-cache')).toBe('MISS');
  });

  it("serves a guest's public reads from the cache whatever cookies they hold, passes a signed-in reader's, and never shares a guest's own cart", async () => {
    const csrf = await viaCache('/api/csrf');
    const token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    let cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const made = await viaCache('/api/carts', { method: 'POST', headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' }, body: '{}' });
    expect(made.status).toBe(201);
    cookie = [cookie, ...made.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
    const { cartId } = (await made.json()) as { cartId: string };
    // The guest's own cart goes to the shop with their cookies each time, and is nobody else's.
    for (let i = 0; i < 2; i++) {
      const own = await viaCache(`/api/carts/${cartId}`, { headers: { cookie } });
      expect(own.status).toBe(200);
      expect(own.headers.get('x-cache')).toBe('MISS');
    }
    expect((await viaCache(`/api/carts/${cartId}`)).status).toBe(404);
    // A public read: one copy for every guest, cookies or none; a signed-in reader's goes to the shop.
    const sizes = '/api/products/WB1003/variants';
    await viaCache(sizes, { headers: { cookie } });
    expect((await viaCache(sizes, { headers: { cookie } })).headers.get('x-cache')).toBe('HIT');
    expect((await viaCache(sizes)).headers.get('x-cache')).toBe('HIT');
    expect((await viaCache(sizes, { headers: { cookie: `${cookie}; __Host-wb_session=someone` } })).headers.get('x-cache')).toBe('MISS');
  });

  it("a price change's run purges its product's page, the listing showing it and its sizes; a listing not showing it, another product's sizes and a content page stay hits", async () => {
    await warm('/flowers/rose', '/roses', '/tulips', '/flowers/tulip', '/about', '/api/products/WB1004/variants', '/api/products/WB1002/variants');
    await storeRun(
      [
        { path: '/flowers/rose', body: '<title>rose at $71.95</title>', shows: PAGES['/flowers/rose']! },
        { path: '/roses', body: '<title>roses, the rose at $71.95</title>', shows: PAGES['/roses']! },
      ],
      ['catalogue', 'listing:roses', 'product:WB1001', 'product:WB1004'],
    );
    await poll('/flowers/rose', 'rose at $71.95');
    await poll('/roses', 'the rose at $71.95');
    expect(await cached('/flowers/rose')).toMatchObject({ cache: 'HIT' });
    expect((await cached('/api/products/WB1004/variants')).cache).toBe('MISS');
    for (const path of ['/tulips', '/flowers/tulip', '/about', '/api/products/WB1002/variants']) expect((await cached(path)).cache, path).toBe('HIT');
  });

  it('a header change purges every page, and no public API read', async () => {
    const listing = '/api/products?listing=sympathy';
    await warm('/about', '/weddings', '/tulips', '/flowers/tulip', '/no-such-page', '/api/products/WB1002/variants', listing);
    const pages = ['/about', '/weddings', '/tulips', '/flowers/tulip', '/404'];
    await storeRun(
      pages.map((path) => ({ path, body: `<title>${path} with the new header</title>`, shows: PAGES[path]! })),
      ['doc:site-header', 'header'],
    );
    for (const path of pages.filter((path) => path !== '/404')) await poll(path, `${path} with the new header`);
    await poll('/no-such-page', '/404 with the new header');
    for (const path of ['/api/products/WB1002/variants', listing]) expect((await cached(path)).cache, path).toBe('HIT');
  });

  it("a delivery rule's change is purged by every process once it has heard of it: the calendar and the sizes are fetched again, a page is not", async () => {
    await warm('/api/delivery/calendar', '/api/products/WB1002/variants', '/about');
    const office = await signedInClient(t, 'flowerline');
    const date = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const response = await office.post('/api/delivery-rules/closed-dates', { date, reason: 'Closed for the warehouse move' });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    await expect.poll(async () => (await cached('/api/delivery/calendar')).cache, { timeout: 10_000, interval: 100 }).toBe('MISS');
    expect((await cached('/api/products/WB1002/variants')).cache).toBe('MISS');
    expect((await cached('/about')).cache).toBe('HIT');
  });

  it('takes a purge from the shop only with keys', async () => {
    expect((await viaCache('/', { method: 'PURGE' })).status).toBe(400);
  });

  it('serves its copy while the shop does not answer (stale-if-error)', async () => {
    process.env.CACHE_SHARED_SECONDS = '1';
    await viaCache('/flowers/tulip?stale');
    expect((await viaCache('/flowers/tulip?stale')).headers.get('x-cache')).toBe('HIT');
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    // The copy is past its s-maxage, and Varnish's probe finds the shop gone within a few seconds: the copy is still what it serves.
    await expect
      .poll(
        async () => {
          const stale = await viaCache('/flowers/tulip?stale');
          return `${stale.status} ${stale.headers.get('x-cache')} ${Number(stale.headers.get('age')) > 4} ${(await stale.text()).includes('/flowers/tulip')}`;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('200 HIT true true');
  }, 20_000);
});
