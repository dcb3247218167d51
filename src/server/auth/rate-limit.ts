import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents, signInFailures } from '../db/schema/accounts';
import { secondsUntil, windowWait } from './throttle';

/**
 * The sign-in throttle (docs/adr/0404-sign-in-throttling.md). Failures are
 * counted per (account, address) pair, per account and per address; the
 * account is the email tried, whether or not it exists.
 *
 * - pair: the first 3 failures are free; after the 3rd the pair waits 1 s
 *   after its last failure, then 2 s, 4 s, … at most 15 minutes. Failures are
 *   forgotten after 24 hours, or when the pair signs in.
 * - account: at most 100 failures in any hour from all addresses together.
 *   An address the account signed in from during the last 30 days is not
 *   held by this ceiling (only by its own pair and address limits), so a
 *   stranger spread over many addresses cannot shut the owner out at home.
 * - address: at most 30 failures in any 15 minutes across all accounts
 *   (credential stuffing from one address).
 *
 * No rule is a lock-out of the account: an address that has not failed,
 * with the right password, gets in unless the account ceiling is full.
 */
export const SIGN_IN_LIMITS = {
  pair: { freeFailures: 3, firstWaitSeconds: 1, maxWaitSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
  address: { limit: 30, windowSeconds: 15 * 60 },
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

type PairRule = { freeFailures: number; firstWaitSeconds: number; maxWaitSeconds: number };

/**
 * The pair's wait after its `failures`-th failure: none for the free ones,
 * then the first wait doubled for each failure after, capped.
 */
export function backoffSeconds(failures: number, rule: PairRule = SIGN_IN_LIMITS.pair): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings grows past any cap long before it overflows; stop early anyway.
  if (doublings >= 40) return rule.maxWaitSeconds;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** doublings);
}

export interface AttemptKeys {
  account: string;
  address: string;
}

const pairKey = ({ account, address }: AttemptKeys) => `${account} ${address}`;
const KNOWN = 'sign-in-known-address';

async function pairWait(db: Db, keys: AttemptKeys, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.pair.forgetSeconds * 1000);
  const [row] = await db
    .select({ failures: count(), last: max(signInFailures.createdAt) })
    .from(signInFailures)
    .where(and(eq(signInFailures.scope, 'pair'), eq(signInFailures.key, pairKey(keys)), gt(signInFailures.createdAt, since)));
  const wait = backoffSeconds(row?.failures ?? 0);
  if (!row?.last || wait === 0) return 0;
  return secondsUntil(new Date(row.last).getTime() + wait * 1000, now);
}

async function isKnownAddress(db: Db, keys: AttemptKeys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.knownAddressSeconds * 1000);
  const rows = await db
    .select({ id: rateLimitEvents.id })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.scope, KNOWN), eq(rateLimitEvents.key, pairKey(keys)), gt(rateLimitEvents.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function retryAfterSeconds(db: Db, keys: AttemptKeys, now = new Date()): Promise<number> {
  const pair = await pairWait(db, keys, now);
  const address = await windowWait(db, signInFailures, 'address', keys.address, SIGN_IN_LIMITS.address, now);
  let account = await windowWait(db, signInFailures, 'account', keys.account, SIGN_IN_LIMITS.account, now);
  if (account > 0 && (await isKnownAddress(db, keys, now))) account = 0;
  return Math.max(pair, address, account);
}

export async function recordFailure(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values([
    { scope: 'pair', key: pairKey(keys), createdAt: now },
    { scope: 'account', key: keys.account, createdAt: now },
    { scope: 'address', key: keys.address, createdAt: now },
  ]);
  // Failures older than the longest rule are of no further use.
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_LIMITS.pair.forgetSeconds * 1000)));
}

/**
 * A successful sign-in forgets the pair's failures and remembers the address
 * as one the account signs in from (the account and address counts stay).
 */
export async function recordSuccess(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  const key = pairKey(keys);
  await db.delete(signInFailures).where(and(eq(signInFailures.scope, 'pair'), eq(signInFailures.key, key)));
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, KNOWN), eq(rateLimitEvents.key, key)));
  await db.insert(rateLimitEvents).values({ scope: KNOWN, key, createdAt: now });
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, KNOWN), lt(rateLimitEvents.createdAt, new Date(now.getTime() - SIGN_IN_LIMITS.knownAddressSeconds * 1000))));
}
