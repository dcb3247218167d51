import { describe, expect, it } from 'vitest';
import { finiteNumber, optional, shape, text, textList } from '../../src/stores/stored-shape';
import { PROFILE_COOKIE, sessionFromCookies } from '../../src/features/auth/stores/session';

/** What the browser keeps is read back only in the shape the stores expect; anything else reads as nothing. */
describe('stored values', () => {
  const readCart = shape<{ cartId: string; anonymousId?: string; customerId?: string | null }>({
    cartId: text({ min: 1 }),
    anonymousId: optional(text()),
    customerId: optional(text(), true),
  });

  it('keeps the fields asked for and drops the rest', () => {
    expect(readCart({ cartId: 'c1', anonymousId: 'a1', customerId: null, extra: 1 })).toEqual({ cartId: 'c1', anonymousId: 'a1', customerId: null });
    expect(readCart({ cartId: 'c1' })).toEqual({ cartId: 'c1' });
  });

  it('refuses a missing or wrong required field, a wrong optional one, and null where only absence is allowed', () => {
    expect(readCart({})).toBeUndefined();
    expect(readCart({ cartId: '' })).toBeUndefined();
    expect(readCart({ cartId: 7 })).toBeUndefined();
    expect(readCart({ cartId: 'c1', anonymousId: 5 })).toBeUndefined();
    expect(readCart({ cartId: 'c1', anonymousId: null })).toBeUndefined();
    expect(readCart(null)).toBeUndefined();
    expect(readCart(['c1'])).toBeUndefined();
    expect(readCart('c1')).toBeUndefined();
  });

  it('reads numbers, text rules and lists of text', () => {
    expect(finiteNumber(1.5)).toBe(1.5);
    expect(finiteNumber(Number.NaN)).toBeUndefined();
    expect(finiteNumber('1')).toBeUndefined();
    expect(text({ pattern: /^[A-Z]{2}$/ })('NZ')).toBe('NZ');
    expect(text({ pattern: /^[A-Z]{2}$/ })('NZL')).toBeUndefined();
    expect(text({ test: (v) => v.startsWith('2') })('2026-11-26')).toBe('2026-11-26');
    expect(textList(['a', 'b'])).toEqual(['a', 'b']);
    expect(textList(['a', 1])).toBeUndefined();
  });

  it('reads the profile cookie the API sets, and nothing from a forged or broken one', () => {
    const cookie = (value: unknown) => `${PROFILE_COOKIE}=${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    expect(sessionFromCookies(`a=1; ${cookie({ roles: ['customer'], email: 'priya@example.com', name: null })}`)).toEqual({ roles: ['customer'], email: 'priya@example.com', name: null });
    expect(sessionFromCookies(cookie({ roles: 'admin' }))).toBeNull();
    expect(sessionFromCookies(cookie({ email: 'x@example.com' }))).toBeNull();
    expect(sessionFromCookies(`${PROFILE_COOKIE}=%%%`)).toBeNull();
    expect(sessionFromCookies('other=1')).toBeNull();
  });
});
