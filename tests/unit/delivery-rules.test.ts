import { fromZonedTime } from 'date-fns-tz';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import {
  deliveryDateProblem,
  earliestDeliveryDate,
  HAMPER_SAME_DAY_MESSAGE,
  isDeliveryDay,
  isSelectableDeliveryDate,
  isSelectableSelectorDate,
  latestDeliveryDate,
  productPickerMinDate,
  selectorEarliestDate,
  selectorMinDate,
} from '../../src/lib/domain/delivery';

/** A wall-clock time in Melbourne. */
const melbourne = (local: string) => fromZonedTime(local, 'Australia/Melbourne');

// November 2025: Wed 12, Fri 14, Sat 15, Sun 16, Mon 17. Melbourne Cup (VIC) is Tue 4 November.
describe('earliest delivery date for shoppers', () => {
  it('is today on a weekday before 14:00', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T13:59'), state: 'VIC' })).toBe('2025-11-12');
  });

  it('is tomorrow on a weekday at or after 14:00', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T14:00'), state: 'VIC' })).toBe('2025-11-13');
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T18:30'), state: 'VIC' })).toBe('2025-11-13');
  });

  it('moves from Friday afternoon to Saturday', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-14T15:00'), state: 'VIC' })).toBe('2025-11-15');
  });

  it('is today on Saturday before 10:00, and Monday from 10:00 (Sunday is excluded)', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-15T09:59'), state: 'NSW' })).toBe('2025-11-15');
    expect(earliestDeliveryDate({ now: melbourne('2025-11-15T10:00'), state: 'NSW' })).toBe('2025-11-17');
  });

  it('is Monday all of Sunday', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-16T08:00'), state: 'QLD' })).toBe('2025-11-17');
  });

  it('skips Melbourne Cup day for a Victorian suburb but not for a New South Wales one', () => {
    const now = melbourne('2025-11-03T15:00');
    expect(earliestDeliveryDate({ now, state: 'VIC' })).toBe('2025-11-05');
    expect(earliestDeliveryDate({ now, state: 'NSW' })).toBe('2025-11-04');
  });

  it('is today for florists and Flowerline at any hour, but never on a Sunday', () => {
    for (const role of ['florist', 'floristowner', 'flowerline'] as const) {
      expect(earliestDeliveryDate({ now: melbourne('2025-11-12T16:45'), role, state: 'VIC' })).toBe('2025-11-12');
      expect(earliestDeliveryDate({ now: melbourne('2025-11-15T11:00'), role, state: 'VIC' })).toBe('2025-11-15');
      expect(earliestDeliveryDate({ now: melbourne('2025-11-16T09:00'), role, state: 'VIC' })).toBe('2025-11-17');
    }
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T16:45'), role: 'customer', state: 'VIC' })).toBe('2025-11-13');
  });

  it('is tomorrow for luxury hampers even in the morning', () => {
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T08:00'), state: 'VIC', isHamper: true })).toBe('2025-11-13');
    expect(earliestDeliveryDate({ now: melbourne('2025-11-12T08:00'), role: 'flowerline', state: 'VIC', isHamper: true })).toBe('2025-11-13');
  });
});

