import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A small round-robin HTTP load balancer (`npm run start:cluster`, tests,
 * benchmarks): each request goes to the next server process; one that
 * refuses the connection (stopped, restarting) is skipped, the request
 * going to the one after. Bodies stream both ways, so server-sent events
 * pass as they are written.
 *
 * The processes behind it run with TRUST_PROXY=true and take the caller's
 * address from the last X-Forwarded-For entry. A caller's own
 * X-Forwarded-For and X-Forwarded-Proto are dropped, unless `trustForwarded`
 * says a proxy in front of the balancer set them (they are then passed on).
 */
export interface Upstream {
  host: string;
  port: number;
}

export interface BalancerOptions {
  upstreams: Upstream[];
  trustForwarded?: boolean;
}

/** Hop-by-hop headers: about one connection, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** How long an idle kept-alive connection is held (longer than a client's or an outer balancer's 60 s). */
const KEEP_ALIVE_MS = 65_000;

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

export function createBalancer({ upstreams, trustForwarded = false }: BalancerOptions): Server {
  if (!upstreams.length) throw new Error('the balancer needs at least one server process');
  const agent = new Agent({ keepAlive: true });
  let turn = 0;

  const forward = (req: IncomingMessage, res: ServerResponse, first: number, tries: number) => {
    const upstream = upstreams[(first + tries) % upstreams.length]!;
    const headers = passedOn(req.headers);
    const peer = req.socket.remoteAddress ?? 'unknown';
    headers['x-forwarded-for'] = (trustForwarded && req.headers['x-forwarded-for']) || peer;
    headers['x-forwarded-proto'] = (trustForwarded && req.headers['x-forwarded-proto']) || 'http';
    const outgoing = request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent });
    // The body is read only once the process has the connection, so a refused one leaves it whole for the next.
    outgoing.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => req.pipe(outgoing));
      else req.pipe(outgoing);
    });
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, passedOn(answer.headers));
      // An event stream's headers go out at once, before its first event.
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length && !res.headersSent) return forward(req, res, first, tries + 1);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(error.code === 'ECONNREFUSED' ? 'No server process is answering.' : 'The server process did not answer.');
    });
    // The caller went away (a closed event stream, say): so does the request to the process.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
  };

  const server = createServer((req, res) => forward(req, res, turn++ % upstreams.length, 0));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.on('close', () => agent.destroy());
  return server;
}
