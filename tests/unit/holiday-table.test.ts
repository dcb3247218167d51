import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { holidayTable } from '../../scripts/generate-holidays';
import { PUBLIC_HOLIDAYS } from '../../src/lib/domain/holiday-table';
import { isPublicHoliday, publicHolidayName } from '../../src/lib/domain/holidays';

describe('public-holiday table', () => {
  it('is exactly what the date-holidays library says', () => {
    expect(PUBLIC_HOLIDAYS).toEqual(holidayTable());
  });
  it('knows state-only holidays', () => {
    expect(publicHolidayName(knownDay('2026-11-03'), 'VIC')).toBe('Melbourne Cup');
    expect(isPublicHoliday(knownDay('2026-11-03'), 'NSW')).toBe(false);
    expect(isPublicHoliday(knownDay('2026-10-05'), 'NSW')).toBe(true);
    expect(isPublicHoliday(knownDay('2026-12-25'), 'WA')).toBe(true);
  });
  it('refuses years it has no table for rather than guessing', () => {
    expect(() => publicHolidayName(knownDay('2040-01-01'), 'VIC')).toThrow(RangeError);
  });
});
