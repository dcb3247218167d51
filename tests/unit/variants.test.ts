import { describe, expect, it } from 'vitest';
import { addonMaxQuantity, sortVariants, workroomGuideFor } from '../../src/lib/domain/variants';

describe('variants', () => {
  it('sorts sizes Petite, Standard, Premium, Deluxe', () => {
    const given = [{ label: 'Deluxe' }, { label: 'Standard' }, { label: 'Petite' }, { label: 'Premium' }];
    expect(sortVariants(given).map((v) => v.label)).toEqual(['Petite', 'Standard', 'Premium', 'Deluxe']);
  });

  it('matches the workroom guide on the lower-cased variant', () => {
    const guides = [
      { variant: 'standard', html: '<p>12 stems</p>' },
      { variant: 'DELUXE', html: '<p>24 stems</p>' },
    ];
    expect(workroomGuideFor(guides, 'Standard')?.html).toBe('<p>12 stems</p>');
    expect(workroomGuideFor(guides, 'Deluxe')?.html).toBe('<p>24 stems</p>');
    expect(workroomGuideFor(guides, 'Petite')).toBeUndefined();
  });

  it('limits wine to 2 and other add-ons to 9999', () => {
    expect(addonMaxQuantity('wine')).toBe(2);
    expect(addonMaxQuantity('chocolates')).toBe(9999);
  });
});
