import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDay, formatDisplayDate, isCalendarDay, parseDisplayDate, weekdayOf } from '../../src/lib/domain/calendar-day';
import { countryChoice, deliveryChoiceOf, deliveryQuery, suburbChoice } from '../../src/lib/domain/delivery-choice';

describe('calendar days', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-4-01')).toBe(false);
    expect(isCalendarDay(20250401)).toBe(false);
    expect(calendarDay('2025-04-31')).toBeNull();
  });

  it('formats and reads dd/MM/yyyy', () => {
    expect(formatDisplayDate('2025-11-04')).toBe('04/11/2025');
    expect(parseDisplayDate(' 4/11/2025 ')).toBe('2025-11-04');
    expect(parseDisplayDate('31/04/2025')).toBeNull();
    expect(parseDisplayDate('2025-11-04')).toBeNull();
  });

  it('moves by days and months, keeping to the month end', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(weekdayOf('2025-11-16')).toBe(0);
  });
});

describe('delivery choice', () => {
  it('sends either suburbId or countryCode with the date', () => {
    expect(deliveryQuery(suburbChoice('vic-3101-kew'), '2025-11-14')).toEqual({ deliveryDate: '2025-11-14', suburbId: 'vic-3101-kew', countryCode: undefined });
    expect(deliveryQuery(countryChoice('NZ'))).toEqual({ deliveryDate: undefined, suburbId: undefined, countryCode: 'NZ' });
    expect(deliveryQuery(null, null)).toEqual({ deliveryDate: undefined, suburbId: undefined, countryCode: undefined });
  });

  it('prefers the suburb when both are known', () => {
    expect(deliveryChoiceOf({ suburbId: 'vic-3101-kew', countryCode: 'AU' })).toEqual({ kind: 'suburb', suburbId: 'vic-3101-kew' });
    expect(deliveryChoiceOf({ suburbId: null, countryCode: 'NZ' })).toEqual({ kind: 'country', countryCode: 'NZ' });
    expect(deliveryChoiceOf({})).toBeNull();
  });
});
