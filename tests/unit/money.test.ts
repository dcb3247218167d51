import { describe, expect, it } from 'vitest';
import { formatPrice, includedGst, price } from '../../src/lib/domain/money';

describe('money', () => {
  it('drops the decimals of whole dollars and keeps cents otherwise', () => {
    expect(formatPrice(8900)).toBe('$89');
    expect(formatPrice(1495)).toBe('$14.95');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('answers amount in dollars beside the integer cents', () => {
    expect(price(1295)).toEqual({ amount: 12.95, centAmount: 1295, currencyCode: 'AUD', formattedPrice: '$12.95' });
  });

  it('shows a negative amount (a discount) with its sign, whole dollars without decimals', () => {
    expect(formatPrice(-1000)).toBe('-$10');
    expect(formatPrice(-1050)).toBe('-$10.50');
  });
});

describe('GST included in a price', () => {
  it('is 1/11 of the price, to the nearest cent', () => {
    expect(includedGst(11000)).toBe(1000);
    expect(includedGst(8000)).toBe(727); // 727.27
    expect(includedGst(8950)).toBe(814); // 813.64
    expect(includedGst(5)).toBe(0); // 0.45
    expect(includedGst(6)).toBe(1); // 0.55
    expect(includedGst(0)).toBe(0);
  });

  it('rounds every remainder the same way as exact arithmetic would', () => {
    for (let cents = 0; cents < 2300; cents++) expect(includedGst(cents)).toBe(Math.round(cents / 11));
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => includedGst(10.5)).toThrow(RangeError);
    expect(() => includedGst(-100)).toThrow(RangeError);
  });
});
