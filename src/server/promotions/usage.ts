import { stringify } from 'csv-stringify/sync';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PromoUsage } from '../../lib/api/contracts/promotions';
import { TIMEZONE } from '../../lib/domain/constants';
import { normalisePromoCode } from '../../lib/domain/promo-codes';
import { guardCell } from '../catalogue-admin/csv-format';
import { rowsOf, type Db } from '../db/client';
import { promoCodes } from '../db/schema/index';
import { notFound } from '../http/problem';

interface DayRow {
  day: string;
  orders: number | string;
  revenue: number | string | null;
  discount: number | string | null;
  not_counted: number | string;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * GET /api/promotions/promo-codes/{code}/usage: the uses the code has taken
 * (orders, and payments under way that hold one), and from the orders that
 * carry it: how many, their totals and the discount it gave, in all and by
 * the Melbourne day each order was placed.
 */
export async function promoCodeUsage(db: Db, code: string): Promise<PromoUsage> {
  const [row] = await db
    .select({ code: promoCodes.code, uses: promoCodes.applications })
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(code)))
    .limit(1);
  if (!row) throw notFound('There is no such promo code.');
  return usageOf(db, { code: row.code, uses: row.uses }, sql`p.value->>'code' = ${row.code}`);
}

/**
 * The report of the orders whose promo codes meet `carries` (a condition on
 * `p.value`, an entry of the order's codes), summed over every code it takes
 * in, each order once (docs/adr/0780). What a shop owner counts: an order
 * cancelled, or refunded in full, brought in nothing, so it is left out of
 * the orders, revenue and discount (and counted apart); an order refunded in
 * part counts its total less the refunds made.
 */
export async function usageOf(db: Db, head: { code: string; uses: number }, carries: SQL): Promise<PromoUsage> {
  const days = rowsOf<DayRow>(
    await db.execute(sql`
      with carried as (
        select o.id, o.created_at, o.total_cents, o.status <> 'Cancelled' and o.payment_status <> 'Refunded' as counted,
          sum((p.value->>'discountCents')::bigint) as discount
        from orders o cross join lateral jsonb_array_elements(o.promo_codes) as p(value)
        where ${carries}
        group by o.id
      )
      select to_char((c.created_at at time zone ${TIMEZONE})::date, 'YYYY-MM-DD') as day,
        count(*) filter (where c.counted) as orders,
        sum(c.total_cents - coalesce((select sum(r.amount_cents) from payment_refunds r where r.order_id = c.id and r.status = 'refunded'), 0)) filter (where c.counted) as revenue,
        sum(c.discount) filter (where c.counted) as discount,
        count(*) filter (where not c.counted) as not_counted
      from carried c
      group by 1 order by 1`),
  );
  const notCounted = days.reduce((n, day) => n + Number(day.not_counted), 0);
  const byDay = days
    .filter((day) => Number(day.orders) > 0)
    .map((day) => ({ day: day.day, orders: Number(day.orders), revenue: dollars(Number(day.revenue ?? 0)), discount: dollars(Number(day.discount ?? 0)) }));
  const sum = (pick: (day: (typeof byDay)[number]) => number) => byDay.reduce((total, day) => total + Math.round(pick(day) * 100), 0);
  return {
    code: head.code,
    uses: head.uses,
    orders: byDay.reduce((n, day) => n + day.orders, 0),
    revenue: sum((day) => day.revenue) / 100,
    discount: sum((day) => day.discount) / 100,
    notCounted,
    byDay,
  };
}

/** The usage report as a CSV file: one row a day, then the totals; a cell that would start a formula is guarded. */
export function promoUsageCsv(usage: PromoUsage): string {
  const money = (value: number) => value.toFixed(2);
  const rows = [
    ['Day', 'Orders', 'Revenue', 'Discount'],
    ...usage.byDay.map((day) => [day.day, String(day.orders), money(day.revenue), money(day.discount)]),
    ['Total', String(usage.orders), money(usage.revenue), money(usage.discount)],
  ];
  return stringify(rows.map((cells) => cells.map(guardCell)));
}

export const usageFilename = (code: string) => `promo-code-${code.toLowerCase().replace(/[^a-z0-9_-]/g, '')}-usage.csv`;
export const batchUsageFilename = (prefix: string) => `promo-code-batch-${prefix.toLowerCase().replace(/[^a-z0-9_-]/g, '')}-usage.csv`;
