import { describe, expect, it } from 'vitest';
import { backoffSeconds, SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { secondsUntil } from '../../src/server/auth/throttle';
import { waitText } from '../../src/lib/domain/auth';

describe('sign-in backoff of one (account, address) pair', () => {
  it('lets the first three failures through, then waits 1 s, 2 s, 4 s …', () => {
    expect([0, 1, 2].map((n) => backoffSeconds(n))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7].map((n) => backoffSeconds(n))).toEqual([1, 2, 4, 8, 16]);
    expect(backoffSeconds(12)).toBe(512);
  });

  it('never waits more than 15 minutes, however many failures', () => {
    expect(SIGN_IN_LIMITS.pair.maxWaitSeconds).toBe(900);
    expect(backoffSeconds(13)).toBe(900);
    expect(backoffSeconds(60)).toBe(900);
    expect(backoffSeconds(1e9)).toBe(900);
  });

  it('follows the rule it is given', () => {
    const rule = { freeFailures: 1, firstWaitSeconds: 5, maxWaitSeconds: 60 };
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffSeconds(n, rule))).toEqual([0, 5, 10, 20, 40, 60]);
  });

  it('keeps the account ceiling well above what one address can reach, and the pair the main brake', () => {
    // One address, guessing one account as fast as the backoff allows, in an hour:
    let failures = 0;
    for (let t = 0; t <= 3600; t += Math.max(backoffSeconds(failures), 0.001)) failures += 1;
    expect(failures).toBeLessThan(20);
    expect(SIGN_IN_LIMITS.account.limit).toBeGreaterThanOrEqual(5 * failures);
  });
});

describe('seconds to wait', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntil(now.getTime() + 1, now)).toBe(1);
    expect(secondsUntil(now.getTime() + 1000, now)).toBe(1);
    expect(secondsUntil(now.getTime() + 1001, now)).toBe(2);
    expect(secondsUntil(now.getTime(), now)).toBe(0);
    expect(secondsUntil(now.getTime() - 5000, now)).toBe(0);
  });

  it('says a wait in seconds under a minute, else in minutes', () => {
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
  });
});
