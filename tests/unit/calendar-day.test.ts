import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDayOf,
  formatDisplayDate,
  knownDay,
  localCalendarDay,
  localDateOf,
  parseCalendarDay,
  parseDisplayDate,
  readCalendarDay,
  readDayOfAnyYear,
  weekdayOf,
} from '../../src/lib/domain/calendar-day';
import { countryChoice, deliveryChoiceOf, deliveryQuery, destinationColumns, destinationKey, suburbChoice } from '../../src/lib/domain/delivery-choice';
import { monthWeeks, moveFocus } from '../../src/features/delivery/calendar';

describe('the one check of a day', () => {
  it('reads real yyyy-MM-dd days, and says which way other text is wrong', () => {
    expect(readCalendarDay('2024-02-29')).toEqual({ ok: true, day: '2024-02-29' });
    expect(readCalendarDay('2025-4-01')).toEqual({ ok: false, fault: 'format' });
    expect(readCalendarDay('01/04/2025')).toEqual({ ok: false, fault: 'format' });
    expect(readCalendarDay(' 2025-04-01')).toEqual({ ok: false, fault: 'format' });
    expect(readCalendarDay('2025-02-29')).toEqual({ ok: false, fault: 'no-such-day' });
    expect(readCalendarDay('2026-02-30')).toEqual({ ok: false, fault: 'no-such-day' });
    expect(readCalendarDay('2025-13-01')).toEqual({ ok: false, fault: 'no-such-day' });
  });

  it("takes only the shop's years, 1900 to 2999: year 0000, which Postgres refuses, and 9999 are out of range", () => {
    expect(readCalendarDay('1900-01-01')).toEqual({ ok: true, day: '1900-01-01' });
    expect(readCalendarDay('1970-01-01')).toEqual({ ok: true, day: '1970-01-01' });
    expect(readCalendarDay('2999-12-31')).toEqual({ ok: true, day: '2999-12-31' });
    for (const text of ['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) expect(readCalendarDay(text), text).toEqual({ ok: false, fault: 'out-of-range' });
    // Not a day at all is still said so, whatever its year.
    expect(readCalendarDay('0000-02-30')).toEqual({ ok: false, fault: 'no-such-day' });
    expect(parseCalendarDay('0000-01-01')).toBeNull();
    expect(parseDisplayDate('01/01/0000')).toBeNull();
    expect(() => knownDay('0000-01-01')).toThrow(RangeError);
  });

  it('reads a stored day of any year, so rows written before the range are still read', () => {
    expect(readDayOfAnyYear('9999-12-31')).toEqual({ ok: true, day: '9999-12-31' });
    expect(readDayOfAnyYear('2025-02-29')).toEqual({ ok: false, fault: 'no-such-day' });
  });

  it('parses any value, null for anything but a day', () => {
    expect(parseCalendarDay('2025-11-14')).toBe('2025-11-14');
    expect(parseCalendarDay('2025-04-31')).toBeNull();
    expect(parseCalendarDay(20250401)).toBeNull();
    expect(parseCalendarDay(null)).toBeNull();
  });

  it('takes a day written in the code only when it is one', () => {
    expect(knownDay('2025-11-14')).toBe('2025-11-14');
    expect(() => knownDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('the date field: dd/MM/yyyy text', () => {
  it('reads d/M/yyyy and dd/MM/yyyy, with spaces around', () => {
    expect(parseDisplayDate(' 4/11/2025 ')).toBe('2025-11-04');
    expect(parseDisplayDate('04/11/2025')).toBe('2025-11-04');
  });

  it('refuses other formats and days that do not exist', () => {
    expect(parseDisplayDate('2025-11-04')).toBeNull();
    expect(parseDisplayDate('4-11-2025')).toBeNull();
    expect(parseDisplayDate('04/11/25')).toBeNull();
    expect(parseDisplayDate('31/04/2025')).toBeNull();
    expect(parseDisplayDate('30/02/2026')).toBeNull();
  });

  it('writes a day back as dd/MM/yyyy', () => {
    expect(formatDisplayDate(knownDay('2025-11-04'))).toBe('04/11/2025');
  });
});

describe('days from days and clocks', () => {
  it('moves by days and months, keeping to the month end', () => {
    expect(addDays(knownDay('2025-12-31'), 1)).toBe('2026-01-01');
    expect(addMonths(knownDay('2025-11-30'), 3)).toBe('2026-02-28');
    expect(weekdayOf(knownDay('2025-11-16'))).toBe(0);
  });

  it('makes days of a year, month and day, and of local Dates', () => {
    expect(calendarDayOf(2026, 2, 29)).toBe('2026-03-01');
    expect(localCalendarDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localCalendarDay(localDateOf(knownDay('2026-03-29')))).toBe('2026-03-29');
  });

  it('lays the month grid out in days, Monday first, and moves the focus in days', () => {
    const weeks = monthWeeks(knownDay('2026-02-10'));
    expect(weeks[0]![0]).toBe('2026-01-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-03-01');
    expect(moveFocus(knownDay('2026-02-10'), 'Home')).toBe('2026-02-09');
    expect(moveFocus(knownDay('2026-02-10'), 'End')).toBe('2026-02-15');
    expect(moveFocus(knownDay('2026-01-31'), 'PageDown')).toBe('2026-02-28');
    expect(moveFocus(knownDay('2026-02-10'), 'Tab')).toBeNull();
  });
});

describe('delivery choice', () => {
  it('sends either suburbId or countryCode with the date', () => {
    expect(deliveryQuery(suburbChoice('vic-3101-kew'), knownDay('2025-11-14'))).toEqual({ deliveryDate: '2025-11-14', suburbId: 'vic-3101-kew', countryCode: undefined });
    expect(deliveryQuery(countryChoice('NZ'))).toEqual({ deliveryDate: undefined, suburbId: undefined, countryCode: 'NZ' });
    expect(deliveryQuery(null, null)).toEqual({ deliveryDate: undefined, suburbId: undefined, countryCode: undefined });
  });

  it('prefers the suburb when both are known', () => {
    expect(deliveryChoiceOf({ suburbId: 'vic-3101-kew', countryCode: 'AU' })).toEqual({ kind: 'suburb', suburbId: 'vic-3101-kew' });
    expect(deliveryChoiceOf({ suburbId: null, countryCode: 'NZ' })).toEqual({ kind: 'country', countryCode: 'NZ' });
    expect(deliveryChoiceOf({})).toBeNull();
  });

  it('is stored in two columns, one of them null, and keyed by one text', () => {
    expect(destinationColumns(suburbChoice('vic-3101-kew'))).toEqual({ suburbId: 'vic-3101-kew', countryCode: null });
    expect(destinationColumns(countryChoice('NZ'))).toEqual({ suburbId: null, countryCode: 'NZ' });
    expect(destinationColumns(null)).toEqual({ suburbId: null, countryCode: null });
    expect(destinationKey({ kind: 'suburb', suburbId: 'vic-3101-kew' })).toBe('suburb:vic-3101-kew');
    expect(destinationKey({ kind: 'country', countryCode: 'NZ' })).toBe('country:NZ');
  });
});
