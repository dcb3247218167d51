import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveCompressedStatic } from '../../src/server/node/static-files';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, '_astro'));
  for (const file of ['index.html', 'about/index.html', '_astro/app.js']) {
    writeFileSync(join(root, file), 'x'.repeat(500));
    writeFileSync(join(root, `${file}.br`), 'br');
    writeFileSync(join(root, `${file}.gz`), 'gz');
  }
  writeFileSync(join(root, 'plain.css'), 'body{}');
});

function call(url: string, acceptEncoding: string, method = 'GET', more: Record<string, string> = {}) {
  const head: { status?: number; headers?: Record<string, unknown> } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      head.status = status;
      head.headers = headers;
    },
    end() {},
    on() {},
    once() {},
    emit() {},
    write() {
      return true;
    },
  } as unknown as ServerResponse;
  const served = serveCompressedStatic(root, { method, url, headers: { 'accept-encoding': acceptEncoding, ...more } } as IncomingMessage, res);
  return { served, ...head };
}

describe('compressed static files', () => {
  it('prefers brotli, then gzip', () => {
    expect(call('/', 'gzip, deflate, br').headers?.['Content-Encoding']).toBe('br');
    expect(call('/about', 'gzip').headers?.['Content-Encoding']).toBe('gzip');
  });
  it('marks hashed assets immutable and pages revalidated', () => {
    expect(call('/_astro/app.js', 'br').headers?.['Cache-Control']).toContain('immutable');
    expect(call('/about/', 'br').headers?.['Cache-Control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });
  it('gives each encoding of a page its own strong ETag, and answers 304 to the one it sent', () => {
    const br = call('/about', 'br').headers?.ETag as string;
    const gzip = call('/about', 'gzip').headers?.ETag as string;
    const plain = call('/about', 'identity').headers?.ETag as string;
    expect(br).toMatch(/^"[\w-]+-br"$/);
    expect(gzip).toBe(br.replace('-br"', '-gz"'));
    expect(plain).toBe(br.replace('-br"', '"'));
    expect(call('/about', 'br', 'GET', { 'if-none-match': br }).status).toBe(304);
    expect(call('/about', 'br', 'GET', { 'if-none-match': `W/${br}` }).status).toBe(304);
    expect(call('/about', 'br', 'GET', { 'if-none-match': gzip }).status).toBe(200);
    expect(call('/about', 'br', 'GET', { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }).status).toBe(304);
    expect(call('/about', 'br', 'GET', { 'if-modified-since': new Date(0).toUTCString() }).status).toBe(200);
    expect(call('/about', 'br').headers?.['Surrogate-Key']).toBe('path:/about site');
  });
  it('sends the file itself to a browser that takes no compression, and a file that has no compressed variant', () => {
    for (const [url, accept] of [
      ['/', 'identity'],
      ['/', 'br;q=0'],
      ['/plain.css', 'br'],
    ]) {
      const answer = call(url!, accept!);
      expect(answer.served, `${url} ${accept}`).toBe(true);
      expect(answer.headers?.['Content-Encoding']).toBeUndefined();
    }
    expect(call('/plain.css', 'br').headers?.['Content-Length']).toBe(6);
  });
  it('leaves the rest to the site server', () => {
    expect(call('/nothing-here', 'br').served).toBe(false);
    expect(call('/api/health', 'br').served).toBe(false);
    expect(call('/../etc/passwd', 'br').served).toBe(false);
    expect(call('/%E0%A4%A', 'br').served).toBe(false);
    expect(call('/', 'br', 'POST').served).toBe(false);
  });
});
