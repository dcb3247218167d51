import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloudflarePurge, fastlyPurge, varnishPurge } from '../../src/server/cache-purge/adapters';
import { keyParts } from '../../src/server/cache-purge/index';
import { KEY_HEADER_BYTES, pageKeys } from '../../src/server/cache-purge/keys';

interface Heard {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for Varnish, Fastly's API and Cloudflare's: it records what it is sent and answers `status`. */
describe('purge adapters', () => {
  let server: Server;
  let base: string;
  let heard: Heard[];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        heard.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    heard = [];
    status = 200;
  });

  it('asks Varnish for an xkey purge of the keys, with the token', async () => {
    await varnishPurge(base, 'secret-token').purge(['path:/about', 'site']);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ method: 'PURGE', url: '/', headers: { 'xkey-purge': 'path:/about site', 'x-purge-token': 'secret-token' } });
  });

  it('sends Fastly the keys in Surrogate-Key, 256 a request, with its key', async () => {
    const keys = Array.from({ length: 300 }, (_, n) => `path:/p${n}`);
    await fastlyPurge('svc 1', 'fastly-token', base).purge(keys);
    expect(heard.map((h) => [h.method, h.url])).toEqual([
      ['POST', '/service/svc%201/purge'],
      ['POST', '/service/svc%201/purge'],
    ]);
    expect(heard[0]!.headers['fastly-key']).toBe('fastly-token');
    expect(String(heard[0]!.headers['surrogate-key']).split(' ')).toHaveLength(256);
    expect(String(heard[1]!.headers['surrogate-key']).split(' ')).toHaveLength(44);
  });

  it('sends Cloudflare the keys as cache tags, 30 a request, with a bearer token', async () => {
    const keys = Array.from({ length: 31 }, (_, n) => `path:/p${n}`);
    await cloudflarePurge('zone1', 'cf-token', base).purge(keys);
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatchObject({ method: 'POST', url: '/client/v4/zones/zone1/purge_cache', headers: { authorization: 'Bearer cf-token' } });
    expect((JSON.parse(heard[0]!.body) as { tags: string[] }).tags).toHaveLength(30);
    expect(JSON.parse(heard[1]!.body)).toEqual({ tags: ['path:/p30'] });
  });

  it('throws when the cache refuses', async () => {
    status = 403;
    await expect(varnishPurge(base).purge(['site'])).rejects.toThrow(/403/);
  });
});

describe("a page's surrogate keys", () => {
  it('are its address, what it shows, and the site, with no space or comma in any', () => {
    expect(pageKeys('/flowers/a rose', ['product:WB1004', 'header', 'footer', 'doc:page-about'])).toEqual(['path:/flowers/a%20rose', 'doc:page-about', 'footer', 'header', 'product:WB1004', 'site']);
    expect(pageKeys('/a,b')).toEqual(['path:/a%2Cb', 'site']);
  });

  it('leave out the products of a page showing very many, keeping its listing, and stay within the header limit', () => {
    const products = Array.from({ length: 400 }, (_, n) => `product:WB${String(n).padStart(5, '0')}`);
    const keys = pageKeys('/flowers', ['listing:flowers', 'header', 'footer', 'doc:page-flowers', ...products]);
    expect(keys).toEqual(['path:/flowers', 'doc:page-flowers', 'footer', 'header', 'listing:flowers', 'site']);
    expect(pageKeys('/few', ['listing:few', ...products.slice(0, 12)])).toHaveLength(15);
    expect(pageKeys('/many', products).join(' ').length).toBeLessThanOrEqual(KEY_HEADER_BYTES);
  });

  it('leave out a key too long for any cache', () => {
    expect(pageKeys(`/${'x'.repeat(2000)}`, ['header'])).toEqual(['header', 'site']);
  });
});

describe('keys sent to every process', () => {
  it('go in parts that each fit a notification', () => {
    const keys = Array.from({ length: 1000 }, (_, n) => `product:WB${n}`);
    const parts = keyParts(keys, 1000);
    expect(parts.every((part) => Buffer.byteLength(part) <= 1000)).toBe(true);
    expect(parts.join(' ').split(' ')).toEqual(keys);
    expect(keyParts([])).toEqual([]);
  });
});
