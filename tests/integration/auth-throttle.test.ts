import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { recordFailure, retryAfterSeconds, SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { PEOPLE } from '../support/people';
import { loginFrom } from './auth-fixtures';
import { useTestApp } from './harness';

/**
 * The sign-in throttle under load: attempts sent at once are counted as if
 * sent one after another. The clock is frozen, so every attempt of a test
 * happens at the same instant and the backoff never runs out between them.
 */
const t = useTestApp({ frozenClock: true });

const ATTEMPTS = 50;
const WRONG = 'Wrong-Password-99';

describe('sign-in throttling under concurrency', () => {
  it(`counts ${ATTEMPTS} wrong passwords sent at once from one address like ${ATTEMPTS} sent one by one`, async () => {
    const { email } = PEOPLE.otherCustomer;
    const sequential: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) sequential.push((await loginFrom(t.app, '203.0.113.150', PEOPLE.flowerline.email, WRONG)).status);
    const checkedInTurn = sequential.filter((status) => status === 401).length;
    expect(checkedInTurn).toBe(SIGN_IN_LIMITS.pair.freeFailures);

    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => loginFrom(t.app, '203.0.113.151', email, WRONG)));
    const statuses = answers.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    const held = answers.filter((response) => response.status === 429);
    expect({ checked, held: held.length }, `answers: ${JSON.stringify(statuses)}`).toEqual({ checked: checkedInTurn, held: ATTEMPTS - checkedInTurn });
    for (const response of held) {
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(((await response.json()) as { type: string }).type).toBe(PROBLEM_TYPES.rateLimited);
    }
  });

  it(`holds one address guessing ${ATTEMPTS} accounts at once to ${SIGN_IN_LIMITS.address.limit} checked passwords`, async () => {
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => loginFrom(t.app, '203.0.113.152', `stuffed.${i}@example.com`, WRONG)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length, `answers: ${JSON.stringify(statuses)}`).toBe(SIGN_IN_LIMITS.address.limit);
    expect(statuses.filter((status) => status === 429).length).toBe(ATTEMPTS - SIGN_IN_LIMITS.address.limit);
  });
});

describe('the account ceiling slows, never shuts', () => {
  const { limit, maxWaitSeconds } = SIGN_IN_LIMITS.account;
  const fresh = (account: string, i: number) => ({ account, address: `10.2.${Math.floor(i / 250)}.${i % 250}` });

  it(`doubles the wait past ${limit} failures in an hour, from 1 s up to a minute (a fixed clock)`, async () => {
    const db = t.database.db;
    const account = 'ceiling.clock@example.com';
    let now = new Date('2030-03-01T00:00:00Z');
    for (let i = 0; i < limit; i++) await recordFailure(db, fresh(account, i), now);
    const waits: number[] = [];
    for (let i = limit; i < limit + 10; i++) {
      const wait = await retryAfterSeconds(db, fresh(account, i), now);
      waits.push(wait);
      now = new Date(now.getTime() + wait * 1000);
      expect(await retryAfterSeconds(db, fresh(account, i), now)).toBe(0);
      await recordFailure(db, fresh(account, i), now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('keeps a stranger on fresh addresses to about a guess a minute past the ceiling, and the owner at a new address never waits more than a minute (a fixed clock)', async () => {
    const db = t.database.db;
    const account = 'ceiling.hour@example.com';
    const start = new Date('2030-03-02T00:00:00Z');
    let now = start;
    let guesses = 0;
    let longestOwnerWait = 0;
    // For two hours the stranger guesses, each time from a new address, as soon as the throttle lets them.
    while (now.getTime() < start.getTime() + 2 * 60 * 60 * 1000) {
      longestOwnerWait = Math.max(longestOwnerWait, await retryAfterSeconds(db, { account, address: '198.51.100.199' }, now));
      const wait = await retryAfterSeconds(db, fresh(account, guesses), now);
      if (wait > 0) {
        now = new Date(now.getTime() + wait * 1000);
        continue;
      }
      await recordFailure(db, fresh(account, guesses), now);
      guesses += 1;
    }
    expect(longestOwnerWait).toBeLessThanOrEqual(maxWaitSeconds);
    // The ceiling's failures at once, then one a minute (after the doubling); as the first burst leaves the window, another burst.
    expect(guesses).toBeGreaterThan(2 * limit);
    expect(guesses).toBeLessThanOrEqual(2 * (limit + 60 + 7));
  });
});
