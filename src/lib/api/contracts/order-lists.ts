import { z } from 'zod';
import { calendarDayText, DeliveryDateModel, PriceModel } from './common';
import { once } from './query-params';
import { ORDER_LIST_MAX, ORDER_LIST_PAGE_SIZE, ORDER_SORTS, ORDER_STATUS_TAGS } from '../../domain/order-filter';

export { ACCOUNT_ORDERS_PAGE_SIZE, ORDER_DURATIONS, ORDER_LIST_MAX, ORDER_LIST_PAGE_SIZE, ORDER_SORTS, ORDER_STATUS_TAGS, type OrderSort } from '../../domain/order-filter';

/**
 * The order-history lists (spec 001 sections 2.3, 3, 4.4, 7.1 and 9): one
 * query shape for the six lists, answering `{ results, total }`.
 */

const day = (name: string) => once(calendarDayText(() => `${name} must be a date as yyyy-MM-dd.`));

/** offset and limit of the order lists and saved orders: pages within the most the lists show. */
export const ORDER_PAGE_PARAMS = {
  offset: once(
    z.coerce
      .number({ error: 'offset must be a number.' })
      .int('offset must be a whole number.')
      .min(0, 'offset must not be negative.')
      .max(ORDER_LIST_MAX, `offset must be at most ${ORDER_LIST_MAX}.`),
  ).default(0),
  limit: once(z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(100, 'limit must be at most 100.')).default(
    ORDER_LIST_PAGE_SIZE,
  ),
};

export const OrderListQueryModel = z
  .object({
    sort: once(z.enum(ORDER_SORTS, { error: `sort must be one of ${ORDER_SORTS.join(', ')}.` })).default('deliveryDate'),
    sortDir: once(z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc.' })).default('desc'),
    SearchText: once(z.string().trim().max(100, 'SearchText must be at most 100 characters.')),
    FromDate: day('FromDate'),
    ToDate: day('ToDate'),
    Status: once(z.enum(ORDER_STATUS_TAGS, { error: `Status must be one of ${ORDER_STATUS_TAGS.join(', ')}.` })),
    Duration: once(z.enum(['1', '3', '6'], { error: 'Duration must be 1, 3 or 6 (months).' }).transform(Number)),
    ...ORDER_PAGE_PARAMS,
  })
  .superRefine((query, ctx) => {
    if (query.FromDate && query.ToDate && query.FromDate > query.ToDate) ctx.addIssue({ code: 'custom', path: ['ToDate'], message: 'ToDate must not be before FromDate.' });
  });
export type OrderListQuery = z.output<typeof OrderListQueryModel>;

/** A row of an order list (spec 001 section 3). `caseCount` is Flowerline's column (null for others). */
export const OrderListRowModel = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  recipientName: z.string(),
  customerName: z.string(),
  executingMember: z.string().nullable(),
  state: z.string().nullable(),
  deliveryDate: DeliveryDateModel,
  dateCreated: z.string(),
  total: PriceModel,
  status: z.string(),
  orderStatus: z.string(),
  allStatus: z.array(z.string()),
  isDelivered: z.boolean(),
  isInternational: z.boolean(),
  allocationExpireDateTime: z.string().nullable(),
  caseCount: z.number().int().nullable(),
  workFlowStatus: z.string().nullable(),
  paymentStatus: z.string(),
});
export type OrderListRow = z.infer<typeof OrderListRowModel>;

export const OrderListModel = z.object({ results: z.array(OrderListRowModel), total: z.number().int() });
export type OrderList = z.infer<typeof OrderListModel>;
