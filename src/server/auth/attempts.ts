import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema/accounts';
import { namedStatement } from '../db/statements';
import { failureRows, forgetOldFailures, recordSuccess, retryAfterSeconds, type AttemptKeys } from './rate-limit';

/**
 * Takes the account's and the address's locks for the rest of the
 * transaction, always in the order of their numbers (so two attempts that
 * share one key never wait on each other in a circle). The lock function is
 * volatile, so Postgres calls it after sorting, in that order.
 */
const lockKeys = namedStatement<{ account: string; address: string }>(
  'sign_in_attempt_lock',
  sql`select pg_advisory_xact_lock(k) from (values (hashtextextended(${sql.placeholder('account')}, 0)), (hashtextextended(${sql.placeholder('address')}, 0))) as keys(k) order by k`,
);

/** One attempt's place in the throttle: counted as a failure until it is settled otherwise. */
export interface Reservation {
  /** The password was wrong: the attempt stays counted (and failures past the longest rule are forgotten). */
  failed(): Promise<void>;
  /** The password was right: the attempt is not counted, the pair's failures are forgotten and its address remembered. */
  signedIn(): Promise<void>;
  /** The password was right but no session follows (an unconfirmed email): the attempt is not counted, nothing else changes. */
  released(): Promise<void>;
}

/**
 * Checks the throttle and counts the attempt as a failure in one short
 * transaction, under a lock per account and per address, before the
 * password is checked. Attempts sent at once therefore wait for each
 * other's count, and are throttled exactly as if sent one after another;
 * the slow password check runs after the transaction, holding no lock.
 * Answers the seconds to wait instead when the attempt is throttled (then
 * nothing is written). On PGlite transactions already run one at a time;
 * the lock costs nothing there.
 */
export async function reserveAttempt(db: Db, keys: AttemptKeys, now = new Date()): Promise<Reservation | { retryAfter: number }> {
  const reserved = await db.transaction(async (tx): Promise<{ retryAfter: number } | { ids: number[] }> => {
    await lockKeys(tx, { account: `sign-in account ${keys.account}`, address: `sign-in address ${keys.address}` });
    const retryAfter = await retryAfterSeconds(tx, keys, now);
    if (retryAfter > 0) return { retryAfter };
    return { ids: (await tx.insert(signInFailures).values(failureRows(keys, now)).returning({ id: signInFailures.id })).map((row) => row.id) };
  });
  if ('retryAfter' in reserved) return reserved;
  const uncount = () => db.delete(signInFailures).where(inArray(signInFailures.id, reserved.ids));
  return {
    failed: () => forgetOldFailures(db, now),
    signedIn: async () => {
      await uncount();
      await recordSuccess(db, keys, now);
    },
    released: async () => void (await uncount()),
  };
}
