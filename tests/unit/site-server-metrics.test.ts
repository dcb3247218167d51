import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/server/metrics/registry';
import { createSiteServer, REDIRECT_PATHS_FILE } from '../../src/server/node/site-server';

/** A stand-in for the built Astro handler: a page rendered on request. */
const ENTRY = `
export function handler(req, res) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>rendered on request</title>');
}
`;

/** The site server counts its answers in the request metrics by kind (a page, a file, a redirect, not found, refused), as the API counts its routes. */
describe('the site server in the request metrics', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'site-metrics-'));
    for (const dir of ['server', 'client/about', 'client/_astro']) mkdirSync(join(dist, dir), { recursive: true });
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    writeFileSync(join(dist, 'client/about/index.html'), '<!doctype html><title>about</title>');
    writeFileSync(join(dist, 'client/_astro/app.js'), 'export {};');
    writeFileSync(join(dist, 'client/404.html'), '<!doctype html><title>not found</title>');
    writeFileSync(join(dist, REDIRECT_PATHS_FILE), JSON.stringify({ '/flowers/old': '/flowers/new' }));
    server = await createSiteServer(dist, { publishes: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  /** The count of `shop_http_requests_total` with these labels, or 0. */
  async function counted(route: string, method: string, status: string): Promise<number> {
    const line = (await registry.metrics())
      .split('\n')
      .find((l) => l.startsWith('shop_http_requests_total{') && l.includes(`route="${route}"`) && l.includes(`method="${method}"`) && l.includes(`status="${status}"`));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  }

  it('counts pages, files, redirects, pages not found, pages rendered on request and refused writes, each by status, and times them', async () => {
    const cases = [
      { path: '/about', method: 'GET', route: 'site:page', status: '200' },
      { path: '/_astro/app.js', method: 'GET', route: 'site:file', status: '200' },
      { path: '/flowers/old', method: 'GET', route: 'site:redirect', status: '301' },
      { path: '/no-such-page', method: 'GET', route: 'site:not-found', status: '404' },
      { path: '/search', method: 'GET', route: 'site:on-demand', status: '200' },
      { path: '/about', method: 'POST', route: 'site:refused', status: '405' },
    ];
    const before = await Promise.all(cases.map((c) => counted(c.route, c.method, c.status)));
    for (const c of cases) {
      const response = await fetch(`${base}${c.path}`, { method: c.method, redirect: 'manual' });
      expect(response.status, c.path).toBe(Number(c.status));
      await response.arrayBuffer();
    }
    await expect.poll(async () => Promise.all(cases.map((c) => counted(c.route, c.method, c.status)))).toEqual(before.map((n) => n + 1));
    expect(await registry.metrics()).toMatch(/^shop_http_request_duration_seconds_count\{route="site:page",method="GET"\} [1-9]/m);
  });
});
