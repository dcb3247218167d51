import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { trackAnswer } from '../cache-purge/answers-in-flight';
import { etagOf, keyHeaders, notModified, pageCacheControl, pageKeys, variantEtag, type Encoding } from './http-caching';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** File extensions that are compressed at build time (see scripts/build.ts). */
export const COMPRESSIBLE = new Set(Object.keys(TYPES));

/** Pictures, compressed in their own format, served as they are (the share pictures, scripts/share-images.ts). */
const PICTURES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' };

function fileOf(root: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidates = extname(path) ? [path] : [join(path, 'index.html'), `${path.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const full = normalize(join(root, candidate));
    if (!full.startsWith(root + sep)) return undefined;
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      // not there
    }
  }
  return undefined;
}

/** The file of `root` that `pathname` names (or its page's HTML) and its type, when it is of a type that is served. */
function servedFileOf(root: string, pathname: string): { file: string; type: string } | undefined {
  const file = fileOf(root, pathname);
  const type = file === undefined ? undefined : (TYPES[extname(file)] ?? PICTURES[extname(file)]);
  return file && type ? { file, type } : undefined;
}

/** Whether `pathname` names a file (or a page's HTML) of the build's that is served. */
export const isStaticFile = (root: string, pathname: string): boolean => servedFileOf(root, pathname) !== undefined;

/** The encodings a browser accepts (q > 0), from its Accept-Encoding header. */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The variant to send: brotli, else gzip, when the browser takes it and one exists. */
function pickEncoding(accept: string, available: (encoding: 'br' | 'gzip') => boolean): 'br' | 'gzip' | undefined {
  const accepted = acceptedEncodings(accept);
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding) && available(encoding));
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** A build file's validators, worked out the first time it is served (and again only when the file changes). */
const fileValidators = new Map<string, { mtimeMs: number; etag: string; lastModified: Date }>();

function validatorsOfFile(file: string): { etag: string; lastModified: Date } {
  const { mtimeMs, mtime } = statSync(file);
  const known = fileValidators.get(file);
  if (known?.mtimeMs === mtimeMs) return known;
  const validators = { mtimeMs, etag: etagOf(readFileSync(file)), lastModified: mtime };
  fileValidators.set(file, validators);
  return validators;
}

/** The headers every cacheable answer of a page carries, a 304 included: its keys are its address's and those of what it shows (docs/adr/0784). */
function cacheHeaders(path: string, etag: string, lastModified: Date, encoding: Encoding, shows: readonly string[]): Record<string, string> {
  return {
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    Vary: 'Accept-Encoding',
    'Cache-Control': pageCacheControl(path),
    ...keyHeaders(pageKeys(path, shows)),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
}

/** Answers 304 when the request's validators match (a page answering 200 only): true when it did. */
function answeredNotModified(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, lastModified: Date): boolean {
  if (status !== 200 || !notModified(req, headers.ETag!, lastModified)) return false;
  res.writeHead(304, headers);
  res.end();
  return true;
}

/**
 * Serves the pre-rendered files of `root` with their brotli or gzip variant
 * when the browser accepts one (the file itself otherwise). Returns false
 * for anything it does not serve. A page carries its validators (ETag per
 * variant, Last-Modified) and its surrogate keys (those of `keyPath`, and
 * `shows`: what the build recorded the page showing), and answers 304 to a
 * copy that is current; the build's hashed assets are immutable.
 */
export function serveCompressedStatic(root: string, req: IncomingMessage, res: ServerResponse, status = 200, asPath?: string, keyPath?: string, shows: readonly string[] = []): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = asPath ?? (req.url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/')) return false;
  const served = servedFileOf(root, pathname);
  if (!served) return false;
  const { file, type } = served;
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), (e) => isFile(file + SUFFIX[e]));
  const path = encoding ? file + SUFFIX[encoding] : file;
  if (pathname.startsWith('/_astro/')) {
    res.writeHead(status, {
      'Content-Type': type,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': statSync(path).size,
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  } else {
    const { etag, lastModified } = validatorsOfFile(file);
    const headers = cacheHeaders(keyPath ?? pathname, variantEtag(etag, encoding), lastModified, encoding, shows);
    trackAnswer(res);
    if (answeredNotModified(req, res, status, headers, lastModified)) return true;
    res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': statSync(path).size });
  }
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
  return true;
}

/** The site's "page not found" page, with status 404 (keyed by the address asked for: a page published there later purges it; and by what the page shows). */
export function serveNotFoundPage(root: string, req: IncomingMessage, res: ServerResponse, keyPath?: string, shows: readonly string[] = []): void {
  if (serveCompressedStatic(root, req, res, 404, '/404.html', keyPath, shows)) return;
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

type HeldPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  br: Buffer | null;
  gz: Buffer | null;
  etag?: string;
  renderedAt?: Date;
  reads?: { shows: readonly string[] };
};

/** A page's validators: those it was stored with, else worked out once for the page object. */
const pageValidators = new WeakMap<HeldPage, { etag: string; lastModified: Date }>();
function validatorsOfPage(page: HeldPage): { etag: string; lastModified: Date } {
  let validators = pageValidators.get(page);
  if (!validators) {
    validators = { etag: page.etag ?? etagOf(page.gz ?? page.body ?? page.br ?? Buffer.alloc(0)), lastModified: page.renderedAt ?? new Date() };
    pageValidators.set(page, validators);
  }
  return validators;
}

/** A page held in memory (one publishing re-rendered), compressed as the browser accepts; its keys are `path`'s (the address asked for) and what it shows. */
export function servePage(page: HeldPage, req: IncomingMessage, res: ServerResponse, path = (req.url ?? '/').split('?')[0]!): void {
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), (e) => (e === 'br' ? !!page.br : !!page.gz));
  const { etag, lastModified } = validatorsOfPage(page);
  const headers = cacheHeaders(path, variantEtag(etag, encoding), lastModified, encoding, page.reads?.shows ?? []);
  trackAnswer(res);
  if (answeredNotModified(req, res, page.status, headers, lastModified)) return;
  // A page kept compressed only is unzipped for the rare client that takes no encoding.
  const body = encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gz! : (page.body ?? (page.gz ? gunzipSync(page.gz) : Buffer.alloc(0)));
  res.writeHead(page.status, { ...page.headers, ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
