import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents, signInFailures } from '../db/schema/accounts';

/** At most `limit` events in any `windowSeconds`. */
export interface WindowRule {
  limit: number;
  windowSeconds: number;
}

/** A table of counted events: a scope, a key and when. */
export type EventTable = typeof signInFailures | typeof rateLimitEvents;

/**
 * Seconds until one more event fits the sliding window: 0 while fewer than
 * `limit` events happened in the last `windowSeconds`, else the time until
 * the oldest of the last `limit` events leaves the window.
 */
export async function windowWait(db: Db, table: EventTable, scope: string, key: string, rule: WindowRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const inWindow = and(eq(table.scope, scope), eq(table.key, key), gt(table.createdAt, since));
  const [row] = await db.select({ events: count() }).from(table).where(inWindow);
  if (!row || row.events < rule.limit) return 0;
  const [keeping] = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(inWindow)
    .orderBy(asc(table.createdAt))
    .offset(row.events - rule.limit)
    .limit(1);
  return secondsUntil(new Date(keeping!.at).getTime() + rule.windowSeconds * 1000, now);
}

/** Whole seconds from `now` until `at` (at least 1 when `at` is still ahead, 0 when it has passed). */
export const secondsUntil = (at: number, now: Date) => Math.max(0, Math.ceil((at - now.getTime()) / 1000));

/** Counts one event of the other throttles, and forgets those older than `keepSeconds`. */
export async function countEvent(db: Db, scope: string, key: string, now: Date, keepSeconds: number): Promise<void> {
  await db.insert(rateLimitEvents).values({ scope, key, createdAt: now });
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, scope), lt(rateLimitEvents.createdAt, new Date(now.getTime() - keepSeconds * 1000))));
}
