import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { formatDate, formatDateTime, formatDay, formatLongDay, preferredLocale } from '../../src/lib/domain/display-locale';
import { formatPrice } from '../../src/lib/domain/money';

describe('the display locale', () => {
  it('is the first supported one among the browser languages, else en-AU', () => {
    expect(preferredLocale(['en-US', 'en'])).toBe('en-US');
    expect(preferredLocale(['en-us'])).toBe('en-US');
    expect(preferredLocale(['en-GB', 'en-AU', 'en-US'])).toBe('en-AU');
    expect(preferredLocale(['fr-FR', 'en-US'])).toBe('en-US');
    expect(preferredLocale(['en'])).toBe('en-AU');
    expect(preferredLocale([])).toBe('en-AU');
  });
});

describe('dates in each locale', () => {
  // 10:30 pm on 30 November in UTC is 9:30 am on 1 December in Melbourne.
  const instant = '2025-11-30T22:30:00Z';
  const day = knownDay('2025-12-01');

  it('keeps the Australian forms in en-AU', () => {
    expect(formatDay(day, 'en-AU')).toBe('01/12/2025');
    expect(formatDate(instant, 'en-AU')).toBe('01/12/2025');
    expect(formatDateTime(instant, 'en-AU')).toBe('01/12/2025 9:30AM');
    expect(formatDateTime(instant, 'en-AU', 'medium')).toBe('1 Dec 2025, 9:30 am');
    expect(formatLongDay(day, 'en-AU')).toBe('Monday 1 December 2025');
  });

  it('puts the month first, by name, in en-US, on the Melbourne day', () => {
    expect(formatDay(day, 'en-US')).toBe('Dec 1, 2025');
    expect(formatDate(instant, 'en-US')).toBe('Dec 1, 2025');
    expect(formatDateTime(instant, 'en-US')).toBe('Dec 1, 2025, 9:30 AM');
    expect(formatLongDay(day, 'en-US')).toBe('Monday, December 1, 2025');
  });

  it('leaves prices as Australian dollars with $', () => {
    expect(formatPrice(123450)).toBe('$1,234.50');
  });
});
