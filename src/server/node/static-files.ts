import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

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

/**
 * Serves the pre-rendered files of `root` with their brotli or gzip variant
 * when the browser accepts one (the file itself otherwise). Returns false
 * for anything it does not serve.
 */
export function serveCompressedStatic(root: string, req: IncomingMessage, res: ServerResponse, status = 200, asPath?: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = asPath ?? (req.url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/')) return false;
  const served = servedFileOf(root, pathname);
  if (!served) return false;
  const { file, type } = served;
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), (e) => isFile(file + SUFFIX[e]));
  const path = encoding ? file + SUFFIX[encoding] : file;
  const immutable = pathname.startsWith('/_astro/');
  res.writeHead(status, {
    'Content-Type': type,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': statSync(path).size,
    Vary: 'Accept-Encoding',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
  return true;
}

/** The site's "page not found" page, with status 404. */
export function serveNotFoundPage(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (serveCompressedStatic(root, req, res, 404, '/404.html')) return;
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/** A page held in memory (one publishing re-rendered), compressed as the browser accepts. */
export function servePage(page: { status: number; headers: Record<string, string>; body: Buffer | null; br: Buffer | null; gz: Buffer | null }, req: IncomingMessage, res: ServerResponse): void {
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), (e) => (e === 'br' ? !!page.br : !!page.gz));
  // A page kept compressed only is unzipped for the rare client that takes no encoding.
  const body = encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gz! : (page.body ?? (page.gz ? gunzipSync(page.gz) : Buffer.alloc(0)));
  res.writeHead(page.status, {
    ...page.headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    'Cache-Control': 'public, max-age=0, must-revalidate',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
