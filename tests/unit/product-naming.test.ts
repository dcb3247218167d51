import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUG_PATTERN, sizeAbbreviation, sizeKey, slugFromName } from '../../src/lib/domain/product-naming';

describe("a new product's address and size keys", () => {
  it.each([
    ['Sunny Days Bouquet!', 'sunny-days-bouquet'],
    ['  Roses & Lilies  ', 'roses-and-lilies'],
    ['Crème Brûlée Posy', 'creme-brulee-posy'],
    ['!!!', ''],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('makes %j into the address %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    if (slug) expect(slug).toMatch(PRODUCT_SLUG_PATTERN);
  });

  it.each([
    ['Standard', 'STD'],
    ['deluxe', 'DLX'],
    ['Small', 'SMA'],
    ['Extra large', 'EL'],
    ['', ''],
  ])('abbreviates the size %j as %j', (name, abbreviation) => {
    expect(sizeAbbreviation(name)).toBe(abbreviation);
  });

  it('keys a size by the product and the size', () => {
    expect(sizeKey('WB2001', 'Premium')).toBe('WB2001-PRE');
    expect(sizeKey('WB2001', '')).toBe('WB2001');
  });
});
