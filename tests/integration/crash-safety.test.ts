import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartIdentityModel, CartModel } from '../../src/lib/api/contracts/cart';
import { ANONYMOUS_COOKIE } from '../../src/server/cart/cookie';
import { cartLineItems, users } from '../../src/server/db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { KEW } from './catalog-fixtures';
import { firstDeliverableDate, freshStore, KIND, type Store } from './process-fixtures';

/**
 * Crash safety: the standalone API runs as a child process on a database of
 * its own (a file-backed PGlite folder, or a fresh Postgres database), takes
 * concurrent cart writes and registrations, and is killed with SIGKILL while
 * requests are still in flight. Restarted on the same data, it must hold
 * every write it had acknowledged with a 2xx: each cart, each line (read
 * back through the API) and each registered email (read from the users table
 * once the process is gone). Writes that were in flight at the kill may or
 * may not be there.
 */

/** Enough acknowledged writes that the kill lands in a busy stream, few enough to stay quick on two cores. */
const LINES_BEFORE_KILL = 60;
const REGISTRATIONS_BEFORE_KILL = 4;
const CART_WORKERS = 4;
const REGISTRATION_WORKERS = 2;
/** Each cart worker starts a new cart before this many lines (below the cart limit). */
const LINES_PER_CART = 20;
const PASSWORD = 'Wattle-Customer-2025';

/** What the API acknowledged with a 2xx before it was killed. */
interface Acknowledged {
  carts: Map<string, { anonymousId: string; lineIds: Set<string>; lines: number }>;
  emails: string[];
  lines: number;
  /** Writes sent and not yet answered. */
  inFlight: number;
}

/**
 * Writes carts and lines (each worker on carts of its own, one line at a
 * time) and registrations until `stopped()`, recording each 2xx. Errors
 * after the kill are expected: a write without a 2xx is not acknowledged.
 */
