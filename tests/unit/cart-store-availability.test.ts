import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { availability } from '../../src/features/product/availability';
import { ApiError } from '../../src/lib/api/client';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import type { VariantsResponse } from '../../src/lib/api/contracts/variants';
import { price } from '../../src/lib/domain/money';

const variantsOf = (count: number, deliveryMessage: string | null = null): VariantsResponse => ({
  productKey: 'WB1004',
  productId: 'p1',
  thirdPartySource: null,
  isHamper: false,
  variants: Array.from({ length: count }, (_, i) => ({
    label: 'Standard',
    price: price(8900),
    productKey: 'WB1004',
    variantKey: `v${i}`,
    variantId: `v${i}`,
    productId: 'p1',
    sku: `WB1004-${i}`,
    images: [],
  })),
  deliveryFee: price(1495),
  extraDeliveryFee: null,
  serviceFee: null,
  deliveryMessage,
});
const ready = { hasLocation: true, date: knownDay('2026-11-26'), thirdParty: false };
const unavailable = 'Unfortunately, this product is not available for your chosen delivery details. Please select another product, date, or location.';

describe('when Add to cart may be used', () => {
  it('waits for a location, then a date, then the variants', () => {
    expect(availability({ ...ready, hasLocation: false, variants: { status: 'idle' } }).blocker).toBe('Choose a delivery location first');
    expect(availability({ ...ready, date: null, variants: { status: 'idle' } }).blocker).toBe('Choose a delivery date first');
    expect(availability({ ...ready, variants: { status: 'loading' } }).blocker).toBe('Checking availability…');
    expect(availability({ ...ready, variants: { status: 'ok', data: variantsOf(4) } })).toEqual({ blocker: null, variantError: null, note: null });
  });

  it('shows the variant error detail, or the default when delivery is unavailable', () => {
    const hamper = 'This hamper is hand made to order, so it cannot be delivered on the same day.';
    expect(availability({ ...ready, variants: { status: 'error', error: new ApiError(422, { title: 'Not Available', detail: hamper }) } })).toMatchObject({ blocker: hamper, variantError: hamper });
    expect(availability({ ...ready, variants: { status: 'error', error: new ApiError(500, {}) } })).toMatchObject({ variantError: unavailable });
    expect(availability({ ...ready, variants: { status: 'ok', data: variantsOf(0) } })).toMatchObject({ blocker: unavailable, variantError: unavailable });
  });

  it("treats a partner's 'Allow 3 business days for delivery' as a note, not an error", () => {
    const partner = { ...ready, thirdParty: true };
    expect(availability({ ...partner, variants: { status: 'ok', data: variantsOf(2, 'Allow 3 business days for delivery') } })).toEqual({
      blocker: null,
      variantError: null,
      note: 'Allow 3 business days for delivery',
    });
    expect(
      availability({ ...partner, variants: { status: 'error', error: new ApiError(422, { type: PROBLEM_TYPES.partnerDeliveryNote, detail: 'Allow 3 business days for delivery' }) } }).variantError,
    ).toBeNull();
  });
});
