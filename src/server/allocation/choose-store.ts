import { sql } from 'drizzle-orm';
import { weekdayOf, type CalendarDay } from '../../lib/domain/calendar-day';
import { WEEKDAY_NAMES } from '../../lib/domain/delivery';
import type { Rotation } from '../../lib/domain/allocation-rules';
import type { TradingDay } from '../../lib/domain/trading-hours';
import { rowsOf, type Db } from '../db/client';

/**
 * The next store to offer an order to: one that takes offers (not paused),
 * serves the delivery suburb (its store_suburbs, which Flowerline sets from
 * the suburb list or a distance: docs/adr/0768), trades on the delivery
 * date and has not had this order before; the nearest first (from the
 * store's own position, else its suburb's), and among equally near stores,
 * with rotation on, the one offered an order least recently. On a date
 * Flowerline opened (a Sunday, a public holiday: docs/adr/0782) every store
 * serving the suburb is asked, those trading that weekday first.
 */
export async function nextStore(db: Db, order: { suburbId: string; deliveryDate: CalendarDay }, tried: readonly string[], rotation: Rotation = 'least-recent'): Promise<string | null> {
  const weekday = WEEKDAY_NAMES[weekdayOf(order.deliveryDate)]!;
  const excluded = tried.length
    ? sql`and s.key not in (${sql.join(
        tried.map((key) => sql`${key}`),
        sql`, `,
      )})`
    : sql``;
  const turns = rotation === 'least-recent' ? sql`(select max(a.offered_at) from order_allocations a where a.allocated_store_key = s.key) asc nulls first,` : sql``;
  const [chosen] = rowsOf<{ key: string; id: string }>(
    await db.execute(sql`
      select s.key, s.id
      from stores s
      join store_suburbs ss on ss.store_id = s.id and ss.suburb_id = ${order.suburbId}
      join suburbs home on home.id = s.suburb_id
      join suburbs target on target.id = ${order.suburbId}
      left join store_trading_hours h on h.store_id = s.id and h.day = ${weekday} and h.close_time > h.open_time
      where s.taking_offers ${excluded}
        and (h.store_id is not null or exists (select 1 from delivery_open_dates o where o.date = ${order.deliveryDate}))
      order by
        h.store_id is null,
        round(((coalesce(s.latitude, home.latitude) - target.latitude) ^ 2 + ((coalesce(s.longitude, home.longitude) - target.longitude) * cos(radians(target.latitude))) ^ 2)::numeric, 8),
        ${turns}
        s.key
      limit 1`),
  );
  return chosen?.key ?? null;
}

/** A store's trading hours, by its key (empty for an unknown store). */
export async function storeHours(db: Db, storeKey: string): Promise<TradingDay[]> {
  return rowsOf<TradingDay>(
    await db.execute(sql`select h.day, h.open_time as "openTime", h.close_time as "closeTime" from store_trading_hours h join stores s on s.id = h.store_id where s.key = ${storeKey}`),
  );
}
