import { describe, expect, it } from 'vitest';
import { knownDay, type CalendarDay } from '../../src/lib/domain/calendar-day';
import { DOMESTIC_PARTNER_DELIVERY_CENTS, deliveryFees, LOCAL_SERVICE_FEE_CENTS, OVERSEAS_DELIVERY_CENTS, SATURDAY_SURCHARGE_CENTS, type Destination } from '../../src/lib/domain/availability';
import { deliveryCharges } from '../../src/lib/domain/delivery-charges';
import { deliveryDateProblem, earliestDeliveryDate, isPastSameDayCutoff } from '../../src/lib/domain/delivery';
import { cutoffText, DEFAULT_RULE_BOOK, sameDayCutoffMinutes, type DeliveryRuleBook } from '../../src/lib/domain/delivery-rule-book';
import { peakDayLabel, peakSurchargeTitle } from '../../src/lib/domain/peak-day-words';
import { cutoffRuleInput, feeRuleInput, openDateInput, peakDayInput } from '../../src/lib/domain/delivery-rule-input';

/** A Melbourne wall-clock time (AEDT, UTC+11, in November to February). */
const melbourne = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const day = (text: string) => knownDay(text);
const book = (changes: Partial<DeliveryRuleBook>): DeliveryRuleBook => ({ ...DEFAULT_RULE_BOOK, ...changes });

const kew: Destination = { kind: 'suburb', state: 'VIC', openDays: 0b1111110, deliveryFeeCents: 1495, zone: 'metro' };
const geelong: Destination = { kind: 'suburb', state: 'VIC', openDays: 0b1111110, deliveryFeeCents: 1995, zone: 'regional' };
const nz: Destination = { kind: 'country', isoCode: 'NZ', partner: 'gfs' };
const florist = { thirdPartySource: null, isHamper: false };
const walwater = { thirdPartySource: 'walwater', isHamper: false };

// Friday 27 November 2026; next Monday is 30 November.
const MONDAY = day('2026-11-30');
const laterCutoff = book({ cutoffs: [...DEFAULT_RULE_BOOK.cutoffs, { effectiveFrom: MONDAY, weekdayMinutes: 16 * 60, saturdayMinutes: 11 * 60 }] });

