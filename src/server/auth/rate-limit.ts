import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents, signInFailures } from '../db/schema/accounts';
import { namedStatement, type StatementRunner } from '../db/statements';
import { secondsUntil } from './throttle';

/**
 * The sign-in throttle (docs/adr/0404-sign-in-throttling.md,
 * docs/adr/0715-sign-in-link-and-slow-down.md). Failures are counted per
 * (account, address) pair, per account and per address; the account is the
 * email tried, whether or not it exists.
 *
 * - pair: the first 3 failures are free; after the 3rd the pair waits 1 s
 *   after its last failure, then 2 s, 4 s, … at most 15 minutes. Failures are
 *   forgotten after 24 hours, or when the pair signs in.
 * - account: past 100 failures in an hour from all addresses together, each
 *   attempt waits 1 s after the account's last failure, then 2 s, 4 s, … at
 *   most a minute: slowed, never shut for the hour. An address the account
 *   signed in from during the last 30 days is not slowed by it, and anyone
 *   can sign in at once through an emailed link (sign-in-link.ts).
 * - address: at most 30 failures in any 15 minutes across all accounts
 *   (credential stuffing from one address).
 *
 * No rule is a lock-out of the account. Attempts are counted before the
 * password is checked (attempts.ts), so attempts sent at once are counted as
 * if sent one after another.
 */
export const SIGN_IN_LIMITS = {
  pair: { freeFailures: 3, firstWaitSeconds: 1, maxWaitSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60, firstWaitSeconds: 1, maxWaitSeconds: 60 },
  address: { limit: 30, windowSeconds: 15 * 60 },
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

type BackoffRule = { freeFailures: number; firstWaitSeconds: number; maxWaitSeconds: number };

/**
 * The wait after the `failures`-th failure: none for the free ones, then the
 * first wait doubled for each failure after, capped.
 */
export function backoffSeconds(failures: number, rule: BackoffRule = SIGN_IN_LIMITS.pair): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings grows past any cap long before it overflows; stop early anyway.
  if (doublings >= 40) return rule.maxWaitSeconds;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** doublings);
}

/** The account's slow-down past its ceiling: the ceiling's failures are the free ones. */
const ACCOUNT_SLOW_DOWN: BackoffRule = { ...SIGN_IN_LIMITS.account, freeFailures: SIGN_IN_LIMITS.account.limit };

export interface AttemptKeys {
  account: string;
  address: string;
}

export const pairKey = ({ account, address }: AttemptKeys) => `${account} ${address}`;
const KNOWN = 'sign-in-known-address';

/**
 * What the rules need, in one statement: the pair's failures and the last
 * one's time, the account's likewise, the address's `limit`-th newest
 * failure in its window (none while under the limit), and whether the pair
 * signed in lately. Times are epoch milliseconds.
 */
const attemptState = namedStatement<{ pair: string; account: string; address: string; pairSince: string; accountSince: string; addressSince: string; addressOffset: number; knownSince: string }>(
  'sign_in_attempt_state',
  sql`select pair.failures as "pairFailures", pair.last as "pairLast", account.failures as "accountFailures", account.last as "accountLast",
      (select (extract(epoch from f.created_at) * 1000)::float8 from ${signInFailures} f
        where f.scope = 'address' and f.key = ${sql.placeholder('address')} and f.created_at > ${sql.placeholder('addressSince')}
        order by f.created_at desc offset ${sql.placeholder('addressOffset')} limit 1) as "addressHeldBy",
      exists (select 1 from ${rateLimitEvents} e where e.scope = ${KNOWN} and e.key = ${sql.placeholder('pair')} and e.created_at > ${sql.placeholder('knownSince')}) as "known"
    from (select count(*)::int as failures, (extract(epoch from max(created_at)) * 1000)::float8 as last from ${signInFailures}
          where scope = 'pair' and key = ${sql.placeholder('pair')} and created_at > ${sql.placeholder('pairSince')}) pair,
      (select count(*)::int as failures, (extract(epoch from max(created_at)) * 1000)::float8 as last from ${signInFailures}
          where scope = 'account' and key = ${sql.placeholder('account')} and created_at > ${sql.placeholder('accountSince')}) account`,
);

interface AttemptState {
  pairFailures: number;
  pairLast: number | null;
  accountFailures: number;
  accountLast: number | null;
  addressHeldBy: number | null;
  known: boolean;
}

const before = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const waitAfter = (last: number | null, seconds: number, now: Date) => (last === null || seconds === 0 ? 0 : secondsUntil(last + seconds * 1000, now));

/** Seconds until another attempt is allowed, or 0 when one is allowed now (read on `db`, or inside a transaction). */
export async function retryAfterSeconds(db: Pick<Db, '_'> | StatementRunner, keys: AttemptKeys, now = new Date()): Promise<number> {
  const { pair, account, address, knownAddressSeconds } = SIGN_IN_LIMITS;
  const [row] = (await attemptState(db, {
    pair: pairKey(keys),
    account: keys.account,
    address: keys.address,
    pairSince: before(now, pair.forgetSeconds),
    accountSince: before(now, account.windowSeconds),
    addressSince: before(now, address.windowSeconds),
    addressOffset: address.limit - 1,
    knownSince: before(now, knownAddressSeconds),
  })) as unknown as [AttemptState];
  const pairWait = waitAfter(row.pairLast, backoffSeconds(row.pairFailures), now);
  const accountWait = row.known ? 0 : waitAfter(row.accountLast, backoffSeconds(row.accountFailures, ACCOUNT_SLOW_DOWN), now);
  const addressWait = row.addressHeldBy === null ? 0 : secondsUntil(row.addressHeldBy + address.windowSeconds * 1000, now);
  return Math.max(pairWait, accountWait, addressWait);
}

/** The three rows one failure adds: the pair's, the account's and the address's. */
export const failureRows = (keys: AttemptKeys, now: Date) => [
  { scope: 'pair', key: pairKey(keys), createdAt: now },
  { scope: 'account', key: keys.account, createdAt: now },
  { scope: 'address', key: keys.address, createdAt: now },
];

/** Failures older than the longest rule are of no further use. */
export async function forgetOldFailures(db: Db, now: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_LIMITS.pair.forgetSeconds * 1000)));
}

/** Counts a failure at once (attempts.ts counts them before the password is checked; tests set the throttle up with this). */
export async function recordFailure(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values(failureRows(keys, now));
  await forgetOldFailures(db, now);
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
