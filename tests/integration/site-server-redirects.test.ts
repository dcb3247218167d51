import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBridge, type SiteBridge } from '../../src/server/content/render/bridge';
import { createSiteServer, REDIRECT_PATHS_FILE } from '../../src/server/node/site-server';

/** A stand-in for the built Astro handler: every page it is asked for is there. */
const ENTRY = `
export function handler(req, res) {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>page</title>');
}
`;

/** A product's earlier address answers 301 to its address now (docs/adr/0761): from the build's list, or as publishing rendered it since. */
describe('earlier product addresses on the site server', () => {
  let dist: string;
  let server: Server;
  let base: string;
  const bridge = siteBridge();
  const saved: SiteBridge = { ...bridge };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'site-redirects-'));
    for (const dir of ['server', 'client/flowers/old-bouquet', 'client/flowers/new-bouquet']) mkdirSync(join(dist, dir), { recursive: true });
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    // The build's copy of the old page is still there: the redirect wins.
    for (const file of ['client/flowers/old-bouquet/index.html', 'client/flowers/new-bouquet/index.html', 'client/404.html']) writeFileSync(join(dist, file), '<!doctype html><title>built</title>');
    writeFileSync(join(dist, REDIRECT_PATHS_FILE), JSON.stringify({ '/flowers/old-bouquet': '/flowers/new-bouquet', '/flowers/moved-since': '/flowers/elsewhere' }));
    server = await createSiteServer(dist, { publishes: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Publishing rendered two addresses since the build: one moved again, one a product's page again.
    const moved = { status: 301, headers: { location: '/flowers/newest-bouquet' }, body: Buffer.alloc(0), br: null, gz: null };
    const page = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from('<!doctype html><title>back</title>'), br: null, gz: null };
    bridge.renderedPage = (path) => (path === '/flowers/rendered-move' ? moved : path === '/flowers/moved-since' ? page : undefined);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    delete bridge.renderedPage;
    Object.assign(bridge, saved);
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual' });

  it("answers the build's earlier addresses with a 301 to the address now, trailing slash or not, GET or HEAD", async () => {
    for (const path of ['/flowers/old-bouquet', '/flowers/old-bouquet/']) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/flowers/new-bouquet');
    }
    expect((await get('/flowers/old-bouquet', 'HEAD')).status).toBe(301);
    expect((await get('/flowers/new-bouquet')).status).toBe(200);
  });

  it('serves what publishing rendered since: a move made after the build, and an address that is a page again', async () => {
    const moved = await get('/flowers/rendered-move');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/flowers/newest-bouquet');
    const back = await get('/flowers/moved-since');
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('back');
  });
});
