import { describe, expect, it } from 'vitest';
import { findFlowersPath } from '../../src/features/delivery/find-flowers';

describe('findFlowersPath (FIND FLOWERS after storing suburb and date)', () => {
  it('leads from the home page to the listing of every product', () => {
    expect(findFlowersPath('/')).toBe('/flowers');
    expect(findFlowersPath('')).toBe('/flowers');
  });

  it('leads from any other page to its own product grid', () => {
    expect(findFlowersPath('/birthday')).toBe('/birthday#product-grid');
    expect(findFlowersPath('/occasions/sympathy/')).toBe('/occasions/sympathy#product-grid');
  });
});
