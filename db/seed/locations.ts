import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { countries, stores, storeSuburbs, storeTradingHours, suburbs } from '../../src/server/db/schema/index';
import { COUNTRIES } from './data/countries';
import { storeSeed } from './data/stores';
import { suburbSeed, type SuburbSeed } from './data/suburbs';
import { refreshSuburbDelivery } from '../../src/server/network/store-coverage';
import { chunks, excludedSet } from './batch';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const EARTH_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

export async function seedSuburbs(tx: Tx): Promise<SuburbSeed[]> {
  const rows = suburbSeed();
  for (const batch of chunks(rows, 2000)) {
    await tx
      .insert(suburbs)
      .values(batch)
      .onConflictDoUpdate({ target: suburbs.id, set: excludedSet(suburbs, ['id', 'openDays', 'deliveryFeeCents']) });
  }
  await tx
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({ target: countries.isoCode, set: excludedSet(countries, ['isoCode']) });
  return rows;
}

/** Stores, their trading hours and the suburbs within their radius; then each suburb's open days and fee. */
export async function seedStores(tx: Tx, allSuburbs: SuburbSeed[]): Promise<void> {
  const seeds = storeSeed();
  const byName = new Map<string, SuburbSeed>();
  for (const suburb of allSuburbs) {
    const key = `${suburb.state}:${suburb.name.toLowerCase()}`;
    if (!byName.has(key)) byName.set(key, suburb);
  }
  const placed = seeds.flatMap((store) => {
    const home = byName.get(`${store.state}:${store.suburbName.toLowerCase()}`);
    return home ? [{ store, home }] : [];
  });
  const saved = await tx
    .insert(stores)
    .values(
      placed.map(({ store, home }) => ({
        key: store.key,
        name: store.name,
        suburbId: home.id,
        radiusKm: store.radiusKm,
        deliveryFeeCents: store.deliveryFeeCents,
        phone: store.phone,
        email: store.email,
      })),
    )
    .onConflictDoUpdate({ target: stores.key, set: excludedSet(stores, ['id', 'key']) })
    .returning({ id: stores.id, key: stores.key });
  const idByKey = new Map(saved.map((row) => [row.key, row.id]));
  const hours = placed.flatMap(({ store }) => store.hours.map((h) => ({ storeId: idByKey.get(store.key)!, ...h })));
  await tx
    .insert(storeTradingHours)
    .values(hours)
    .onConflictDoUpdate({ target: [storeTradingHours.storeId, storeTradingHours.day], set: excludedSet(storeTradingHours, ['storeId', 'day']) });

  const links: { storeId: string; suburbId: string }[] = [];
  for (const { store, home } of placed) {
    const latSpan = store.radiusKm / 111;
    const lonSpan = store.radiusKm / (111 * Math.cos(toRad(home.latitude)));
    for (const suburb of allSuburbs) {
      if (Math.abs(suburb.latitude - home.latitude) > latSpan || Math.abs(suburb.longitude - home.longitude) > lonSpan) continue;
      if (distanceKm(home, suburb) <= store.radiusKm) links.push({ storeId: idByKey.get(store.key)!, suburbId: suburb.id });
    }
  }
  await tx.delete(storeSuburbs).where(inArray(storeSuburbs.storeId, [...idByKey.values()]));
  for (const batch of chunks(links, 5000)) await tx.insert(storeSuburbs).values(batch).onConflictDoNothing();
  await refreshSuburbDelivery(tx);
}