describe('delivery rule book', () => {
  it('keeps the standing values when nothing is set', () => {
    expect(sameDayCutoffMinutes(DEFAULT_RULE_BOOK, melbourne('2026-11-27', '09:00'))).toBe(14 * 60);
    expect(sameDayCutoffMinutes(DEFAULT_RULE_BOOK, melbourne('2026-11-28', '09:00'))).toBe(10 * 60);
    expect(sameDayCutoffMinutes(DEFAULT_RULE_BOOK, melbourne('2026-11-29', '09:00'))).toBeNull();
    expect(deliveryFees(florist, kew, day('2026-11-28'))).toEqual({ deliveryFee: 1495, extraDeliveryFee: SATURDAY_SURCHARGE_CENTS, peakDay: null, serviceFee: LOCAL_SERVICE_FEE_CENTS });
    expect(deliveryFees(walwater, kew, day('2026-11-27')).deliveryFee).toBe(DOMESTIC_PARTNER_DELIVERY_CENTS);
    expect(deliveryFees(florist, geelong, day('2026-11-27')).deliveryFee).toBe(1995);
    expect(deliveryFees(florist, nz, day('2026-11-27')).deliveryFee).toBe(OVERSEAS_DELIVERY_CENTS);
  });

  it('applies a cutoff change effective next Monday from Monday, not before', () => {
    // Friday 15:00: past the standing 2pm cutoff; the 4pm cutoff starts Monday.
    expect(isPastSameDayCutoff(melbourne('2026-11-27', '15:00'), laterCutoff)).toBe(true);
    expect(isPastSameDayCutoff(melbourne('2026-11-30', '15:00'), laterCutoff)).toBe(false);
    expect(isPastSameDayCutoff(melbourne('2026-11-30', '16:00'), laterCutoff)).toBe(true);
    expect(earliestDeliveryDate({ now: melbourne('2026-11-30', '15:30'), state: 'VIC', rules: laterCutoff })).toBe(MONDAY);
    expect(earliestDeliveryDate({ now: melbourne('2026-11-30', '15:30'), state: 'VIC' })).toBe(day('2026-12-01'));
    expect(deliveryDateProblem(MONDAY, { now: melbourne('2026-11-30', '16:10'), state: 'VIC', rules: laterCutoff })?.message).toMatch(/closes at 4pm on weekdays and 11am on Saturdays/);
  });

  it('leaves deliveries before a fee change as they were', () => {
    const rules = book({ fees: [...DEFAULT_RULE_BOOK.fees, { zone: 'metro', effectiveFrom: MONDAY, cents: 1700 }, { zone: 'country:NZ', effectiveFrom: MONDAY, cents: 3000 }] });
    expect(deliveryFees(florist, kew, day('2026-11-27'), rules).deliveryFee).toBe(1495);
    expect(deliveryFees(florist, kew, MONDAY, rules).deliveryFee).toBe(1700);
    expect(deliveryFees(florist, nz, day('2026-11-28'), rules).deliveryFee).toBe(OVERSEAS_DELIVERY_CENTS);
    expect(deliveryFees(florist, nz, MONDAY, rules).deliveryFee).toBe(3000);
    expect(deliveryFees(florist, { kind: 'country', isoCode: 'GB', partner: 'britishHampers' }, MONDAY, rules).deliveryFee).toBe(OVERSEAS_DELIVERY_CENTS);
  });

  it("charges each zone's fee where it applies: metro and regional suburbs, the partners' courier, the store's own fee where none is set", () => {
    const metroOnly = book({ fees: [...DEFAULT_RULE_BOOK.fees, { zone: 'metro', effectiveFrom: MONDAY, cents: 1700 }] });
    // A metro fee reaches metropolitan suburbs only: Geelong keeps its store's fee, and the courier its own.
    expect(deliveryFees(florist, kew, MONDAY, metroOnly).deliveryFee).toBe(1700);
    expect(deliveryFees(florist, geelong, MONDAY, metroOnly).deliveryFee).toBe(1995);
    expect(deliveryFees(walwater, kew, MONDAY, metroOnly).deliveryFee).toBe(DOMESTIC_PARTNER_DELIVERY_CENTS);
    const both = book({ fees: [...metroOnly.fees, { zone: 'regional', effectiveFrom: MONDAY, cents: 2200 }, { zone: 'courier', effectiveFrom: MONDAY, cents: 1400 }] });
    expect(deliveryFees(florist, geelong, MONDAY, both).deliveryFee).toBe(2200);
    expect(deliveryFees(florist, geelong, day('2026-11-27'), both).deliveryFee).toBe(1995);
    expect(deliveryFees(walwater, geelong, MONDAY, both).deliveryFee).toBe(1400);
    expect(deliveryFees(walwater, kew, MONDAY, both).deliveryFee).toBe(1400);
    expect(deliveryFees(florist, nz, MONDAY, both).deliveryFee).toBe(OVERSEAS_DELIVERY_CENTS);
  });

  it('closes a date with the reason shoppers read', () => {
    const christmasBreak = day('2026-12-29');
    const rules = book({ closedDates: [{ date: christmasBreak, reason: 'Closed for the Christmas break' }] });
    const problem = deliveryDateProblem(christmasBreak, { now: melbourne('2026-11-27', '09:00'), state: 'VIC', rules });
    expect(problem).toEqual({ code: 'closed', message: '29/12/2026: Closed for the Christmas break. Please choose another date.' });
    expect(deliveryDateProblem(christmasBreak, { now: melbourne('2026-11-27', '09:00'), state: 'VIC' })).toBeNull();
  });

  it('adds a peak-day surcharge once per delivery, beside the Saturday surcharge, as its own named charge', () => {
    const valentines = day('2027-02-13'); // a Saturday
    const rules = book({ peakDays: [{ date: valentines, name: "Valentine's Day", cents: 1000 }] });
    expect(deliveryFees(florist, kew, valentines, rules)).toMatchObject({ extraDeliveryFee: SATURDAY_SURCHARGE_CENTS, peakDay: { name: "Valentine's Day", cents: 1000 } });
    expect(deliveryFees(florist, nz, valentines, rules)).toMatchObject({ extraDeliveryFee: 0, peakDay: { name: "Valentine's Day", cents: 1000 } });
    expect(deliveryFees(florist, kew, day('2027-02-12'), rules).peakDay).toBeNull();
    const line = { product: florist, destination: kew, destinationKey: 'kew', date: valentines as CalendarDay };
    expect(deliveryCharges([line, line], rules)).toEqual({
      deliveryCents: 1495 + SATURDAY_SURCHARGE_CENTS,
      peakSurcharges: [{ name: "Valentine's Day", cents: 1000 }],
      serviceFeeCents: LOCAL_SERVICE_FEE_CENTS,
      deliveries: 1,
    });
    // Two deliveries on the day (two addresses) pay it twice, on one line.
    expect(deliveryCharges([line, { ...line, destinationKey: 'hawthorn' }], rules).peakSurcharges).toEqual([{ name: "Valentine's Day", cents: 2000 }]);
    expect(peakDayLabel({ cents: 1000 })).toBe('+$10 peak day');
    expect(peakDayLabel({ cents: 1050 })).toBe('+$10.50 peak day');
    expect(peakSurchargeTitle(" Valentine's Day ")).toBe("Valentine's Day surcharge");
  });

  it('writes cutoffs as shoppers read them', () => {
    expect([cutoffText(14 * 60), cutoffText(10 * 60), cutoffText(10 * 60 + 30), cutoffText(0), cutoffText(12 * 60)]).toEqual(['2pm', '10am', '10:30am', '12am', '12pm']);
  });
});

