import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBalancer } from '../../scripts/lib/balancer';

/** `npm run start:cluster`: its balancer (scripts/lib/balancer.ts) in front of small servers, and its refusal without Postgres. */

async function listening(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

interface Seen {
  name: string;
  method: string;
  forwardedFor?: string;
  forwardedProto?: string;
}

/** A server process stand-in: echoes what it was sent, or streams events until told to stop. */
function processStandIn(name: string, seen: Seen[], streams: { closed: number; write?: (text: string) => void }) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push({ name, method: req.method!, forwardedFor: req.headers['x-forwarded-for'] as string, forwardedProto: req.headers['x-forwarded-proto'] as string });
    if (req.url === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: start\ndata: {}\n\n');
      streams.write = (text) => res.write(text);
      req.on('close', () => (streams.closed += 1));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'] });
      res.end(`${name}:${Buffer.concat(chunks).toString()}`);
    });
  });
}

describe('the cluster balancer', () => {
  const seen: Seen[] = [];
  const streams = { closed: 0 } as { closed: number; write?: (text: string) => void };
  const one = processStandIn('one', seen, streams);
  const two = processStandIn('two', seen, streams);
  let refusedPort = 0;
  let balancer: Server;
  let trusting: Server;
  let base = '';
  let trustingBase = '';

  beforeAll(async () => {
    // A port nothing listens on: a stopped process.
    const gone = createServer();
    refusedPort = await listening(gone);
    gone.close();
    const upstreams = [{ host: '127.0.0.1', port: refusedPort }, ...[await listening(one), await listening(two)].map((port) => ({ host: '127.0.0.1', port }))];
    balancer = createBalancer({ upstreams });
    base = `http://127.0.0.1:${await listening(balancer)}`;
    trusting = createBalancer({ upstreams: upstreams.slice(1), trustForwarded: true });
    trustingBase = `http://127.0.0.1:${await listening(trusting)}`;
  });

  afterAll(() => {
    for (const server of [balancer, trusting, one, two]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('sends requests to each process in turn, skips one that refuses the connection, and keeps the body for the next', async () => {
    seen.length = 0;
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${base}/api/carts`, { method: 'POST', body: `body ${i}` });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      answers.push(await response.text());
    }
    // Turns go refused → one, one, two, refused → one, one, two: every body arrives whole.
    expect(answers).toEqual(['one:body 0', 'one:body 1', 'two:body 2', 'one:body 3', 'one:body 4', 'two:body 5']);
  });

  it('says who called: the address it saw, never one the caller claims (unless a trusted proxy is in front)', async () => {
    seen.length = 0;
    await fetch(`${base}/`, { headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' } });
    expect(seen.at(-1)).toMatchObject({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    await fetch(`${trustingBase}/`, { headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' } });
    expect(seen.at(-1)).toMatchObject({ forwardedFor: '198.51.100.7', forwardedProto: 'https' });
  });

  it('streams server-sent events as they are written, and ends the stream to the process when the caller goes', async () => {
    const controller = new AbortController();
    const response = await fetch(`${trustingBase}/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: start')) text += (await reader.read()).value ?? '';
    // The stream is still open: a later event arrives on its own.
    streams.write!('event: offered\ndata: {"orderId":"1"}\n\n');
    while (!text.includes('event: offered')) text += (await reader.read()).value ?? '';
    const closedBefore = streams.closed;
    controller.abort();
    await expect.poll(() => streams.closed).toBe(closedBefore + 1);
  });

  it('answers 502 when no process takes the connection', async () => {
    const lonely = createBalancer({ upstreams: [{ host: '127.0.0.1', port: refusedPort }] });
    try {
      const response = await fetch(`http://127.0.0.1:${await listening(lonely)}/`);
      expect(response.status).toBe(502);
    } finally {
      lonely.close();
    }
  });
});

describe('npm run start:cluster', () => {
  it('refuses to start without DATABASE_URL, saying why, before it touches a database', () => {
    const { DATABASE_URL: _url, ...env } = process.env;
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      env: { ...env, DATA_DIR: '.data/never-created', PORT: '4790' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/DATABASE_URL is not set/);
    expect(started.stderr).toMatch(/PGlite/);
  });
});
