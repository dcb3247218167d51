import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { currentStoredDelivery, isInternationalPath, isLocalCountry, isStoredDateCurrent, melbourneToday, needsDeliveryChoice } from '../../src/lib/domain/delivery-storage';

const fitzroy = { name: 'Fitzroy', suburbId: 'vic-fitzroy-3065' };
// 23:30 on 14 March 2025 in UTC is 10:30 on 15 March in Melbourne (AEDT, UTC+11).
const lateUtc = new Date('2025-03-14T23:30:00Z');
const context = { now: lateUtc, path: '/', internationalSlug: 'overseas' };

describe('melbourneToday', () => {
  it('is the calendar day in Melbourne, not in UTC', () => {
    expect(melbourneToday(lateUtc)).toBe('2025-03-15');
    expect(melbourneToday(new Date('2025-07-01T13:59:00Z'))).toBe('2025-07-01'); // 23:59 AEST
    expect(melbourneToday(new Date('2025-07-01T14:00:00Z'))).toBe('2025-07-02'); // midnight AEST
  });
});

describe('isStoredDateCurrent', () => {
  it('keeps today and later, expires yesterday', () => {
    expect(isStoredDateCurrent(knownDay('2025-03-15'), lateUtc)).toBe(true);
    expect(isStoredDateCurrent(knownDay('2025-06-01'), lateUtc)).toBe(true);
    expect(isStoredDateCurrent(knownDay('2025-03-14'), lateUtc)).toBe(false);
  });
});

describe('currentStoredDelivery', () => {
  it('keeps a location whose date is still current', () => {
    const stored = { location: fitzroy, date: knownDay('2025-03-15'), country: null };
    expect(currentStoredDelivery(stored, context)).toEqual(stored);
  });

  it('expires the location and its date once the date has passed in Melbourne', () => {
    const stored = { location: fitzroy, date: knownDay('2025-03-14'), country: null };
    expect(currentStoredDelivery(stored, context)).toEqual({ location: null, date: null, country: null });
  });

  it('clears the local location on the international page and its country pages', () => {
    const stored = { location: fitzroy, date: knownDay('2025-03-20'), country: null };
    expect(currentStoredDelivery(stored, { ...context, path: '/overseas' }).location).toBeNull();
    expect(currentStoredDelivery(stored, { ...context, path: '/overseas/nz/' }).location).toBeNull();
    expect(currentStoredDelivery(stored, { ...context, path: '/overseas-gifts' }).location).toEqual(fitzroy);
    expect(currentStoredDelivery(stored, { ...context, path: '/international', internationalSlug: 'international' }).date).toBe(knownDay('2025-03-20'));
  });

  it('clears the local location when a non-local country is stored, not for Australia', () => {
    expect(currentStoredDelivery({ location: fitzroy, date: knownDay('2025-03-20'), country: 'NZ' }, context).location).toBeNull();
    expect(currentStoredDelivery({ location: fitzroy, date: knownDay('2025-03-20'), country: 'AU' }, context).location).toEqual(fitzroy);
  });
});

describe('small rules', () => {
  it('treats Australia (any case) and no country as local', () => {
    expect(isLocalCountry(null)).toBe(true);
    expect(isLocalCountry('au')).toBe(true);
    expect(isLocalCountry('GB')).toBe(false);
  });

  it('matches the international path by whole segments', () => {
    expect(isInternationalPath('/Overseas/', 'overseas')).toBe(true);
    expect(isInternationalPath('/', 'overseas')).toBe(false);
    expect(isInternationalPath('/overseas', '')).toBe(false);
  });

  it('shows the delivery bar only while neither a location nor a country is stored', () => {
    expect(needsDeliveryChoice({ location: null, country: null })).toBe(true);
    expect(needsDeliveryChoice({ location: fitzroy, country: null })).toBe(false);
    expect(needsDeliveryChoice({ location: null, country: 'NZ' })).toBe(false);
  });
});