describe('delivery rule input', () => {
  const fail = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  it('names the field of a bad value', () => {
    expect(fail(cutoffRuleInput.safeParse({ effectiveFrom: '2026-11-30', weekday: '25:00', saturday: '10:00' }))).toEqual(['weekday: Weekday cutoff must be a time such as 14:00']);
    expect(fail(cutoffRuleInput.safeParse({ effectiveFrom: '2026-02-30', weekday: '14:00', saturday: '10:00' }))).toEqual(['effectiveFrom: Takes effect is not a day of the calendar']);
    expect(fail(feeRuleInput.safeParse({ zone: 'country:XYZ', effectiveFrom: '2026-11-30', fee: '10' }))?.[0]).toMatch(/^zone:/);
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: '-1' }))).toEqual(['surcharge: Surcharge must be positive']);
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: '1.005' }))).toEqual(['surcharge: Surcharge can have at most 2 decimal places']);
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: '1000' }))).toEqual(['surcharge: Surcharge must be less than or equal to 100']);
    // A $0 surcharge charges nothing, a few cents nothing worth a line: both refused.
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: '0' }))).toEqual(['surcharge: Surcharge must be at least $1']);
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: 0.5 }))).toEqual(['surcharge: Surcharge must be at least $1']);
    expect(fail(peakDayInput.safeParse({ date: '2027-02-14', name: 'V', surcharge: 1e308 }))).toEqual(['surcharge: Surcharge must be a number']);
    expect(fail(openDateInput.safeParse({ date: '2026-05-10', reason: "Mother's Day", cutoff: '24:00' }))).toEqual(['cutoff: Same-day cutoff must be a time such as 14:00']);
    expect(fail(openDateInput.safeParse({ date: '2026-05-10', reason: "Mother's Day", cutoff: 9 }))?.[0]).toMatch(/^cutoff:/);
    expect(fail(openDateInput.safeParse({ date: 20260510, reason: "Mother's Day" }))?.[0]).toMatch(/^date:/);
  });
  it('reads good values to minutes, days and cents', () => {
    expect(cutoffRuleInput.parse({ effectiveFrom: '2026-11-30', weekday: '16:00', saturday: '10:30' })).toEqual({ effectiveFrom: '2026-11-30', weekday: 960, saturday: 630 });
    expect(peakDayInput.parse({ date: '2027-02-14', name: " Valentine's Day ", surcharge: '10' })).toEqual({ date: '2027-02-14', name: "Valentine's Day", surcharge: 1000 });
    expect(openDateInput.parse({ date: '2026-05-10', reason: " Mother's Day " })).toEqual({ date: '2026-05-10', reason: "Mother's Day", cutoff: null });
    expect(openDateInput.parse({ date: '2026-05-10', reason: "Mother's Day", cutoff: '' })).toMatchObject({ cutoff: null });
    expect(openDateInput.parse({ date: '2026-05-10', reason: "Mother's Day", cutoff: '09:30' })).toMatchObject({ cutoff: 570 });
  });
});
