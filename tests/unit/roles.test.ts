import { describe, expect, it } from 'vitest';
import { deriveRole, isFloristGroup, isStaffGroup, showsCustomProductBanner } from '../../src/lib/domain/roles';

describe('derived role (spec 001 section 6)', () => {
  it.each([
    [null, 'guest'],
    [undefined, 'guest'],
    [['floristowner'], 'floristowner'],
    [['florist', 'floristowner'], 'floristowner'],
    [['florist'], 'florist'],
    [['florist', 'flowerline'], 'florist'],
    [['flowerline'], 'flowerline'],
    [['flowerline', 'customer'], 'flowerline'],
    [['customer'], 'customer'],
    [['Customer '], 'customer'],
    [[], 'customer'],
  ] as const)('%j is %s', (claim, role) => {
    expect(deriveRole(claim as string[] | null | undefined)).toBe(role);
  });

  it('groups', () => {
    expect(['florist', 'floristowner'].every((r) => isFloristGroup(r as never))).toBe(true);
    expect(isFloristGroup('flowerline')).toBe(false);
    expect(['flowerline', 'florist', 'floristowner'].every((r) => isStaffGroup(r as never))).toBe(true);
    expect(isStaffGroup('customer')).toBe(false);
    expect(isStaffGroup('guest')).toBe(false);
  });
});

describe('create-custom-product banner', () => {
  it('shows for the three florist-type roles outside international mode', () => {
    for (const claim of [['flowerline'], ['florist'], ['floristowner']]) expect(showsCustomProductBanner(claim, false)).toBe(true);
  });
  it('never shows in international mode', () => {
    for (const claim of [['flowerline'], ['florist'], ['floristowner']]) expect(showsCustomProductBanner(claim, true)).toBe(false);
  });
  it('never shows to customers or guests', () => {
    expect(showsCustomProductBanner(['customer'], false)).toBe(false);
    expect(showsCustomProductBanner(null, false)).toBe(false);
  });
});
