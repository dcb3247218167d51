import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_USERS } from '../../db/seed/data/accounts';
import { seedDatabase } from '../../db/seed/index';
import { startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { freshStore, KIND, type Store } from './process-fixtures';

/**
 * Traces: the API started with OTEL_EXPORTER_OTLP_ENDPOINT exports its
 * spans over OTLP/HTTP (to a collector the test stands in for): a server
 * span for each request, and on Postgres a span for each query within it;
 * the request's log line carries the same trace id. Stopping, the process
 * sends the spans of the requests it drains too.
 */

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

const dir = mkdtempSync(join(tmpdir(), 'shop-tracing-'));
const spans: Span[] = [];
const lines: Record<string, unknown>[] = [];
let collector: Server;
let store: Store;
let api: ApiProcess;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
        for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  collector.listen(0, '127.0.0.1');
  await once(collector, 'listening');
  store = await freshStore(dir);
  const database = await store.open();
  await seedDatabase(database.db);
  await database.close();
  api = await startApiProcess(
    { ...store.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: 'storefront-test' },
    {
      onLine: (line) => {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      },
    },
  );
  await waitUntilHealthy(api.baseUrl);
}, 120_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  collector?.close();
  await store?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('traces', () => {
  it('exports a server span per request, with its database queries inside it, and logs the trace id', async () => {
    const csrf = await fetch(`${api.baseUrl}/api/csrf`);
    const token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const response = await fetch(`${api.baseUrl}/api/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'traced-request-1', 'x-csrf-token': token, cookie },
      body: '{}',
    });
    expect(response.status).toBe(201);
    const logged = await vi.waitFor(
      () => {
        const line = lines.find((l) => l.requestId === 'traced-request-1' && l.msg === 'request');
        expect(line?.traceId).toMatch(/^[0-9a-f]{32}$/);
        return line!;
      },
      { timeout: 10_000, interval: 100 },
    );
    const server = await vi.waitFor(
      () => {
        // SERVER spans are kind 2.
        const span = spans.find((s) => s.traceId === logged.traceId && s.kind === 2);
        expect(span).toBeDefined();
        return span!;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(server.name).toMatch(/POST/);
    // On Postgres the new cart's queries are client spans (kind 3) of the same trace.
    if (KIND === 'postgres')
      await vi.waitFor(() => expect(spans.filter((s) => s.traceId === server.traceId && s.kind === 3 && /^pg\./.test(s.name)).length).toBeGreaterThan(0), {
        timeout: 15_000,
        interval: 100,
      });
  }, 60_000);

  it('sends, as it stops, the span of a request it was still serving: a florist alert stream ended by the stop', async () => {
    const csrf = await fetch(`${api.baseUrl}/api/csrf`);
    const token = ((await csrf.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    let cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const owner = SEED_USERS.find((user) => user.email === 'grace.walker@example.com')!;
    const signedIn = await fetch(`${api.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(signedIn.status).toBe(200);
    cookie = [cookie, ...signedIn.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
    const stream = await fetch(`${api.baseUrl}/api/orders/florist-alerts`, { headers: { cookie, 'x-request-id': 'traced-stream-1' } });
    expect(stream.status).toBe(200);
    const events = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: start')) text += (await events.read()).value ?? '';
    const logged = await vi.waitFor(
      () => {
        const line = lines.find((l) => l.requestId === 'traced-stream-1' && typeof l.traceId === 'string');
        expect(line).toBeDefined();
        return line!;
      },
      { timeout: 10_000, interval: 100 },
    );
    // The stream's span ends only when the stop ends the stream.
    expect(spans.some((s) => s.traceId === logged.traceId && s.kind === 2)).toBe(false);
    await api.stop('SIGTERM');
    while (!(await events.read()).done);
    await vi.waitFor(() => expect(spans.some((s) => s.traceId === logged.traceId && s.kind === 2)).toBe(true), { timeout: 15_000, interval: 100 });
  }, 60_000);
});
