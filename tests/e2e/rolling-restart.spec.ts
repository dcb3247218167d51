import { Agent, request, type IncomingMessage } from 'node:http';
import { expect, test } from '@playwright/test';
import { journeyURL } from '../../playwright.config';
import { startShopCluster, type ShopCluster } from '../../scripts/lib/peak/shop-cluster';
import { PEOPLE } from '../support/people';
import { e2eServerEnv } from './support/server-env';
import { freshPostgres } from './support/site-process';
import { FITZROY, upcomingDeliveryDate } from './support/shop';

/**
 * `npm run start:cluster` itself (the built shop as two processes on one
 * Postgres), restarted one process at a time with SIGHUP while shoppers
 * browse, read the API and fill carts on kept-alive connections and a
 * florist watches the alert stream (docs/adr/0771). Every request is
 * counted: none may fail, and the florist's stream is told to reconnect
 * and starts afresh on a new process.
 */
test.describe.configure({ mode: 'serial' });

const port = Number(new URL(journeyURL).port) + 20;
let cluster: ShopCluster;
let database: Awaited<ReturnType<typeof freshPostgres>>;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.setTimeout(300_000);
  database = await freshPostgres();
  cluster = await startShopCluster(
    { ...e2eServerEnv, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: database.url, CLUSTER_PROCESSES: '2', SESSION_SECRET: 'rolling-restart-shares-this-secret' },
    testInfo.outputPath('cluster.log'),
    { build: false, startMs: 240_000 },
  );
});

test.afterAll(async () => {
  await cluster?.stop();
  await database?.dispose();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** One request on a connection of `agent`, read to its end. */
function send(agent: Agent, method: string, path: string, { cookie = '', csrf = '', body }: { cookie?: string; csrf?: string; body?: object } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** The cookies held after an answer, as a Cookie header: those it sets replace the ones of the same name. */
function withCookies(held: string, answer: Answer): string {
  const jar = new Map(held ? held.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const) : []);
  for (const cookie of answer.headers['set-cookie'] ?? []) {
    const pair = cookie.split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

/** A visitor with a CSRF token (and its cookie), as a browser has after its first call. */
async function visitor(agent: Agent) {
  const answer = await send(agent, 'GET', '/api/csrf');
  expect(answer.status).toBe(200);
  return { cookie: withCookies('', answer), csrf: (JSON.parse(answer.body) as { _csrfSecret: { value: string } })._csrfSecret.value };
}

/** A florist's alert stream: its events as they come, and when it ended. */
function alertStream(cookie: string) {
  const events: string[] = [];
  let ended = false;
  const req = request({ host: '127.0.0.1', port, path: '/api/orders/florist-alerts', agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    expect(res.statusCode).toBe(200);
    res.setEncoding('utf8').on('data', (chunk: string) => events.push(...[...chunk.matchAll(/^event: (.*)$/gm)].map((m) => m[1]!)));
    res.on('end', () => (ended = true));
    res.on('error', () => (ended = true));
  });
  req.on('error', () => (ended = true));
  req.end();
  return { events, ended: () => ended, close: () => req.destroy() };
}

test('a rolling restart of the cluster under load drops no request, and a florist watching alerts is moved to a new process', async () => {
  test.setTimeout(240_000);
  const before = cluster.workers();
  expect(before).toHaveLength(2);

  // The florist signs in and opens the alert stream.
  const office = new Agent({ keepAlive: true });
  const florist = await visitor(office);
  const signedIn = await send(office, 'POST', '/api/auth/login', { ...florist, body: { email: PEOPLE.floristowner.email, password: PEOPLE.floristowner.password } });
  expect(signedIn.status).toBe(200);
  const floristCookie = withCookies(florist.cookie, signedIn);
  const stream = alertStream(floristCookie);
  await expect.poll(() => stream.events).toContain('start');

  // Shoppers on kept-alive connections: pages, public reads, and carts filled line by line.
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const day = upcomingDeliveryDate(4);
  const reads = [
    '/',
    '/birthday',
    '/flowers/moonlight-rose-basket',
    '/api/countries',
    `/api/products/WB1001/variants?suburbId=${FITZROY.suburbId}&deliveryDate=${day}`,
    '/api/products?listing=birthday',
  ];
  let answered = 0;
  const failures: string[] = [];
  let loading = true;
  const expectOk = (what: string, answer: Answer) => {
    if (answer.status >= 200 && answer.status < 300) answered++;
    else failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
  };
  const line = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: day, quantity: 1, suburbId: FITZROY.suburbId };
  const shopper = async (n: number) => {
    const me = await visitor(agent);
    const cart = await send(agent, 'POST', '/api/carts', { ...me, body: {} });
    expect(cart.status).toBe(201);
    me.cookie = withCookies(me.cookie, cart);
    const { cartId } = JSON.parse(cart.body) as { cartId: string };
    for (let i = 0; loading; i++) {
      try {
        // A line added, then the cart emptied again: writes a shopper waits on.
        if (i % 4 === 1) expectOk('POST line-items', await send(agent, 'POST', `/api/carts/${cartId}/line-items`, { ...me, body: line }));
        else if (i % 4 === 3) expectOk('DELETE the cart', await send(agent, 'DELETE', `/api/carts/${cartId}`, me));
        else {
          const path = reads[(n + i) % reads.length]!;
          expectOk(`GET ${path}`, await send(agent, 'GET', path, { cookie: me.cookie }));
        }
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => shopper(n)));
  await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThan(100);

  const restarted = new Promise<void>((resolve) => cluster.child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Every server process has been restarted') && resolve()));
  cluster.child.kill('SIGHUP');
  await restarted;
  const atRestart = answered;
  // The stream was told to reconnect (to a process that stays) and ended.
  await expect.poll(() => stream.ended(), { timeout: 15_000 }).toBe(true);
  expect(stream.events).toContain('reconnect');
  await expect.poll(() => answered, { timeout: 60_000 }).toBeGreaterThan(atRestart + 100);
  loading = false;
  await load;
  agent.destroy();

  expect(failures).toEqual([]);
  const after = cluster.workers();
  expect(after).toHaveLength(2);
  for (const pid of before) expect(after).not.toContain(pid);

  // Coming back, the florist's stream starts afresh on a new process.
  const again = alertStream(floristCookie);
  await expect.poll(() => again.events).toContain('start');
  again.close();
  office.destroy();
});
