import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { availability } from '../../src/features/product/availability';
import { ApiError } from '../../src/lib/api/client';
import { PROBLEM_TYPES, UNKNOWN_PROBLEM } from '../../src/lib/api/problems';

const note = 'Allow 3 business days for delivery';
const partner = { hasLocation: true, date: knownDay('2026-11-26'), thirdParty: true };

describe('availability decides on the problem type, not the wording', () => {
  it("treats the partner's delivery-note problem as a note", () => {
    const error = new ApiError(422, { type: PROBLEM_TYPES.partnerDeliveryNote, detail: note });
    expect(availability({ ...partner, variants: { status: 'error', error } })).toEqual({ blocker: note, variantError: null, note });
  });

  it('treats the same words under another type as an error', () => {
    const error = new ApiError(422, { type: PROBLEM_TYPES.productUnavailable, detail: note });
    expect(availability({ ...partner, variants: { status: 'error', error } })).toMatchObject({ variantError: note, note: null });
  });

  it('exposes about:blank when the problem names no type', () => {
    expect(new ApiError(500, { detail: 'x' }).type).toBe(UNKNOWN_PROBLEM);
  });
});
