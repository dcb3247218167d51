import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from '../../src/lib/domain/count';

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'product')).toBe('0 products');
    expect(countOf(2, 'product')).toBe('2 products');
    expect(countOf(-1, 'product')).toBe('-1 products');
  });
  it('takes an irregular plural', () => {
    expect(countOf(1, 'country', 'countries')).toBe('1 country');
    expect(countOf(5, 'country', 'countries')).toBe('5 countries');
  });
  it('gives the noun alone', () => {
    expect(nounFor(1, 'review')).toBe('review');
    expect(nounFor(12, 'review')).toBe('reviews');
  });
});
