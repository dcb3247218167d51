import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type App } from '../../src/server/app';
import { SESSION_COOKIE } from '../../src/server/http/auth-cookies';
import { openDatabase, provideDatabase, shutDatabase, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../db/seed/index';
import { freezeClock, thawClock } from './catalog-fixtures';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${process.env.PGUSER || userInfo().username}@127.0.0.1:5432/test`;

/** The dumps of seeded PGlite data directories this worker has read, by file. */
const dumps = new Map<string, Blob>();

/**
 * A dump as PGlite reads it (its `arrayBuffer()`), handed over in one copy:
 * a Blob made in Node gives its bytes back in 64 KiB pieces joined again,
 * a third of a second for a seeded database's 70 MB at every file's start.
 */
class DumpBlob extends Blob {
  readonly #contents: Uint8Array<ArrayBuffer>;
  constructor(contents: Uint8Array<ArrayBuffer>) {
    super();
    this.#contents = contents;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#contents.slice().buffer);
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new Postgres database
 * dropped on close. With `seeded`, a copy of the database the project's
 * global setup seeded (tests/integration/seeded-templates.ts), where there
 * is one: copying is several times quicker than migrating and seeding.
 */
export async function createTestDatabase({ seeded }: { seeded?: { demoOrders: boolean } } = {}): Promise<Database> {
  const templates = seeded ? inject('seededTemplates') : undefined;
  const template = templates && (seeded!.demoOrders ? templates.demoOrders : templates.plain);
  if (process.env.TEST_DB !== 'postgres') {
    if (!template) return openDatabase({ dataDir: 'memory://' });
    let dump = dumps.get(template);
    if (!dump) dumps.set(template, (dump = new DumpBlob(readFileSync(template))));
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

let clients = 0;
/** A network address of its own for each client (198.18.0.0/15 is set aside for tests), unless one is given. */
const nextAddress = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/**
 * A client of the API that keeps cookies like a browser and can send the
 * CSRF token. Its requests come from `address`, set the way the Astro Node
 * adapter sets the caller's address on the request object (a property no
 * header can reach; see src/server/http/auth-address.ts).
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  private csrf?: string;

  constructor(
    private readonly app: App,
    readonly address: string = nextAddress(),
  ) {}

  async request(method: string, path: string, init: { body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string>; csrf?: boolean } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.csrf !== false && !['GET', 'HEAD'].includes(method)) headers['x-csrf-token'] ??= await this.csrfToken();
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    // A form is sent as multipart/form-data, its boundary in the content type the request makes.
    const request = new Request(`http://localhost${path}`, { method, headers, body: init.form ?? body });
    Reflect.set(request, Symbol.for('astro.clientAddress'), this.address);
    const response = await this.app.fetch(request);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
      // Like the storefront's client: a token is bound to the session it was fetched for, so a new session (or none) needs a new one.
      if (name!.trim() === SESSION_COOKIE) this.csrf = undefined;
    }
    return response;
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const response = await this.request('GET', '/api/csrf');
      this.csrf = ((await response.json()) as { _csrfSecret: { value: string } })._csrfSecret.value;
    }
    return this.csrf;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, body?: unknown, init: { csrf?: boolean; headers?: Record<string, string> } = {}) => this.request('POST', path, { ...init, body });
  put = (path: string, body?: unknown) => this.request('PUT', path, { body });
  patch = (path: string, body?: unknown) => this.request('PATCH', path, { body });
  delete = (path: string) => this.request('DELETE', path);
}

export interface TestApp {
  app: App;
  database: Database;
  /** A new client (a browser of its own), from its own address unless `address` is given. */
  client(options?: { address?: string }): ApiClient;
  close(): Promise<void>;
}

/** The commerce API on its own seeded database, for one test file (the demo orders only when asked). */
export async function startTestApp({ demoOrders = false } = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: { demoOrders } });
  // Seeds what the copy lacks: nothing, when it is the seeded template's.
  await seedDatabase(database.db, { demoOrders });
  provideDatabase(database);
  const app = createApp();
  return { app, database, client: (options) => new ApiClient(app, options?.address), close: () => shutDatabase(database) };
}

/**
 * The test file's API: started (and the clock frozen, when asked) before its
 * tests, stopped after them. Use the answer inside tests and hooks only.
 */
export function useTestApp({ frozenClock = false, demoOrders = false } = {}): TestApp {
  let started: TestApp | undefined;
  const current = () => {
    if (!started) throw new Error('The test app starts in beforeAll: use it inside tests and hooks.');
    return started;
  };
  beforeAll(async () => {
    // Frozen before the database opens: an embedded database that set its timers at the real time and
    // then saw the clock go back a year would re-arm them every millisecond for the rest of the file.
    if (frozenClock) freezeClock();
    started = await startTestApp({ demoOrders });
  });
  afterAll(async () => {
    if (frozenClock) thawClock();
    await started?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    client: (options) => current().client(options),
    close: () => current().close(),
  };
}
