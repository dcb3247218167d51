import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { config } from '../config';
import { COMMON_SECURITY_HEADERS, PAGE_CSP_HEADER, strictTransportSecurity } from '../http/security-headers';
import { serveCompressedStatic } from './static-files';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void | Promise<void>;

/**
 * The shop's Node server: pre-rendered files (served compressed), and the
 * built Astro handler for everything rendered on demand (/api, previews).
 */
export async function createSiteServer(distDir: string): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as { handler: Handler };
  const clientDir = join(distDir, 'client');
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    // Pages bring the rest of their policy in a <meta> with their script hashes; the API answers with its own (a header it sets wins over these).
    res.setHeader('Content-Security-Policy', PAGE_CSP_HEADER);
    const hsts = strictTransportSecurity({
      protocol: 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http',
      forwardedProto: req.headers['x-forwarded-proto'],
      trustProxy: config().trustProxy,
    });
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    if (serveCompressedStatic(clientDir, req, res)) return;
    void entry.handler(req, res);
  });
}