function writeConcurrently(api: ApiProcess, deliveryDate: string, acknowledged: Acknowledged, stopped: () => boolean, onAck: () => void) {
  const runId = randomBytes(4).toString('hex');
  let registrations = 0;
  const send = async (write: () => Promise<Response>) => {
    acknowledged.inFlight++;
    try {
      return await write();
    } finally {
      acknowledged.inFlight--;
    }
  };
  const cartWorker = async () => {
    while (!stopped()) {
      const client = new HttpClient(api.baseUrl);
      const created = await send(() => client.request('POST', '/api/carts', {}));
      if (created.status !== 201) throw new Error(`POST /api/carts answered ${created.status}`);
      const identity = CartIdentityModel.parse(await created.json());
      const cart = { anonymousId: identity.anonymousId, lineIds: new Set<string>(), lines: 0 };
      acknowledged.carts.set(identity.cartId, cart);
      for (let i = 0; i < LINES_PER_CART && !stopped(); i++) {
        const productKey = i % 2 ? 'WB1001' : 'WB1002';
        const added = await send(() => client.request('POST', `/api/carts/${identity.cartId}/line-items`, { productKey, variantKey: `${productKey}-STD`, deliveryDate, quantity: 1, suburbId: KEW }));
        if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${await added.text()}`);
        // Acknowledged from the status on; the body names the new line (the last), when it arrives before the kill.
        cart.lines++;
        acknowledged.lines++;
        onAck();
        const body = await added.json().catch(() => null);
        const lineId = body ? CartModel.parse(body).lineItems.at(-1)?.lineItemId : undefined;
        if (lineId) cart.lineIds.add(lineId);
      }
    }
  };
  const registrationWorker = async () => {
    while (!stopped()) {
      const email = `crash.${runId}.${registrations++}@example.com`;
      const client = new HttpClient(api.baseUrl);
      const response = await send(() => client.request('POST', '/api/auth/register', { firstName: 'Crash', lastName: 'Test', email, password: PASSWORD, confirmPassword: PASSWORD }));
      if (response.status < 200 || response.status > 299) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
      acknowledged.emails.push(email);
      onAck();
    }
  };
  const workers = [...Array.from({ length: CART_WORKERS }, cartWorker), ...Array.from({ length: REGISTRATION_WORKERS }, registrationWorker)];
  // A worker ends with an error once the API is gone; before the kill an error is a failure of its own.
  return Promise.all(
    workers.map((worker) =>
      worker.catch((error: unknown) => {
        if (!stopped()) throw error;
      }),
    ),
  );
}

describe(`crash safety on ${KIND}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  let store: Store | undefined;
  const running = new Set<ApiProcess>();

  async function start(): Promise<ApiProcess> {
    // The writers all come from 127.0.0.1: the per-address registration limit would stop them, not the kill.
    const api = await startApiProcess({ ...store!.env, REGISTRATIONS_PER_HOUR: '100000' });
    running.add(api);
    void api.exited().then(() => running.delete(api));
    await waitUntilHealthy(api.baseUrl);
    return api;
  }

  // Seeding a file-backed database takes a while on a busy machine.
  beforeAll(async () => {
    store = await freshStore(dataDir);
    const database = await store.open();
    try {
      await seedDatabase(database.db);
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    // No API process outlives the file, whatever failed.
    await Promise.all([...running].map((api) => api.stop('SIGKILL')));
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged cart, line and registration through SIGKILL and a restart', { timeout: 180_000 }, async () => {
    const first = await start();
    const deliveryDate = await firstDeliverableDate(first);
    const acknowledged: Acknowledged = { carts: new Map(), emails: [], lines: 0, inFlight: 0 };
    let inFlightAtKill = 0;

    let killed = false;
    let enough: () => void = () => {};
    const enoughWritten = new Promise<void>((resolve) => (enough = resolve));
    const writing = writeConcurrently(
      first,
      deliveryDate,
      acknowledged,
      () => killed,
      () => acknowledged.lines >= LINES_BEFORE_KILL && acknowledged.emails.length >= REGISTRATIONS_BEFORE_KILL && enough(),
    );
    try {
      // A worker failing before the kill fails the test at once, not at the timeout.
      expect(await Promise.race([enoughWritten.then(() => 'enough written'), writing.then(() => 'writers stopped')])).toBe('enough written');
    } finally {
      killed = true;
      inFlightAtKill = acknowledged.inFlight;
      await first.stop('SIGKILL');
    }
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-stream: writes were on their way, not between two of them.
    expect(inFlightAtKill).toBeGreaterThan(0);
    await writing;

    const second = await start();
    for (const [cartId, expected] of acknowledged.carts) {
      const response = await fetch(`${second.baseUrl}/api/carts/${cartId}`, { headers: { cookie: `${ANONYMOUS_COOKIE}=${expected.anonymousId}` } });
      expect(response.status, `cart ${cartId}`).toBe(200);
      const cart = CartModel.parse(await response.json());
      const ids = new Set(cart.lineItems.map((line) => line.lineItemId));
      // A line in flight at the kill may have landed too: at least the acknowledged ones, never fewer.
      expect(cart.lineItems.length).toBeGreaterThanOrEqual(expected.lines);
      for (const lineId of expected.lineIds) expect(ids.has(lineId), `line ${lineId} of cart ${cartId}`).toBe(true);
    }
    await second.stop('SIGKILL');

    const database = await store!.open();
    try {
      const registered = await database.db.select({ email: users.email }).from(users).where(inArray(users.email, acknowledged.emails));
      expect(registered.map((row) => row.email).sort()).toEqual([...acknowledged.emails].sort());
      const lines = await database.db
        .select({ id: cartLineItems.id })
        .from(cartLineItems)
        .where(inArray(cartLineItems.cartId, [...acknowledged.carts.keys()]));
      expect(lines.length).toBeGreaterThanOrEqual(acknowledged.lines);
    } finally {
      await database.close();
    }
  });
});