describe('which dates can be chosen', () => {
  it('refuses a hamper today with the hamper message', () => {
    const problem = deliveryDateProblem(knownDay('2025-11-12'), { now: melbourne('2025-11-12T08:00'), state: 'VIC', isHamper: true });
    expect(problem).toEqual({ code: 'hamper-same-day', message: HAMPER_SAME_DAY_MESSAGE });
    expect(HAMPER_SAME_DAY_MESSAGE).toBe('This hamper is hand made to order, so it cannot be delivered on the same day.');
  });

  it('refuses today after the cutoff and says when the earliest day is', () => {
    const problem = deliveryDateProblem(knownDay('2025-11-12'), { now: melbourne('2025-11-12T14:00'), state: 'VIC' });
    expect(problem?.code).toBe('too-soon');
    expect(problem?.message).toContain('13/11/2025');
  });

  it('refuses Sundays, past dates and public holidays of the suburb’s state only', () => {
    const ctx = { now: melbourne('2025-11-12T09:00'), state: 'VIC' as const };
    expect(deliveryDateProblem(knownDay('2025-11-16'), ctx)?.code).toBe('sunday');
    expect(deliveryDateProblem(knownDay('2025-11-11'), ctx)?.code).toBe('past');
    expect(deliveryDateProblem(knownDay('2025-12-25'), ctx)?.code).toBe('public-holiday');
    expect(deliveryDateProblem(knownDay('2025-12-25'), ctx)?.message).toContain('Christmas Day');
    expect(isSelectableDeliveryDate(knownDay('2025-11-17'), ctx)).toBe(true);
  });

  it('knows Melbourne Cup is a Victorian holiday only', () => {
    expect(isDeliveryDay(knownDay('2025-11-04'), 'VIC')).toBe(false);
    expect(isDeliveryDay(knownDay('2025-11-04'), 'NSW')).toBe(true);
    expect(isDeliveryDay(knownDay('2025-11-04'), null)).toBe(true);
  });

  it('knows the October Labour Day is a New South Wales holiday only', () => {
    const now = melbourne('2025-10-01T09:00');
    expect(isSelectableDeliveryDate(knownDay('2025-10-06'), { now, state: 'NSW' })).toBe(false);
    expect(deliveryDateProblem(knownDay('2025-10-06'), { now, state: 'NSW' })?.message).toContain('Labour Day');
    expect(isSelectableDeliveryDate(knownDay('2025-10-06'), { now, state: 'VIC' })).toBe(true);
  });

  it('allows dates up to three months ahead and no further', () => {
    const now = melbourne('2025-11-12T09:00');
    expect(latestDeliveryDate(now)).toBe('2026-02-12');
    expect(isSelectableDeliveryDate(knownDay('2026-02-12'), { now, state: 'VIC' })).toBe(true);
    expect(deliveryDateProblem(knownDay('2026-02-13'), { now, state: 'VIC' })?.code).toBe('too-late');
    expect(latestDeliveryDate(melbourne('2025-11-30T09:00'))).toBe('2026-02-28');
  });

  it('decides the day in Melbourne, not UTC', () => {
    // 23:30 UTC on the 11th is 10:30 on the 12th in Melbourne (AEDT).
    expect(earliestDeliveryDate({ now: new Date('2025-11-11T23:30:00Z'), state: 'VIC' })).toBe('2025-11-12');
  });
});

describe('date pickers', () => {
  it('start the selector bar tomorrow', () => {
    const now = melbourne('2025-11-12T08:00');
    expect(selectorMinDate(now)).toBe('2025-11-13');
    expect(isSelectableSelectorDate(knownDay('2025-11-12'), now, 'VIC')).toBe(false);
    expect(isSelectableSelectorDate(knownDay('2025-11-13'), now, 'VIC')).toBe(true);
    expect(selectorEarliestDate(melbourne('2025-11-15T08:00'), 'VIC')).toBe('2025-11-17');
  });

  it('give the product picker tomorrow when not local, or from the cutoff', () => {
    expect(productPickerMinDate({ now: melbourne('2025-11-12T09:00') })).toBe('2025-11-12');
    expect(productPickerMinDate({ now: melbourne('2025-11-12T09:00'), isLocal: false })).toBe('2025-11-13');
    expect(productPickerMinDate({ now: melbourne('2025-11-12T14:00') })).toBe('2025-11-13');
    expect(productPickerMinDate({ now: melbourne('2025-11-15T09:59') })).toBe('2025-11-15');
    expect(productPickerMinDate({ now: melbourne('2025-11-15T10:00') })).toBe('2025-11-16');
  });
});
