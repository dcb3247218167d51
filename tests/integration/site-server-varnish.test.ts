import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysOfRun, purgeSharedCaches } from '../../src/server/cache-purge/index';
import { siteBridge, type RenderedPage, type SiteBridge } from '../../src/server/content/render/bridge';
import { createSiteServer } from '../../src/server/node/site-server';
import { hasVarnish, startVarnish, type RunningVarnish } from '../support/varnish';

/** A stand-in for the built Astro handler: the pages rendered on demand (an order's page; the health check Varnish probes). */
const ENTRY = `
export function handler(req, res) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>on demand</title>');
}
`;

const PAGES = ['about', 'flowers/rose', 'flowers/tulip', 'weddings', 'myaccount'];
const SETTINGS = { CACHE_SHARED_SECONDS: '300', CACHE_STALE_WHILE_REVALIDATE_SECONDS: '30', CACHE_STALE_IF_ERROR_SECONDS: '3600', CACHE_PURGE: 'varnish' };

/**
 * The site server behind a real Varnish with the repository's VCL
 * (ops/varnish/shop.vcl, docs/adr/0772): pages are held and revalidated,
 * private ones never are, a publish purges exactly its pages, and a shop
 * that stops answering is stood in for by the copies it left.
 */
describe.skipIf(!hasVarnish())('the site behind Varnish', () => {
  let dist: string;
  let server: Server;
  let shopPort: number;
  let varnish: RunningVarnish;
  const bridge = siteBridge();
  const saved: SiteBridge = { ...bridge };
  const env = { ...process.env };
  const published = new Map<string, RenderedPage>();

  beforeAll(async () => {
    Object.assign(process.env, SETTINGS);
    dist = mkdtempSync(join(tmpdir(), 'site-varnish-'));
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    for (const page of PAGES) {
      mkdirSync(join(dist, 'client', page), { recursive: true });
      writeFileSync(join(dist, 'client', page, 'index.html'), `<!doctype html><title>${page} as built</title>`);
    }
    writeFileSync(join(dist, 'client/404.html'), '<!doctype html><title>not found</title>');
    server = await createSiteServer(dist, { publishes: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shopPort = (server.address() as AddressInfo).port;
    bridge.renderedPage = (path) => published.get(path);
    varnish = await startVarnish(shopPort);
    process.env.VARNISH_URL = varnish.url;
  }, 30_000);
  afterAll(async () => {
    await varnish?.stop();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    delete bridge.renderedPage;
    Object.assign(bridge, saved);
    for (const name of [...Object.keys(SETTINGS), 'VARNISH_URL'])
      if (env[name] === undefined) delete process.env[name];
      else process.env[name] = env[name];
    rmSync(dist, { recursive: true, force: true });
  });

  const viaCache = (path: string, init: RequestInit = {}) => fetch(`${varnish.url}${path}`, { redirect: 'manual', ...init });
  const direct = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${shopPort}${path}`, { redirect: 'manual', ...init });

  it('answers pages with validators, shared-cache headers and surrogate keys, and a 304 to a current copy', async () => {
    const first = await direct('/about', { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=3600');
    expect(first.headers.get('surrogate-key')).toBe('path:/about site');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
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

  it('serves the second request from the cache, and a 304 through it', async () => {
    const miss = await viaCache('/flowers/rose');
    expect(miss.status).toBe(200);
    expect(await miss.text()).toContain('flowers/rose as built');
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

  it('purges exactly the pages a publish rendered: the change shows through the cache, an unrelated page stays a hit', async () => {
    for (const path of ['/about', '/flowers/tulip']) {
      await viaCache(path);
      expect((await viaCache(path)).headers.get('x-cache')).toBe('HIT');
    }
    const body = Buffer.from('<!doctype html><title>about, published</title>');
    published.set('/about', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body, br: null, gz: null, renderedAt: new Date() });
    // The cache still holds the old page until the run's keys are purged.
    expect(await (await viaCache('/about')).text()).toContain('as built');
    await purgeSharedCaches(keysOfRun(['/about'], false));
    const fresh = await viaCache('/about');
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.text()).toContain('about, published');
    expect((await viaCache('/about')).headers.get('x-cache')).toBe('HIT');
    expect((await viaCache('/flowers/tulip')).headers.get('x-cache')).toBe('HIT');
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
    // The copy is past its s-maxage, and Varnish's probe finds the shop gone within a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const stale = await viaCache('/flowers/tulip?stale');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('flowers/tulip as built');
    expect(stale.headers.get('x-cache')).toBe('HIT');
    expect(Number(stale.headers.get('age'))).toBeGreaterThan(1);
  }, 20_000);
});
