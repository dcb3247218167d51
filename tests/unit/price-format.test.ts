import { describe, expect, it } from 'vitest';
import { formatPrice, price } from '../../src/lib/domain/money';

describe('formatPrice', () => {
  it('drops the decimals of whole dollars', () => {
    expect(formatPrice(8500)).toBe('$85');
    expect(formatPrice(129900)).toBe('$1,299');
  });
  it('keeps cents otherwise', () => {
    expect(formatPrice(8550)).toBe('$85.50');
    expect(formatPrice(5)).toBe('$0.05');
  });
  it('shows other supported currencies with $ or their symbol', () => {
    expect(formatPrice(1000, 'NZD')).toBe('$10');
    expect(formatPrice(1000, 'EUR')).toBe('€10');
  });
  it('builds the API price shape from cents', () => {
    expect(price(9995)).toEqual({ amount: 99.95, centAmount: 9995, currencyCode: 'AUD', formattedPrice: '$99.95' });
  });
});
