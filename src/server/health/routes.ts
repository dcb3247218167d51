import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { queryContent } from '../../lib/cms/client';
import { config } from '../config';
import { database, pingDatabase, rowsOf, type Db } from '../db/client';
import { searchIndexReady } from '../search/engine';

/** How long a readiness check waits on one part before calling it not ready. */
const READY_WAIT_MS = 5_000;

async function check(run: () => Promise<Record<string, unknown>>) {
  const started = performance.now();
  try {
    const answer = await Promise.race([run(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${READY_WAIT_MS / 1000} s`)), READY_WAIT_MS).unref())]);
    return { status: 'ok', ...answer, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

const databaseCheck = () =>
  check(async () => {
    const { db, kind } = await database();
    await pingDatabase(db);
    return { kind };
  });

const contentCheck = () =>
  check(async () => {
    const result = await queryContent('{ __typename }', {}, z.object({ __typename: z.literal('Query') }));
    if (!result.ok) throw new Error(result.error.message);
    return { source: config().CONTENT_API_URL ? 'remote' : 'embedded' };
  });

let journal: number | undefined;
/** How many migrations this release has (its migrations journal). */
const releaseMigrations = () => (journal ??= (JSON.parse(readFileSync(join(config().migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);

/** The migrations applied to the database, as the migrator records them. */
async function appliedMigrations(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
}

const migrationsCheck = () =>
  check(async () => {
    const { db } = await database();
    const applied = await appliedMigrations(db);
    const expected = releaseMigrations();
    if (applied < expected) throw new Error(`${applied} of this release's ${expected} migrations are applied`);
    return { applied };
  });

const searchCheck = () =>
  check(async () => {
    await searchIndexReady((await database()).db);
    return {};
  });

const answer = (parts: Record<string, { status: string }>) => {
  const ok = Object.values(parts).every((part) => part.status === 'ok');
  return { body: { status: ok ? 'ok' : 'error', ...parts }, status: ok ? (200 as const) : (503 as const) };
};

/**
 * Health (docs/adr/0766): `GET /api/health/live` says the process answers
 * (a supervisor restarts it when it does not) and reads nothing;
 * `GET /api/health/ready` says it should be sent traffic: the database
 * answers, this release's migrations are applied, the content API answers
 * and the search index is built; 503 naming what is not. `GET /api/health`
 * is the database and content, as before.
 */
export const healthRoutes = new Hono()
  .get('/health', async (c) => {
    const [db, content] = await Promise.all([databaseCheck(), contentCheck()]);
    const { body, status } = answer({ database: db, content });
    return c.json(body, status, { 'Cache-Control': 'no-store' });
  })
  .get('/health/live', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, 200, { 'Cache-Control': 'no-store' }))
  .get('/health/ready', async (c) => {
    const [db, migrations, content, search] = await Promise.all([databaseCheck(), migrationsCheck(), contentCheck(), searchCheck()]);
    const { body, status } = answer({ database: db, migrations, content, search });
    return c.json(body, status, { 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': '5' } : {}) });
  });
