import { describe, expect, it } from 'vitest';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { dateRangeDays, defaultOrderFilter, orderListQuery, OrderFilterModel } from '../../src/lib/domain/order-filter';
import { formatExpiry } from '../../src/lib/domain/order-status';

/** 23:30 on Tuesday 24 November 2026 in Melbourne (12:30 UTC): the Melbourne day, not the UTC one. */
const NOW = new Date('2026-11-24T12:30:00Z');

describe('the order lists’ controls', () => {
  it('turns the date ranges into Melbourne delivery days', () => {
    const range = (name: 'Any' | 'Today' | 'Tomorrow' | 'Week' | 'Month') => dateRangeDays({ range: name, from: '', to: '' }, NOW);
    expect(range('Any')).toEqual({});
    expect(range('Today')).toEqual({ FromDate: '2026-11-24', ToDate: '2026-11-24' });
    expect(range('Tomorrow')).toEqual({ FromDate: '2026-11-25', ToDate: '2026-11-25' });
    expect(range('Week')).toEqual({ FromDate: '2026-11-24', ToDate: '2026-11-30' });
    expect(range('Month')).toEqual({ FromDate: '2026-11-24', ToDate: '2026-12-23' });
    expect(dateRangeDays({ range: 'Custom', from: knownDay('2026-12-01'), to: '' }, NOW)).toEqual({ FromDate: knownDay('2026-12-01'), ToDate: undefined });
    expect(dateRangeDays({ range: 'Today', from: '', to: '' }, new Date('2026-11-24T13:30:00Z'))).toEqual({ FromDate: '2026-11-25', ToDate: '2026-11-25' });
  });

  it('sends search text only from its minimum length, and the sort, status and page', () => {
    const filter = { ...defaultOrderFilter('orders'), search: 'WB', status: 'Open' as const, offset: 25 };
    expect(orderListQuery(filter, 25, NOW)).toEqual({ SearchText: undefined, Status: 'Open', Duration: undefined, sort: 'deliveryDate', sortDir: 'desc', offset: 25, limit: 25 });
    expect(orderListQuery({ ...filter, search: ' WB00 ' }, 25, NOW).SearchText).toBe('WB00');
  });

  it('starts saved orders by created date and the other tabs by delivery date, newest first', () => {
    expect(defaultOrderFilter('saved', true)).toMatchObject({ sort: 'createDate', sortDir: 'desc', offset: 0 });
    expect(defaultOrderFilter('received')).toMatchObject({ sort: 'deliveryDate', sortDir: 'desc', offset: 0 });
  });

  it('reads back only well-formed stored controls', () => {
    expect(OrderFilterModel.safeParse(defaultOrderFilter('orders')).success).toBe(true);
    expect(OrderFilterModel.safeParse({ ...defaultOrderFilter('orders'), sort: 'bogus' }).success).toBe(false);
    expect(OrderFilterModel.safeParse({ ...defaultOrderFilter('orders'), from: '2026-13-01' }).success).toBe(false);
  });

  it('shows an offer’s expiry as dd/MM/yyyy h:mmaa in Melbourne', () => {
    expect(formatExpiry('2026-11-24T22:30:00Z')).toBe('25/11/2026 9:30AM');
  });
});
