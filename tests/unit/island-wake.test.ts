import { describe, expect, it } from 'vitest';
import { holds, PROFILE_COOKIE } from '../../src/stores/wake';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('what wakes an island that hydrates on first use', () => {
  it('a stored cart, for either kind of shopper', () => {
    expect(holds('cart', storage({}), '')).toBe(false);
    expect(holds('cart', storage({ 'cart-id-anonymous': '{"cartId":"c1"}' }), '')).toBe(true);
    expect(holds('cart', storage({ 'cart-id-customer': '{"cartId":"c1"}' }), '')).toBe(true);
  });

  it('a stored suburb, country or date', () => {
    expect(holds('delivery', storage({ 'cart-id-anonymous': '{}' }), '')).toBe(false);
    for (const key of ['delivery-location', 'delivery-country', 'delivery-date']) expect(holds('delivery', storage({ [key]: '"x"' }), ''), key).toBe(true);
  });

  it('the profile cookie of a signed-in shopper, not an emptied one or a look-alike', () => {
    expect(holds('session', storage({}), `theme=dark; ${PROFILE_COOKIE}=eyJyb2xlcyI6W119`)).toBe(true);
    expect(holds('session', storage({}), `${PROFILE_COOKIE}=`)).toBe(false);
    expect(holds('session', storage({}), `x${PROFILE_COOKIE}=abc`)).toBe(false);
    expect(holds('session', storage({}), '')).toBe(false);
  });

  it('nothing for a topic that is not stored', () => {
    expect(holds('search', storage({ 'delivery-country': '"NZ"' }), `${PROFILE_COOKIE}=abc`)).toBe(false);
  });
});
