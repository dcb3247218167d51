import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/lib/domain/country-name';

describe('countryName', () => {
  it('names a country from its ISO code, in any case', () => {
    expect(countryName('NZ')).toBe('New Zealand');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
  });

  it('keeps an unknown code as it is, upper-cased', () => {
    expect(countryName('xy')).toBe('XY');
  });
});
