import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { isOpenOn, responseDeadline, type TradingDay } from '../../src/lib/domain/trading-hours';
import { badgeColour, isRejectionCode, REJECTION_REASONS } from '../../src/lib/domain/order-status';

const WEEKDAYS: TradingDay[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
  day,
  openTime: day === 'Sunday' ? '0000' : '0900',
  closeTime: day === 'Sunday' ? '0000' : day === 'Saturday' ? '1300' : '1700',
}));
/** Melbourne wall time (AEDT in November, UTC+11). */
const melbourne = (local: string) => new Date(`${local}+11:00`);
const HALF_HOUR = 30 * 60;

describe('a store’s time to answer an offer, counted in its trading hours', () => {
  it('runs 30 minutes from an offer made while open', () => {
    expect(responseDeadline(melbourne('2026-11-25T10:00:00'), HALF_HOUR, WEEKDAYS)).toEqual(melbourne('2026-11-25T10:30:00'));
  });
  it('carries what is left over the closing to the next opening', () => {
    expect(responseDeadline(melbourne('2026-11-25T16:50:00'), HALF_HOUR, WEEKDAYS)).toEqual(melbourne('2026-11-26T09:20:00'));
  });
  it('starts at the next opening for an offer made overnight, skipping a closed Sunday', () => {
    expect(responseDeadline(melbourne('2026-11-28T21:00:00'), HALF_HOUR, WEEKDAYS)).toEqual(melbourne('2026-11-30T09:30:00'));
    expect(responseDeadline(melbourne('2026-11-25T06:00:00'), HALF_HOUR, WEEKDAYS)).toEqual(melbourne('2026-11-25T09:30:00'));
  });
  it('counts wall time for a store with no trading hours, and seconds for short windows', () => {
    expect(responseDeadline(melbourne('2026-11-29T03:00:00'), 5, [])).toEqual(melbourne('2026-11-29T03:00:05'));
    expect(responseDeadline(melbourne('2026-11-25T11:00:00'), 5, WEEKDAYS)).toEqual(melbourne('2026-11-25T11:00:05'));
  });
  it('knows the days a store trades', () => {
    expect(isOpenOn(WEEKDAYS, knownDay('2026-11-29'))).toBe(false);
    expect(isOpenOn(WEEKDAYS, knownDay('2026-11-28'))).toBe(true);
  });
});

describe('order vocabularies', () => {
  it('colours badges as the spec does, grey for the rest', () => {
    expect(['Complete', 'Accepted Order', 'Paid'].map(badgeColour)).toEqual(['green', 'green', 'green']);
    expect(['Cancelled', 'Manual Intervention'].map(badgeColour)).toEqual(['red', 'red']);
    expect(['Awaiting Store Response', 'Balance Due', 'Open'].map(badgeColour)).toEqual(['orange', 'orange', 'orange']);
    expect(badgeColour('Delivered')).toBe('pink');
    expect(badgeColour('Returned')).toBe('grey');
  });
  it('accepts the rejection codes 1–8 and 10 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].every(isRejectionCode)).toBe(true);
    expect([0, 9, 11, '1', 1.5, null].some(isRejectionCode)).toBe(false);
    expect(REJECTION_REASONS[10]).toBe('Rejected to executing member');
  });
});
