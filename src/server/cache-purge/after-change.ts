import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { announcePurge } from './announce';

/**
 * Purges `keys` from the shared cache after a change under these routes
 * succeeds (a 2xx to anything but GET or HEAD): the public reads that show
 * what changed are fetched again, not kept for their s-maxage. Every
 * process purges once it has heard of the change (./announce.ts), so no
 * process can hand the cache an answer from before it afterwards. The purge
 * runs after the answer is ready and never fails the change.
 */
export function purgeAfterChange(keys: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status < 200 || c.res.status >= 300) return;
    // Set on every route after provideContext; these are mounted after it.
    const db = c.var.db as Db | undefined;
    if (db) void announcePurge(db, keys).catch((error: unknown) => logger.error({ err: error }, 'shared cache purge not sent: its copies stay until their s-maxage ends'));
  };
}
