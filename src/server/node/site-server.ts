import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveCompressedStatic } from './static-files';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void | Promise<void>;

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data: https:; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
};

/**
 * The shop's Node server: pre-rendered files (served compressed), and the
 * built Astro handler for everything rendered on demand (/api, previews).
 */
export async function createSiteServer(distDir: string): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as { handler: Handler };
  const clientDir = join(distDir, 'client');
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (serveCompressedStatic(clientDir, req, res)) return;
    void entry.handler(req, res);
  });
}
