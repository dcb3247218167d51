import { sql, type SQL } from 'drizzle-orm';
import { ORDER_LIST_MAX, type OrderList, type OrderListQuery, type OrderListRow } from '../../lib/api/contracts/order-lists';
import { price, type CurrencyCode } from '../../lib/domain/money';
import { rowsOf, type Db } from '../db/client';
import { dayFromDatabase } from '../db/schema/calendar-day';

/** Whose orders a list holds. */
export type OrderAudience =
  | { kind: 'customer'; customerId: string }
  | { kind: 'flowerline' }
  /** A store's orders: sent (placed by it), received (allocated to it), or both. */
  | { kind: 'store'; storeKey: string; which: 'all' | 'sent' | 'received' };

interface Row {
  id: string;
  order_number: string;
  recipient_name: string;
  customer_name: string;
  executing_member: string | null;
  state: string | null;
  delivery_date: string;
  created_at: Date | string;
  total_cents: number;
  currency_code: string;
  status: string;
  workflow_status: string | null;
  payment_status: string;
  country_code: string | null;
  allocation_expires_at: Date | string | null;
  case_count: string | number | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * An order the store may read as its received one: allocated to it, unless
 * its offer is past its time and only waits for the sweep to expire it
 * (src/server/orders/view.ts mayRead), so no row opens to a 404.
 */
const receivedBy = (storeKey: string, now: Date) =>
  sql`(o.allocated_store_key = ${storeKey} and not (o.workflow_status = 'Awaiting Store Response' and o.allocation_expires_at <= ${now.toISOString()}::timestamptz))`;

function audienceWhere(audience: OrderAudience, now: Date): SQL {
  switch (audience.kind) {
    case 'customer':
      return sql`o.customer_id = ${audience.customerId}`;
    case 'flowerline':
      return sql`true`;
    case 'store':
      if (audience.which === 'sent') return sql`o.placed_by_store_key = ${audience.storeKey}`;
      if (audience.which === 'received') return receivedBy(audience.storeKey, now);
      return sql`(o.placed_by_store_key = ${audience.storeKey} or ${receivedBy(audience.storeKey, now)})`;
  }
}

const STATUS_TAG: Record<string, SQL> = {
  Open: sql`o.status = 'Open'`,
  Delivered: sql`(o.status = 'Complete' or o.workflow_status = 'Completed')`,
  Unallocated: sql`o.workflow_status in ('Ready For Allocation', 'Manual Intervention')`,
  'In query': sql`o.status = 'Inquery'`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(audience: OrderAudience, query: OrderListQuery, now: Date): SQL {
  const parts: SQL[] = [audienceWhere(audience, now)];
  if (query.SearchText) {
    // One trigram-indexed text holds the number, both names and the email (src/server/db/schema/orders.ts).
    parts.push(sql`o.search_text like ${likePattern(query.SearchText.toLowerCase())}`);
  }
  if (query.FromDate) parts.push(sql`o.delivery_date >= ${query.FromDate}`);
  if (query.ToDate) parts.push(sql`o.delivery_date <= ${query.ToDate}`);
  if (query.Status) parts.push(STATUS_TAG[query.Status]!);
  if (query.Duration) parts.push(sql`o.created_at >= ${new Date(now.getTime()).toISOString()}::timestamptz - make_interval(months => ${query.Duration})`);
  return sql.join(parts, sql` and `);
}

function orderBy(query: OrderListQuery): SQL {
  const dir = query.sortDir === 'asc' ? sql`asc` : sql`desc`;
  const key: Record<OrderListQuery['sort'], SQL> = {
    createDate: sql`o.created_at ${dir}`,
    deliveryDate: sql`o.delivery_date ${dir}, o.created_at ${dir}`,
    orderNumber: sql`o.seq ${dir}`,
    total: sql`o.total_cents ${dir}`,
    status: sql`(case o.status when 'Open' then 0 when 'Confirmed' then 1 when 'Complete' then 2 when 'Cancelled' then 3 else 4 end) ${dir},
      (case o.workflow_status when 'Completed' then 2 when 'Manual Intervention' then 3 when 'Accepted Order' then 4 when 'Awaiting Store Response' then 5 when 'Ready For Allocation' then 8 else 9 end) ${dir}`,
    customerName: sql`lower(o.sender->>'lastName') ${dir}, lower(o.sender->>'firstName') ${dir}`,
  };
  return sql`${key[query.sort]}, o.seq ${dir}`;
}

function toRow(row: Row, withCases: boolean): OrderListRow {
  const delivered = row.status === 'Complete' || row.workflow_status === 'Completed';
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    recipientName: row.recipient_name,
    customerName: row.customer_name,
    executingMember: row.executing_member,
    state: row.state,
    deliveryDate: dayFromDatabase(row.delivery_date),
    dateCreated: iso(row.created_at)!,
    total: price(row.total_cents, row.currency_code as CurrencyCode),
    status: row.status,
    orderStatus: row.status,
    allStatus: [row.status, row.workflow_status, row.payment_status].filter((s): s is string => !!s),
    isDelivered: delivered,
    isInternational: row.country_code !== null && row.country_code.toUpperCase() !== 'AU',
    allocationExpireDateTime: row.workflow_status === 'Awaiting Store Response' ? iso(row.allocation_expires_at) : null,
    // The queries raised on the order: Flowerline's column.
    caseCount: withCases ? Number(row.case_count ?? 0) : null,
    workFlowStatus: row.workflow_status,
    paymentStatus: row.payment_status,
  };
}

/**
 * One page of an audience's orders, filtered, searched and sorted in the
 * database; `total` counts the matching orders, at most ORDER_LIST_MAX
 * (the lists show no more than that).
 */
export async function listOrders(db: Db, audience: OrderAudience, query: OrderListQuery, now = new Date()): Promise<OrderList> {
  const where = filters(audience, query, now);
  const limit = Math.max(0, Math.min(query.limit, ORDER_LIST_MAX - query.offset));
  const rows = limit
    ? rowsOf<Row>(
        await db.execute(sql`
          select o.id, o.order_number, o.delivery_date::text as delivery_date, o.created_at, o.total_cents, o.currency_code, o.status, o.workflow_status,
            o.payment_status, o.country_code, o.allocation_expires_at,
            concat_ws(' ', o.recipient->>'firstName', o.recipient->>'lastName') as recipient_name,
            concat_ws(' ', o.sender->>'firstName', o.sender->>'lastName') as customer_name,
            o.recipient->>'state' as state,
            coalesce(s.name, o.allocated_store_key) as executing_member,
            ${audience.kind === 'flowerline' ? sql`(select count(*) from order_events e where e.action = 'create-query' and e.order_id = o.id)` : sql`null`} as case_count
          from orders o left join stores s on s.key = o.allocated_store_key
          where ${where}
          order by ${orderBy(query)}
          limit ${limit} offset ${query.offset}`),
      )
    : [];
  const [counted] = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from (select 1 from orders o where ${where} limit ${ORDER_LIST_MAX}) capped`));
  return { results: rows.map((row) => toRow(row, audience.kind === 'flowerline')), total: Number(counted?.total ?? 0) };
}
