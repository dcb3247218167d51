import { sql, type SQL } from 'drizzle-orm';
import type { NetworkPage, NetworkQuery, NetworkShow, NetworkSort } from '../../lib/api/contracts/network';
import { TIMEZONE } from '../../lib/domain/constants';
import { likeText } from '../accounts/stores';
import { rowsOf, type Db } from '../db/client';

const SORT_COLUMNS: Record<NetworkSort, string> = {
  name: 'name',
  openOffers: 'open_offers',
  acceptanceRate: 'acceptance_rate',
  averageResponse: 'average_response',
  takingOffers: 'taking_offers',
  alertsOff: 'alerts_off',
};

const SHOWN: Record<NetworkShow, SQL> = {
  all: sql``,
  alertsOff: sql`and coalesce(ns.order_alerts, true) = false`,
  paused: sql`and not s.taking_offers`,
};

interface Row {
  store_key: string;
  name: string;
  suburb: string;
  state: string;
  taking_offers: boolean;
  alerts_off: boolean;
  open_offers: number | string;
  offers_this_week: number | string;
  acceptance_rate: number | string | null;
  average_response: number | string | null;
  week_starts: string;
  total: number | string;
}

const num = (value: number | string | null) => (value == null ? null : Number(value));

/**
 * GET /api/network/stores (Flowerline): each store with its offers open
 * now, and of this Melbourne week (from Monday 00:00) the offers it had,
 * the share it accepted of those answered or run out, and its mean time to
 * answer; whether it takes offers, and whether its order alerts are off.
 * `show` keeps the stores with alerts off, or those paused; `sort=alertsOff`
 * with `direction=desc` puts the stores with alerts off first.
 */
export async function networkTable(db: Db, query: NetworkQuery, now: Date): Promise<NetworkPage> {
  const direction = sql.raw(query.direction === 'desc' ? 'desc' : 'asc');
  const column = sql.raw(SORT_COLUMNS[query.sort]);
  const search = query.SearchText ? sql`and (s.name ilike ${likeText(query.SearchText)} or s.key ilike ${likeText(query.SearchText)} or sub.name ilike ${likeText(query.SearchText)})` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with week as (
        select (date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${TIMEZONE}) at time zone ${TIMEZONE}) as starts
      ), offers as (
        select a.allocated_store_key as key,
          count(*) as offered,
          count(*) filter (where a.outcome in ('accepted', 'rejected', 'expired')) as answered,
          count(*) filter (where a.outcome = 'accepted') as accepted,
          avg(extract(epoch from a.responded_at - a.offered_at)) filter (where a.outcome in ('accepted', 'rejected')) as average_response
        from order_allocations a, week
        where a.offered_at >= week.starts and a.method <> 'partner'
        group by a.allocated_store_key
      ), open as (
        select allocated_store_key as key, count(*) as n from orders where workflow_status = 'Awaiting Store Response' group by allocated_store_key
      ), listed as (
        select s.key as store_key, s.name, sub.name as suburb, sub.state, s.taking_offers,
          coalesce(ns.order_alerts, true) = false as alerts_off,
          coalesce(open.n, 0) as open_offers,
          coalesce(o.offered, 0) as offers_this_week,
          case when coalesce(o.answered, 0) > 0 then o.accepted::float8 / o.answered end as acceptance_rate,
          o.average_response::float8 as average_response
        from stores s
        join suburbs sub on sub.id = s.suburb_id
        left join store_notification_settings ns on ns.store_id = s.id
        left join offers o on o.key = s.key
        left join open on open.key = s.key
        where true ${search} ${SHOWN[query.show]}
      )
      select listed.*, to_char(week.starts at time zone ${TIMEZONE}, 'YYYY-MM-DD') as week_starts, count(*) over () as total
      from listed, week
      order by ${column} ${direction} nulls last, name asc, store_key asc
      limit ${query.limit} offset ${query.offset}`),
  );
  const weekStarts =
    rows[0]?.week_starts ?? rowsOf<{ d: string }>(await db.execute(sql`select to_char(date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${TIMEZONE}), 'YYYY-MM-DD') as d`))[0]!.d;
  return {
    results: rows.map((r) => ({
      storeKey: r.store_key,
      name: r.name,
      suburb: r.suburb,
      state: r.state,
      takingOffers: r.taking_offers,
      alertsOff: r.alerts_off,
      openOffers: Number(r.open_offers),
      offersThisWeek: Number(r.offers_this_week),
      acceptanceRate: num(r.acceptance_rate),
      averageResponseSeconds: num(r.average_response),
    })),
    total: Number(rows[0]?.total ?? 0),
    weekStarts,
  };
}
