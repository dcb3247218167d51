import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { checkAvailability, deliveryFees, LOCAL_SERVICE_FEE_CENTS, PRODUCT_UNAVAILABLE_MESSAGE, weekdayMask, type Destination } from '../../src/lib/domain/availability';
import { deliveryCharges } from '../../src/lib/domain/delivery-charges';
import * as deliveryRules from '../../src/lib/domain/delivery';
import { DEFAULT_RULE_BOOK, sameDayCutoffMinutes, type DeliveryRuleBook } from '../../src/lib/domain/delivery-rule-book';
import { calendarRulesOf, ruleBookOfCalendar } from '../../src/lib/domain/delivery-calendar';
import { isAllowed, selectorDayRules } from '../../src/features/delivery/date-rules';

/**
 * A date Flowerline opens for its florists' deliveries (docs/adr/0782):
 * Mother's Day, Sunday 10 May 2026, which the standing rules close.
 */
const { deliveryDateProblem, earliestDeliveryDate, isDeliveryDay } = deliveryRules;
const day = knownDay;
const melbourne = (at: string) => fromZonedTime(at, 'Australia/Melbourne');
const MOTHERS_DAY = day('2026-05-10');
const KINGS_BIRTHDAY = day('2026-06-08'); // a Monday; a public holiday in every state but QLD and WA
const now = melbourne('2026-04-20T09:00');
const opened = (cutoffMinutes: number | null = null, more: Partial<DeliveryRuleBook> = {}): DeliveryRuleBook => ({
  ...DEFAULT_RULE_BOOK,
  openDates: [
    { date: MOTHERS_DAY, reason: "Mother's Day", cutoffMinutes },
    { date: KINGS_BIRTHDAY, reason: 'Open for the long weekend', cutoffMinutes: null },
  ],
  ...more,
});

const florist = { thirdPartySource: null, isHamper: false };
const walwater = { thirdPartySource: 'walwater', isHamper: false };
const gfs = { thirdPartySource: 'gfs', isHamper: false };
// Fitzroy's stores trade Monday to Saturday; no store trades on Sundays.
const fitzroy: Destination = { kind: 'suburb', state: 'VIC', openDays: weekdayMask([1, 2, 3, 4, 5, 6]), deliveryFeeCents: 1495, zone: 'metro' };
const unserved: Destination = { kind: 'suburb', state: 'WA', openDays: 0, deliveryFeeCents: 0, zone: 'regional' };
const nz: Destination = { kind: 'country', isoCode: 'NZ', partner: 'gfs' };

