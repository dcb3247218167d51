import { describe, expect, it } from 'vitest';
import { formatPrice, price } from '../../src/lib/domain/money';

describe('money', () => {
  it('drops the decimals of whole dollars and keeps cents otherwise', () => {
    expect(formatPrice(8900)).toBe('$89');
    expect(formatPrice(1495)).toBe('$14.95');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('answers amount in dollars beside the integer cents', () => {
    expect(price(1295)).toEqual({ amount: 12.95, centAmount: 1295, currencyCode: 'AUD', formattedPrice: '$12.95' });
  });
});
