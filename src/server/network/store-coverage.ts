import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../cart/rows';
import { storeSuburbs, suburbs } from '../db/schema/index';

/** A suburb as the store forms show it: "Kew, VIC, 3101". */
export const suburbLabel = (s: { name: string; state: string; postcode: string }) => `${s.name}, ${s.state}, ${s.postcode}`;

/** The suburbs among `ids` that the shop knows, by id. */
export async function knownSuburbs(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: suburbs.id, name: suburbs.name, state: suburbs.state, postcode: suburbs.postcode })
    .from(suburbs)
    .where(inArray(suburbs.id, [...ids]));
}

/**
 * Sets the suburbs a store delivers to (docs/adr/0768): the ones chosen
 * from the list, or every suburb within `radiusKm` of its position. Both
 * become store_suburbs rows, which allocation and delivery availability read.
 */
export async function setStoreCoverage(tx: Tx, store: { id: string; deliversBy: string; deliverySuburbs: readonly string[]; latitude: number; longitude: number; radiusKm: number }): Promise<void> {
  await tx.delete(storeSuburbs).where(eq(storeSuburbs.storeId, store.id));
  if (store.deliversBy === 'suburbs') {
    if (store.deliverySuburbs.length)
      await tx
        .insert(storeSuburbs)
        .values(store.deliverySuburbs.map((suburbId) => ({ storeId: store.id, suburbId })))
        .onConflictDoNothing();
    return;
  }
  const { latitude: lat, longitude: lon, radiusKm: km } = store;
  const latSpan = km / 111;
  const lonSpan = km / (111 * Math.cos((lat * Math.PI) / 180));
  await tx.execute(sql`
    insert into store_suburbs (store_id, suburb_id)
    select ${store.id}, s.id from suburbs s
    where s.latitude between ${lat - latSpan} and ${lat + latSpan}
      and s.longitude between ${lon - lonSpan} and ${lon + lonSpan}
      and 6371 * 2 * asin(sqrt(power(sin(radians(s.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lon}) / 2), 2))) <= ${km}
    on conflict do nothing`);
}

/**
 * Precomputes, per suburb, the weekdays some serving store is open (bit 0 =
 * Sunday) and the lowest delivery fee, so availability is one lookup: run
 * by the seed and after a store's suburbs, hours or fee change.
 */
export async function refreshSuburbDelivery(tx: Pick<Tx, 'execute'>): Promise<void> {
  await tx.execute(sql`
    with open_days as (
      select h.store_id, bit_or(1 << (array_position(array['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'], h.day) - 1)) as mask
      from store_trading_hours h where h.open_time <> h.close_time group by h.store_id
    ), served as (
      select ss.suburb_id, bit_or(coalesce(o.mask, 0)) as mask, min(st.delivery_fee_cents) as fee
      from store_suburbs ss join stores st on st.id = ss.store_id left join open_days o on o.store_id = ss.store_id
      group by ss.suburb_id
    )
    update suburbs s set open_days = coalesce(served.mask, 0), delivery_fee_cents = coalesce(served.fee, 0)
    from suburbs s2 left join served on served.suburb_id = s2.id
    where s.id = s2.id and (s.open_days <> coalesce(served.mask, 0) or s.delivery_fee_cents <> coalesce(served.fee, 0))`);
}
