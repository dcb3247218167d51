import { Hono } from 'hono';
import { z } from 'zod';
import { queryContent } from '../../lib/cms/client';
import { config } from '../config';
import { database, pingDatabase } from '../db/client';

async function check(run: () => Promise<Record<string, unknown>>) {
  const started = performance.now();
  try {
    return { status: 'ok', ...(await run()), latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /api/health: database and content status; 503 when either is down. */
export const healthRoutes = new Hono().get('/health', async (c) => {
  const [db, content] = await Promise.all([
    check(async () => {
      const { db, kind } = await database();
      await pingDatabase(db);
      return { kind };
    }),
    check(async () => {
      const result = await queryContent('{ __typename }', {}, z.object({ __typename: z.literal('Query') }));
      if (!result.ok) throw new Error(result.error.message);
      return { source: config().CONTENT_API_URL ? 'remote' : 'embedded' };
    }),
  ]);
  const ok = db.status === 'ok' && content.status === 'ok';
  return c.json({ status: ok ? 'ok' : 'error', database: db, content }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
});
