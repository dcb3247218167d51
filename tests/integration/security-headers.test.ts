import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_HEADER, renderToken } from '../../src/server/content/preview-token';
import { siteBridge, type SiteBridge } from '../../src/server/content/render/bridge';
import { API_CSP_HEADER, apiSecurityHeaders, HSTS_VALUE, PAGE_CSP_HEADER, withFrameAncestors } from '../../src/server/http/security-headers';
import { createSiteServer } from '../../src/server/node/site-server';
import { useTestApp } from './harness';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(url, { headers }));

describe('API security headers', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('sends no HSTS over plain HTTP, even when a caller claims X-Forwarded-Proto: https', async () => {
    expect((await get('http://localhost/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the one HSTS value over HTTPS', async () => {
    expect((await get('https://shop.example.com.au/api/health')).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await get('https://shop.example.com.au/api/nothing-here')).headers.get('strict-transport-security'), 'on problems too').toBe(HSTS_VALUE);
  });

  it('believes X-Forwarded-Proto only with TRUST_PROXY=true', async () => {
    process.env.TRUST_PROXY = 'true';
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await get('http://shop.example.com.au/api/health', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get('http://shop.example.com.au/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers JSON and problems with a policy that allows nothing', async () => {
    for (const path of ['/api/health', '/api/csrf', '/api/nothing-here']) {
      const response = await get(`http://localhost${path}`);
      expect(response.headers.get('content-security-policy'), path).toBe(API_CSP_HEADER);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

/** A policy as a map of directive to its sources. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

/** The policy Astro sends with a page it renders on request: the page's own hashes, and no frame-ancestors. */
const ASTRO_POLICY = "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'sha256-BBBB'";

/**
 * A stand-in for the built Astro handler, answering the way the Node adapter
 * does: a page with its own policy (statuses as the pages set them), and
 * the adapter's bare 500 when rendering throws.
 */
const ENTRY = `
export function handler(req, res) {
  const path = new URL(req.url, 'http://site').pathname;
  if (path === '/search/throws') {
    res.writeHead(500, 'Server error');
    return res.end();
  }
  const status = { '/studio': 401, '/preview/missing': 404, '/myaccount/orders/broken': 500, '/studio/nothing-here': 404 }[path] ?? 200;
  res.statusMessage = 'OK';
  res.writeHead(status, { 'content-type': 'text/html', 'content-security-policy': ${JSON.stringify(ASTRO_POLICY)} });
  res.end('<!doctype html><title>' + path + '</title>');
}
`;

describe('frame-ancestors on every page the site server answers', () => {
  let dist: string;
  let server: Server;
  let base: string;
  const bridge = siteBridge();
  const saved: SiteBridge = { ...bridge };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'site-headers-'));
    for (const dir of ['server', 'client/about']) mkdirSync(join(dist, dir), { recursive: true });
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    for (const file of ['client/index.html', 'client/about/index.html', 'client/404.html']) writeFileSync(join(dist, file), '<!doctype html><title>built</title>');
    server = await createSiteServer(dist, { publishes: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // This file's API, and one page as publishing re-rendered it (kept in memory, with the headers a rendered page keeps).
    bridge.api = (request) => t.app.fetch(request);
    const html = Buffer.from('<!doctype html><title>rendered</title>');
    bridge.renderedPage = (path) => (path === '/re-rendered' ? { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, br: null, gz: null } : undefined);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    for (const key of ['site', 'api', 'renderedPage'] as const) delete bridge[key];
    Object.assign(bridge, saved);
    rmSync(dist, { recursive: true, force: true });
  });

  /** Every kind of answer a browser can be given a page by, and who may frame it. */
  const ANSWERS: { what: string; path: string; init?: RequestInit; framing?: string }[] = [
    { what: 'a pre-rendered page', path: '/' },
    { what: 'a pre-rendered page in a folder', path: '/about' },
    { what: 'a page publishing re-rendered', path: '/re-rendered' },
    { what: 'the not-found page (a file)', path: '/no-such-page' },
    { what: 'the search page, rendered on request', path: '/search?text=rose' },
    { what: 'the studio, refused (401)', path: '/studio' },
    { what: 'an order page', path: '/myaccount/orders/123' },
    { what: 'a preview, framed by the studio', path: '/preview/about', framing: "'self'" },
    { what: 'a missing preview (404)', path: '/preview/missing', framing: "'self'" },
    { what: 'a not-found page rendered on request', path: '/studio/nothing-here' },
    { what: 'an error page rendered on request (500)', path: '/myaccount/orders/broken' },
    { what: "the adapter's own 500", path: '/search/throws' },
    { what: 'a page asked for with a render header but not the token', path: '/about', init: { headers: { [RENDER_HEADER]: 'guess' } } },
    { what: 'a write to a page (405)', path: '/about', init: { method: 'POST' } },
  ];

  for (const { what, path, init, framing = "'none'" } of ANSWERS) {
    it(`${what}: ${path}`, async () => {
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      const policy = response.headers.get('content-security-policy');
      expect(directives(policy).get('frame-ancestors'), `${response.status} ${policy}`).toBe(framing);
      expect(response.headers.get('x-frame-options')).toBe(framing === "'self'" ? 'SAMEORIGIN' : 'DENY');
      // A page rendered on request keeps its own policy (its hashes) besides.
      if (policy?.includes('sha256-AAAA')) expect(policy).toBe(`${ASTRO_POLICY}; frame-ancestors ${framing}`);
    });
  }

  it("gives the site's renderer the page's own policy, which it puts into the page's <meta> (where frame-ancestors does nothing)", async () => {
    const response = await fetch(`${base}/about`, { headers: { [RENDER_HEADER]: renderToken() } });
    expect(response.headers.get('content-security-policy')).toBe(ASTRO_POLICY);
  });

  it('answers the API through the site server with its own strict policy', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe(API_CSP_HEADER);
  });

  it("gives an HTML answer of the API the pages' header, or frame-ancestors added to its own policy", async () => {
    const api = new Hono().use(apiSecurityHeaders);
    api.get('/plain', (c) => c.html('<p>GraphiQL</p>'));
    api.get('/own', (c) => c.html('<p>GraphiQL</p>', 200, { 'Content-Security-Policy': "script-src 'self' https://unpkg.com" }));
    expect((await api.request('/plain')).headers.get('content-security-policy')).toBe(PAGE_CSP_HEADER);
    expect((await api.request('/own')).headers.get('content-security-policy')).toBe("script-src 'self' https://unpkg.com; frame-ancestors 'none'");
  });

  it('adds frame-ancestors only where a policy names none', () => {
    expect(withFrameAncestors("default-src 'self';")).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(withFrameAncestors("default-src 'self'; frame-ancestors https://studio.example")).toBe("default-src 'self'; frame-ancestors https://studio.example");
    expect(withFrameAncestors("default-src 'self'", "frame-ancestors 'self'; object-src 'none'")).toBe("default-src 'self'; frame-ancestors 'self'");
    expect(withFrameAncestors('')).toBe("frame-ancestors 'none'");
  });
});
