import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { seedDatabase } from '../../db/seed/index';
import { HttpClient, startApiProcess, waitUntilHealthy, type ApiProcess } from '../support/api-process';
import { PEOPLE } from '../support/people';
import { freshStore, KIND, type Store } from './process-fixtures';

/** A delivery rule changed through one API process is seen by another on the same Postgres within a minute (docs/adr/0774). */
describe.skipIf(KIND !== 'postgres')('delivery rules across two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-rules-'));
  let store: Store | undefined;
  let database: Database | undefined;
  const servers: ApiProcess[] = [];

  beforeAll(async () => {
    store = await freshStore(dataDir);
    database = await store.open();
    await seedDatabase(database.db);
    servers.push(...(await Promise.all([startApiProcess(store.env), startApiProcess(store.env)])));
    await Promise.all(servers.map((api) => waitUntilHealthy(api.baseUrl)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((api) => api.stop('SIGTERM')));
    await database?.close();
    await store?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function office(api: ApiProcess): Promise<HttpClient> {
    const client = new HttpClient(api.baseUrl);
    const { email, password } = PEOPLE.flowerline;
    expect((await client.request('POST', '/api/auth/login', { email, password })).status).toBe(200);
    client.forgetCsrfToken();
    return client;
  }
  const peakDays = async (client: HttpClient) => ((await (await client.request('GET', '/api/delivery-rules')).json()) as { peakDays: { date: string; cents: number }[] }).peakDays;

  it('shows a peak day set on one process on the other within 60 s', { timeout: 90_000 }, async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const [writer, reader] = await Promise.all([office(a), office(b)]);
    // The reader fills its copy first, so only the announcement (or its minute's time-to-live) can renew it.
    expect(await peakDays(reader)).toEqual([]);
    const response = await writer.request('POST', '/api/delivery-rules/peak-days', { date: '2027-02-14', name: "Valentine's Day", surcharge: '10' });
    expect(response.status, await response.clone().text()).toBe(201);
    const started = Date.now();
    await expect.poll(() => peakDays(reader), { timeout: 60_000, interval: 200 }).toEqual([expect.objectContaining({ date: '2027-02-14', cents: 1000 })]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
