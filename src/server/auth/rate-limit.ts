import { and, asc, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema/accounts';

/**
 * Sign-in attempts are limited in a sliding window: after `limit` failures
 * within `windowSeconds` for one account (the email tried, whether or not
 * it exists) or one address, further attempts answer 429 until the oldest
 * failure leaves the window.
 */
export const SIGN_IN_LIMITS = {
  account: { limit: 5, windowSeconds: 15 * 60 },
  address: { limit: 20, windowSeconds: 15 * 60 },
} as const;
export type LimitScope = keyof typeof SIGN_IN_LIMITS;

export interface AttemptKeys {
  account: string;
  address: string;
}

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function retryAfterSeconds(db: Db, keys: AttemptKeys, now = new Date()): Promise<number> {
  let wait = 0;
  for (const scope of ['account', 'address'] as const) {
    const { limit, windowSeconds } = SIGN_IN_LIMITS[scope];
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await db
      .select({ failures: count(), oldest: min(signInFailures.createdAt) })
      .from(signInFailures)
      .where(and(eq(signInFailures.scope, scope), eq(signInFailures.key, keys[scope]), gt(signInFailures.createdAt, since)));
    if (!row || row.failures < limit) continue;
    // The window frees a place when the oldest failures that keep it full expire.
    const rows = await db
      .select({ at: signInFailures.createdAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.scope, scope), eq(signInFailures.key, keys[scope]), gt(signInFailures.createdAt, since)))
      .orderBy(asc(signInFailures.createdAt))
      .offset(row.failures - limit)
      .limit(1);
    const freesAt = new Date(rows[0]!.at).getTime() + windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((freesAt - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values([
    { scope: 'account', key: keys.account, createdAt: now },
    { scope: 'address', key: keys.address, createdAt: now },
  ]);
  // Old failures are of no further use.
  const horizon = new Date(now.getTime() - Math.max(SIGN_IN_LIMITS.account.windowSeconds, SIGN_IN_LIMITS.address.windowSeconds) * 1000);
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, horizon));
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.scope, 'account'), eq(signInFailures.key, account)));
}
