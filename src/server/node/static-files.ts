import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

function pickEncoding(accept: string, file: string): { encoding: 'br' | 'gzip'; path: string } | undefined {
  const accepted = acceptedEncodings(accept);
  const wants = (name: string) => accepted.has(name);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!wants(encoding)) continue;
    try {
      if (statSync(file + suffix).isFile()) return { encoding, path: file + suffix };
    } catch {
      // no precompressed variant
    }
  }
  return undefined;
}

/**
 * Serves the pre-rendered files of `root` with their brotli or gzip variant
 * when the browser accepts one. Returns false for anything it does not serve.
 */
export function serveCompressedStatic(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/')) return false;
  const file = fileOf(root, pathname);
  if (!file) return false;
  const type = TYPES[extname(file)];
  if (!type) return false;
  const variant = pickEncoding(String(req.headers['accept-encoding'] ?? ''), file);
  if (!variant) return false;
  const immutable = pathname.startsWith('/_astro/');
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Encoding': variant.encoding,
    'Content-Length': statSync(variant.path).size,
    Vary: 'Accept-Encoding',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant.path).pipe(res);
  return true;
}
