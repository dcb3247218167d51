import { describe, expect, it } from 'vitest';
import { fromZonedTime } from 'date-fns-tz';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { DEFAULT_RULE_BOOK, type DeliveryRuleBook } from '../../src/lib/domain/delivery-rule-book';
import { calendarRulesOf, ruleBookOfCalendar } from '../../src/lib/domain/delivery-calendar';
import * as deliveryRules from '../../src/lib/domain/delivery';
import { isAllowed, productDayRules, selectorDayRules, withBookNotes } from '../../src/features/delivery/date-rules';

const day = knownDay;
const now = fromZonedTime('2027-02-01T09:00', 'Australia/Melbourne');
const book: DeliveryRuleBook = {
  ...DEFAULT_RULE_BOOK,
  cutoffs: [
    ...DEFAULT_RULE_BOOK.cutoffs,
    { effectiveFrom: day('2027-01-10'), weekdayMinutes: 13 * 60, saturdayMinutes: 9 * 60 },
    { effectiveFrom: day('2027-03-01'), weekdayMinutes: 12 * 60, saturdayMinutes: 9 * 60 },
  ],
  closedDates: [
    { date: day('2027-01-20'), reason: 'Past' },
    { date: day('2027-02-16'), reason: 'Closed for stocktake' },
  ],
  peakDays: [
    { date: day('2027-01-26'), name: 'Australia Day', cents: 500 },
    { date: day('2027-02-13'), name: "Valentine's Day", cents: 1000 },
  ],
};

describe("the date pickers' share of the delivery rules", () => {
  it('sends the cutoff in force and those scheduled, and closed and peak days from today on', () => {
    const rules = calendarRulesOf(book, day('2027-02-01'));
    expect(rules.cutoffs.map((rule) => rule.effectiveFrom)).toEqual(['2027-01-10', '2027-03-01']);
    expect(rules.closedDates).toEqual([{ date: '2027-02-16', reason: 'Closed for stocktake' }]);
    expect(rules.peakDays).toEqual([{ date: '2027-02-13', name: "Valentine's Day", cents: 1000 }]);
  });

  it('gives the browser a book that refuses what the server refuses', () => {
    const browser = ruleBookOfCalendar(calendarRulesOf(book, day('2027-02-01')));
    const ctx = { now, state: 'VIC' as const, rules: browser };
    const server = { ...ctx, rules: book };
    for (const date of ['2027-02-13', '2027-02-15', '2027-02-16', '2027-02-02'].map(day)) {
      expect(deliveryRules.deliveryDateProblem(date, ctx), date).toEqual(deliveryRules.deliveryDateProblem(date, server));
    }
    expect(ruleBookOfCalendar({ cutoffs: [], closedDates: [], peakDays: [] }).cutoffs).toEqual(DEFAULT_RULE_BOOK.cutoffs);
  });

  it("marks a peak day with its surcharge and a closed day with Flowerline's reason, in the selector and the product's picker", () => {
    const selector = selectorDayRules(deliveryRules, now, 'VIC', book);
    expect(isAllowed(day('2027-02-13'), selector)).toBe(true);
    expect(selector.noteFor?.(day('2027-02-13'))).toBe("Valentine's Day, +$10 peak day");
    expect(selector.noteFor?.(day('2027-02-12'))).toBeNull();
    expect(isAllowed(day('2027-02-16'), selector)).toBe(false);
    expect(selector.reasonFor?.(day('2027-02-16'))).toBe('16/02/2027: Closed for stocktake. Please choose another date.');

    const shop = withBookNotes({ today: day('2027-02-01'), min: day('2027-02-02'), max: day('2027-05-01') }, book);
    const product = productDayRules({ windows: [{ first: day('2027-02-10'), last: day('2027-02-20') }], leadDays: 0, states: null, countries: null }, shop, now);
    expect(product.noteFor?.(day('2027-02-13'))).toBe("Valentine's Day, +$10 peak day");
    expect(product.reasonFor?.(day('2027-02-16'))).toBe('16/02/2027: Closed for stocktake. Please choose another date.');
  });
});
