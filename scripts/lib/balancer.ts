import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

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
const FORWARDED = new Set(['x-forwarded-for', 'x-forwarded-proto']);

/** How long an idle kept-alive connection is held (longer than a client's or an outer balancer's 60 s). */
const KEEP_ALIVE_MS = 65_000;

/** What a message's raw headers (name, value, name, value …) say about passing it on. */
interface ReadHeaders {
  /** The headers to pass on, raw: no hop-by-hop ones, none the Connection header names, none of `dropped`. */
  passed: string[];
  /** The values of the dropped headers, by lower-case name (repeats joined with ', ', as Node joins them). */
  dropped: Map<string, string>;
  /** Whether a body follows (Content-Length or Transfer-Encoding), and whether its length is known. */
  body: boolean;
  length: boolean;
  host: boolean;
}

/**
 * Reads raw headers once, without building Node's header object: the
 * balancer's cost per request is mostly its headers (a request and an
 * answer each).
 */
function readHeaders(raw: string[], dropped?: ReadonlySet<string>): ReadHeaders {
  const names = new Array<string>(raw.length / 2);
  let named: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (names[i / 2] = raw[i]!.toLowerCase());
    if (name === 'connection') for (const other of raw[i + 1]!.split(',')) (named ??= new Set()).add(other.trim().toLowerCase());
  }
  const read: ReadHeaders = { passed: [], dropped: new Map(), body: false, length: false, host: false };
  for (let i = 0; i < raw.length; i += 2) {
    const name = names[i / 2]!;
    const value = raw[i + 1]!;
    if (name === 'content-length') {
      read.length = true;
      if (value.trim() !== '0') read.body = true;
    } else if (name === 'transfer-encoding') read.body = true;
    else if (name === 'host') read.host = true;
    if (dropped?.has(name)) read.dropped.set(name, read.dropped.has(name) ? `${read.dropped.get(name)}, ${value}` : value);
    else if (!HOP_BY_HOP.has(name) && !named?.has(name)) read.passed.push(raw[i]!, value);
  }
  return read;
}

export function createBalancer({ upstreams, trustForwarded = false }: BalancerOptions): Server {
  if (!upstreams.length) throw new Error('the balancer needs at least one server process');
  const agent = new Agent({ keepAlive: true });
  let turn = 0;

  const forward = (req: IncomingMessage, res: ServerResponse, first: number, tries: number) => {
    const upstream = upstreams[(first + tries) % upstreams.length]!;
    const { passed, dropped, body, host } = readHeaders(req.rawHeaders, FORWARDED);
    const headers = passed;
    // Without a Host of the caller's, the one Node would have set.
    if (!host) headers.push('host', `${upstream.host}:${upstream.port}`);
    const peer = req.socket.remoteAddress ?? 'unknown';
    headers.push('x-forwarded-for', (trustForwarded && dropped.get('x-forwarded-for')) || peer);
    headers.push('x-forwarded-proto', (trustForwarded && dropped.get('x-forwarded-proto')) || 'http');
    const outgoing = request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent });
    if (!body) outgoing.end();
    else {
      // The body is read only once the process has the connection, so a refused one leaves it whole for the next.
      outgoing.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => req.pipe(outgoing));
        else req.pipe(outgoing);
      });
    }
    outgoing.on('response', (answer) => {
      const { passed: answered, length } = readHeaders(answer.rawHeaders);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answered);
      // An event stream's headers go out at once, before its first event; an answer of known length goes out with its body.
      if (!length) res.flushHeaders();
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
