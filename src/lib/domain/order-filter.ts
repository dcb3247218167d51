import { z } from 'zod';
import { addDays, addMonths, parseCalendarDay, type CalendarDay } from './calendar-day';
import { melbourneToday } from './delivery-storage';

/**
 * The order lists' controls (spec 001 sections 4.4 and 9): the tab, search,
 * delivery-date range, status tag, duration, sort and page. They persist in
 * local storage under `order-filter` and are restored on load.
 */
export const ORDER_FILTER_KEY = 'order-filter';

/** Rows per page in the history lists, and on the account orders page. */
export const ORDER_LIST_PAGE_SIZE = 8;
export const ACCOUNT_ORDERS_PAGE_SIZE = 25;
/** The most orders a list shows ('Maximum orders displayed: {max}'). */
export const ORDER_LIST_MAX = 1000;

export const ORDER_SORTS = ['createDate', 'deliveryDate', 'orderNumber', 'total', 'status', 'customerName'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** The status tags a list filters on (spec 001 section 4.1; "Fraudulent" waits for fraud screening, which the shop does not have). */
export const ORDER_STATUS_TAGS = ['Open', 'Delivered', 'Unallocated', 'In query'] as const;
/** "Placed within the last N months" filters. */
export const ORDER_DURATIONS = [1, 3, 6] as const;

export const DATE_RANGES = ['Any', 'Today', 'Tomorrow', 'Week', 'Month', 'Custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** A day kept in storage, read as a CalendarDay. */
const day = z.string().transform((value, ctx) => {
  const parsed = parseCalendarDay(value);
  if (parsed) return parsed;
  ctx.issues.push({ code: 'custom', message: 'Not a calendar day.', input: value });
  return z.NEVER;
});
export const OrderFilterModel = z.object({
  tab: z.string().max(30),
  search: z.string().max(100),
  range: z.enum(DATE_RANGES),
  from: day.or(z.literal('')),
  to: day.or(z.literal('')),
  status: z.enum(ORDER_STATUS_TAGS).or(z.literal('')),
  duration: z.union(ORDER_DURATIONS.map((months) => z.literal(months))).or(z.literal(0)),
  sort: z.enum(ORDER_SORTS),
  sortDir: z.enum(['asc', 'desc']),
  offset: z.number().int().min(0).max(1000),
});
export type OrderFilter = z.infer<typeof OrderFilterModel>;

/** A tab's starting controls: saved orders sort by created date, the other tabs by delivery date, newest first. */
export const defaultOrderFilter = (tab: string, saved = false): OrderFilter => ({
  tab,
  search: '',
  range: 'Any',
  from: '',
  to: '',
  status: '',
  duration: 0,
  sort: saved ? 'createDate' : 'deliveryDate',
  sortDir: 'desc',
  offset: 0,
});

/** The delivery days a range stands for (yyyy-MM-dd, Melbourne): Today, Tomorrow, the week or month from today, or the custom days. */
export function dateRangeDays(filter: Pick<OrderFilter, 'range' | 'from' | 'to'>, now: Date): { FromDate?: CalendarDay; ToDate?: CalendarDay } {
  const today = melbourneToday(now);
  switch (filter.range) {
    case 'Today':
      return { FromDate: today, ToDate: today };
    case 'Tomorrow':
      return { FromDate: addDays(today, 1), ToDate: addDays(today, 1) };
    case 'Week':
      return { FromDate: today, ToDate: addDays(today, 6) };
    case 'Month':
      return { FromDate: today, ToDate: addDays(addMonths(today, 1), -1) };
    case 'Custom':
      return { FromDate: filter.from || undefined, ToDate: filter.to || undefined };
    default:
      return {};
  }
}

/** The list call's query for the controls; search text only past its minimum length (spec 001 section 5.7). */
export const ORDER_SEARCH_MIN = 3;
export function orderListQuery(filter: OrderFilter, limit: number, now: Date): Record<string, string | number | undefined> {
  const search = filter.search.trim();
  return {
    ...dateRangeDays(filter, now),
    SearchText: search.length >= ORDER_SEARCH_MIN ? search : undefined,
    Status: filter.status || undefined,
    Duration: filter.duration || undefined,
    sort: filter.sort,
    sortDir: filter.sortDir,
    offset: filter.offset,
    limit,
  };
}