describe('a date opened for deliveries', () => {
  it('makes a Sunday a delivery day for the florists, and only for them', () => {
    expect(deliveryDateProblem(MOTHERS_DAY, { now, state: 'VIC' })?.code).toBe('sunday');
    expect(deliveryDateProblem(MOTHERS_DAY, { now, state: 'VIC', rules: opened() })).toBeNull();
    expect(isDeliveryDay(MOTHERS_DAY, 'VIC', opened())).toBe(true);
    // A partner's courier and deliveries abroad keep the standing days.
    expect(deliveryDateProblem(MOTHERS_DAY, { now, state: 'VIC', partner: true, rules: opened() })?.code).toBe('sunday');
    expect(deliveryDateProblem(MOTHERS_DAY, { now, isLocal: false, rules: opened() })?.code).toBe('sunday');
    // A date Flowerline closed stays closed, opened or not.
    const both = opened(null, { closedDates: [{ date: MOTHERS_DAY, reason: 'Closed for the flood' }] });
    expect(deliveryDateProblem(MOTHERS_DAY, { now, state: 'VIC', rules: both })?.code).toBe('closed');
  });

  it('opens a public holiday in every state it falls in', () => {
    expect(deliveryDateProblem(KINGS_BIRTHDAY, { now, state: 'VIC' })?.code).toBe('public-holiday');
    expect(deliveryDateProblem(KINGS_BIRTHDAY, { now, state: 'VIC', rules: opened() })).toBeNull();
    expect(deliveryDateProblem(KINGS_BIRTHDAY, { now, state: 'NSW', rules: opened() })).toBeNull();
  });

  it('is deliverable in every suburb a store serves, though no store there trades that weekday', () => {
    expect(checkAvailability({ product: florist, destination: fitzroy, date: MOTHERS_DAY, now }).available).toBe(false);
    expect(checkAvailability({ product: florist, destination: fitzroy, date: MOTHERS_DAY, now, rules: opened() })).toEqual({ available: true, deliveryMessage: null });
    expect(checkAvailability({ product: florist, destination: unserved, date: MOTHERS_DAY, now, rules: opened() })).toMatchObject({
      available: false,
      reason: 'location',
      message: PRODUCT_UNAVAILABLE_MESSAGE,
    });
    expect(checkAvailability({ product: walwater, destination: fitzroy, date: MOTHERS_DAY, now, rules: opened() })).toMatchObject({ available: false, reason: 'date' });
    expect(checkAvailability({ product: gfs, destination: nz, date: MOTHERS_DAY, now, rules: opened() })).toMatchObject({ available: false, reason: 'date' });
  });

  it("takes its own same-day cutoff on the day, or Saturday's", () => {
    const nine = melbourne('2026-05-10T09:00');
    const half = melbourne('2026-05-10T09:30');
    const eleven = melbourne('2026-05-10T10:30');
    expect(sameDayCutoffMinutes(DEFAULT_RULE_BOOK, nine)).toBeNull();
    expect(sameDayCutoffMinutes(opened(), nine)).toBe(10 * 60);
    expect(earliestDeliveryDate({ now: nine, state: 'VIC', rules: opened() })).toBe(MOTHERS_DAY);
    expect(earliestDeliveryDate({ now: eleven, state: 'VIC', rules: opened() })).toBe(day('2026-05-11'));
    expect(sameDayCutoffMinutes(opened(9 * 60), half)).toBe(9 * 60);
    expect(deliveryDateProblem(MOTHERS_DAY, { now: half, state: 'VIC', rules: opened(9 * 60) })).toEqual({
      code: 'too-soon',
      message: "Same-day delivery today (Mother's Day) closes at 9am. The earliest delivery date is 11/05/2026.",
    });
    // Saturday evening: the next delivery day is the opened Sunday.
    expect(earliestDeliveryDate({ now: melbourne('2026-05-09T18:00'), state: 'VIC', rules: opened() })).toBe(MOTHERS_DAY);
    expect(earliestDeliveryDate({ now: melbourne('2026-05-09T18:00'), state: 'VIC' })).toBe(day('2026-05-11'));
  });

  it('charges a peak day on the opened Sunday once per delivery, without the Saturday surcharge', () => {
    const rules = opened(null, { peakDays: [{ date: MOTHERS_DAY, name: "Mother's Day", cents: 1500 }] });
    expect(deliveryFees(florist, fitzroy, MOTHERS_DAY, rules)).toEqual({ deliveryFee: 1495, extraDeliveryFee: 0, peakDay: { name: "Mother's Day", cents: 1500 }, serviceFee: LOCAL_SERVICE_FEE_CENTS });
    const line = { product: florist, destination: fitzroy, destinationKey: 'fitzroy', date: MOTHERS_DAY };
    expect(deliveryCharges([line, line], rules)).toMatchObject({ deliveryCents: 1495, peakSurcharges: [{ name: "Mother's Day", cents: 1500 }], deliveries: 1 });
  });

  it("reaches the browser's calendar, which then offers the Sunday with its surcharge", () => {
    const rules = opened(9 * 60, { peakDays: [{ date: MOTHERS_DAY, name: "Mother's Day", cents: 1500 }] });
    const sent = calendarRulesOf(rules, day('2026-04-20'));
    expect(sent.openDates).toEqual([
      { date: MOTHERS_DAY, reason: "Mother's Day", cutoffMinutes: 9 * 60 },
      { date: KINGS_BIRTHDAY, reason: 'Open for the long weekend', cutoffMinutes: null },
    ]);
    const browser = ruleBookOfCalendar(sent);
    for (const at of ['2026-04-20T09:00', '2026-05-10T08:30', '2026-05-10T09:30']) {
      const ctx = { now: melbourne(at), state: 'VIC' as const };
      expect(deliveryDateProblem(MOTHERS_DAY, { ...ctx, rules: browser }), at).toEqual(deliveryDateProblem(MOTHERS_DAY, { ...ctx, rules }));
    }
    const selector = selectorDayRules(deliveryRules, now, 'VIC', browser);
    expect(isAllowed(MOTHERS_DAY, selector)).toBe(true);
    expect(selector.noteFor?.(MOTHERS_DAY)).toBe("Mother's Day, +$15 peak day");
    expect(isAllowed(day('2026-05-17'), selector)).toBe(false);
  });
});
