import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { productDayRules } from '../../src/features/delivery/date-rules';
import { checkAvailability } from '../../src/lib/domain/availability';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { productDateProblem, productDeliveryNote, productPlaceProblem, type ProductDeliveryRule } from '../../src/lib/domain/product-delivery';

/** A product's own delivery rule (docs/adr/0762) at Wednesday 12 November 2025, 09:00 in Melbourne. */
const NOW = fromZonedTime('2025-11-12T09:00', 'Australia/Melbourne');
const rule = (overrides: Partial<ProductDeliveryRule> = {}): ProductDeliveryRule => ({ states: null, countries: null, windows: [], leadDays: 0, ...overrides });
const MAY = rule({ windows: [{ first: knownDay('2026-05-01'), last: knownDay('2026-05-10') }] });

describe('a product’s own delivery rule', () => {
  it('refuses days outside its windows, first and last included', () => {
    expect(productDateProblem(MAY, knownDay('2026-04-30'), NOW)).toMatchObject({ field: 'deliveryDate', code: 'window', message: 'This product is delivered only 1 May 2026 to 10 May 2026.' });
    expect(productDateProblem(MAY, knownDay('2026-05-01'), NOW)).toBeNull();
    expect(productDateProblem(MAY, knownDay('2026-05-10'), NOW)).toBeNull();
    expect(productDateProblem(MAY, knownDay('2026-05-11'), NOW)?.code).toBe('window');
  });

  it('needs its days of notice: today plus the lead time at the earliest', () => {
    const two = rule({ leadDays: 2 });
    expect(productDateProblem(two, knownDay('2025-11-13'), NOW)).toMatchObject({ code: 'lead-time', message: "This product needs 2 days' notice: the earliest delivery date is 14/11/2025." });
    expect(productDateProblem(two, knownDay('2025-11-14'), NOW)).toBeNull();
    expect(productDateProblem(rule({ leadDays: 1 }), knownDay('2025-11-12'), NOW)?.message).toContain("a day's notice");
  });

  it('names the state or country it does not go to', () => {
    expect(productPlaceProblem(rule({ states: ['VIC', 'NSW'] }), { kind: 'suburb', state: 'TAS' })).toMatchObject({ field: 'destination', message: 'Not delivered to Tasmania.' });
    expect(productPlaceProblem(rule({ states: ['VIC'] }), { kind: 'suburb', state: 'VIC' })).toBeNull();
    expect(productPlaceProblem(rule({ countries: ['NZ'] }), { kind: 'country', isoCode: 'gb' })?.code).toBe('country');
    expect(productPlaceProblem(rule({ countries: ['NZ'] }), { kind: 'country', isoCode: 'nz' })).toBeNull();
  });

  it('with no rule, the shop’s availability answers exactly as before', () => {
    const product = { thirdPartySource: null, isHamper: false };
    const destination = { kind: 'suburb' as const, state: 'VIC' as const, openDays: 127, deliveryFeeCents: 1500, zone: 'metro' as const };
    const date = knownDay('2025-11-14');
    expect(checkAvailability({ product, destination, date, now: NOW })).toEqual(checkAvailability({ product: { ...product, delivery: null }, destination, date, now: NOW }));
    expect(checkAvailability({ product: { ...product, delivery: MAY }, destination, date, now: NOW })).toMatchObject({ available: false, reason: 'date', productRule: { code: 'window' } });
  });

  it('narrows the calendar: from the end of the notice to the last window day, with reasons', () => {
    const shop = { today: knownDay('2025-11-12'), min: knownDay('2025-11-12'), max: knownDay('2026-02-12') };
    const narrowed = productDayRules(rule({ leadDays: 3, windows: [{ first: knownDay('2025-11-20'), last: knownDay('2025-11-22') }] }), shop, NOW);
    expect(narrowed.min).toBe('2025-11-15');
    expect(narrowed.max).toBe('2025-11-22');
    expect(narrowed.isUnavailable?.(knownDay('2025-11-19'))).toBe(true);
    expect(narrowed.isUnavailable?.(knownDay('2025-11-21'))).toBe(false);
    expect(narrowed.reasonFor?.(knownDay('2025-11-19'))).toBe('This product is delivered only 20 November 2025 to 22 November 2025.');
    expect(productDayRules(null, shop, NOW)).toBe(shop);
    expect(productDeliveryNote(MAY)).toBe('Delivered 1 May 2026 to 10 May 2026 only.');
    expect(productDeliveryNote(rule())).toBeNull();
  });
});
