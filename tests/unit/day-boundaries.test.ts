import { fromZonedTime } from 'date-fns-tz';
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddLineItemBodyModel, ValidateCartBodyModel } from '../../src/lib/api/contracts/cart-actions';
import { VariantsQueryModel } from '../../src/lib/api/contracts/catalog-queries';
import { DeliveryDateModel } from '../../src/lib/api/contracts/common';
import { OrderListQueryModel } from '../../src/lib/api/contracts/order-lists';
import { PROBLEM_TYPES } from '../../src/lib/api/problems';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { OrderFilterModel, defaultOrderFilter } from '../../src/lib/domain/order-filter';
import { requireDeliverable } from '../../src/server/catalog/variants';
import { dayFromDatabase } from '../../src/server/db/schema/calendar-day';
import { cartLineItems } from '../../src/server/db/schema/index';
import type { Problem } from '../../src/server/http/problem';
import { persistentValue } from '../../src/stores/persistent';
import { day } from '../../src/stores/stored-shape';

/** The issues of a parse, first message per field, as the API's problems name them. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
};

describe('the API edge reads a day once', () => {
  it('answers a CalendarDay for a real day', () => {
    expect(DeliveryDateModel.parse('2026-11-27')).toBe('2026-11-27');
    expect(VariantsQueryModel.parse({ deliveryDate: '2026-11-27', suburbId: 'vic-3101-kew' })).toEqual({
      deliveryDate: '2026-11-27',
      destination: { kind: 'suburb', suburbId: 'vic-3101-kew' },
    });
  });

  it('names the format for text that is not yyyy-MM-dd', () => {
    for (const text of ['27/11/2026', '2026-11-7', 'tomorrow', '']) {
      expect(issues(VariantsQueryModel.safeParse({ deliveryDate: text, suburbId: 'vic-3101-kew' }))).toEqual({ deliveryDate: 'Use the format yyyy-MM-dd.' });
    }
  });

  it('says an impossible day is not a real date', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01']) {
      expect(issues(VariantsQueryModel.safeParse({ deliveryDate: text }))).toEqual({ deliveryDate: 'This is not a real calendar date.' });
    }
  });

  it('still names a missing destination beside a bad day, as before', () => {
    const body = { productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: '2026-02-30' };
    expect(issues(AddLineItemBodyModel.safeParse(body))).toEqual({ deliveryDate: 'This is not a real calendar date.', suburbId: 'Choose a delivery suburb or an overseas country.' });
    expect(issues(ValidateCartBodyModel.safeParse({ deliveryDate: 'soon', suburbId: 'vic-3101-kew', countryCode: 'NZ' }))).toEqual({
      deliveryDate: 'Use the format yyyy-MM-dd.',
      countryCode: 'Give either suburbId or countryCode, not both.',
    });
  });

  it('reads the destination of a body into one DeliveryChoice', () => {
    const body = AddLineItemBodyModel.parse({ productKey: 'WB1001', variantKey: 'WB1001-STD', deliveryDate: '2026-11-27', countryCode: 'nz' });
    expect(body).toMatchObject({ deliveryDate: '2026-11-27', quantity: 1, destination: { kind: 'country', countryCode: 'NZ' } });
    expect(body).not.toHaveProperty('countryCode');
  });

  it("keeps the order lists' own message for their day filters", () => {
    expect(OrderListQueryModel.parse({ FromDate: '2026-02-01' }).FromDate).toBe('2026-02-01');
    expect(issues(OrderListQueryModel.safeParse({ FromDate: '2026-02-30' }))).toEqual({ FromDate: 'FromDate must be a date as yyyy-MM-dd.' });
    expect(issues(OrderListQueryModel.safeParse({ ToDate: '1/2/2026' }))).toEqual({ ToDate: 'ToDate must be a date as yyyy-MM-dd.' });
  });
});

describe('the rules answer the same problems for days out of the window', () => {
  // Wednesday 12 November 2025, 15:00 in Melbourne: past the same-day cutoff.
  const now = fromZonedTime('2025-11-12T15:00', 'Australia/Melbourne');
  const kew = { kind: 'suburb' as const, state: 'VIC' as const, openDays: 0b1111110, deliveryFeeCents: 1495, zone: 'metro' as const };
  const florist = { thirdPartySource: null, isHamper: false };
  const refusal = (date: string, product = florist) => {
    try {
      requireDeliverable({ product, destination: kew, date: knownDay(date), now, role: 'guest' });
      return null;
    } catch (error) {
      const problem = error as Problem;
      return { status: problem.status, type: problem.type, fields: Object.keys(problem.errors ?? {}) };
    }
  };

  it('refuses each rule with its type, naming deliveryDate', () => {
    const named = (type: string) => ({ status: 422, type, fields: ['deliveryDate'] });
    expect(refusal('2025-11-11')).toEqual(named(PROBLEM_TYPES.deliveryDatePast));
    expect(refusal('2025-11-12')).toEqual(named(PROBLEM_TYPES.deliveryDateTooSoon));
    expect(refusal('2026-02-13')).toEqual(named(PROBLEM_TYPES.deliveryDateTooLate));
    expect(refusal('2025-11-16')).toEqual(named(PROBLEM_TYPES.deliveryDateSunday));
    expect(refusal('2025-12-25')).toEqual(named(PROBLEM_TYPES.deliveryDatePublicHoliday));
    expect(refusal('2025-11-12', { thirdPartySource: null, isHamper: true })).toEqual(named(PROBLEM_TYPES.deliveryDateHamperSameDay));
    expect(refusal('2025-11-13')).toBeNull();
  });
});

describe('browser storage reads a day once', () => {
  beforeAll(() => useTestStorageEngine());
  afterEach(() => cleanTestStorage());

  it('keeps a stored day and drops anything else', () => {
    expect(day('2026-11-27')).toBe('2026-11-27');
    expect(day('2026-02-30')).toBeUndefined();
    expect(day('27/11/2026')).toBeUndefined();
    expect(day(20261127)).toBeUndefined();
  });

  it('reads a stored value that is not a day as nothing', () => {
    setTestStorageKey('test-good-day', JSON.stringify('2026-11-27'));
    setTestStorageKey('test-bad-day', JSON.stringify('2026-02-30'));
    expect(persistentValue('test-good-day', day).get()).toBe('2026-11-27');
    expect(persistentValue('test-bad-day', day).get()).toBeNull();
  });

  it("reads the order lists' saved filter days the same way", () => {
    const saved = { ...defaultOrderFilter('all'), range: 'Custom', from: '2026-02-01', to: '' };
    expect(OrderFilterModel.parse(saved).from).toBe('2026-02-01');
    expect(OrderFilterModel.safeParse({ ...saved, from: '2026-02-30' }).success).toBe(false);
  });
});

describe('the database read gives days', () => {
  it('reads the yyyy-MM-dd text a date column answers', () => {
    expect(dayFromDatabase('2026-11-27')).toBe('2026-11-27');
    expect(cartLineItems.deliveryDate.mapFromDriverValue('2026-11-27')).toBe('2026-11-27');
  });

  it('throws on anything else: a broken database is not bad input', () => {
    expect(() => dayFromDatabase('2026-02-30')).toThrow();
    expect(() => dayFromDatabase('infinity')).toThrow();
  });
});
