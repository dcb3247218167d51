import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { countries, suburbs } from '../db/schema/index';
import type { Destination } from '../../lib/domain/availability';
import { isAustralianState } from '../../lib/domain/delivery';
import type { Country, Suburb } from '../../lib/api/contracts/delivery';
import { LruCache, perDatabase } from '../cache';
import { listenForInvalidations, onCacheInvalidation } from '../cache-invalidation';

export interface SuburbRecord {
  id: string;
  name: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  openDays: number;
  deliveryFeeCents: number;
}

export const suburbView = (row: SuburbRecord): Suburb => ({
  id: row.id,
  suburbId: row.id,
  name: row.name,
  state: row.state,
  postcode: row.postcode,
  latitude: row.latitude,
  longitude: row.longitude,
  label: `${row.name}, ${row.state}, ${row.postcode}`,
});

/** Emoji flag of an ISO code ('NZ' -> 🇳🇿). */
export const flagOf = (isoCode: string) => String.fromCodePoint(...[...isoCode.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

const countryList = perDatabase<Db, Country[]>(300_000, async (db) => {
  await listenForInvalidations(db);
  return (await db.select().from(countries).orderBy(asc(countries.name))).map((row) => ({
    name: row.name,
    isoCode: row.isoCode,
    slug: row.isoCode.toLowerCase(),
    flag: flagOf(row.isoCode),
    partner: row.partner,
  }));
});
onCacheInvalidation('countries', countryList.invalidate);

export const listCountries = ({ db }: DbContext) => countryList(db);

export async function findCountry(db: Db, isoCode: string): Promise<Country | null> {
  return (await countryList(db)).find((country) => country.isoCode === isoCode.toUpperCase()) ?? null;
}

const suburbCaches = new WeakMap<Db, LruCache<string, SuburbRecord | null>>();
onCacheInvalidation('suburbs', (db) => suburbCaches.get(db)?.clear());

/** A suburb by id, from a small per-database cache (suburbs change only when the seed runs). */
export async function findSuburb(db: Db, id: string): Promise<SuburbRecord | null> {
  let cache = suburbCaches.get(db);
  if (!cache) suburbCaches.set(db, (cache = new LruCache(20_000, 300_000)));
  const cached = cache.get(id);
  if (cached !== undefined) return cached;
  await listenForInvalidations(db);
  const [row] = await db.select().from(suburbs).where(eq(suburbs.id, id)).limit(1);
  cache.set(id, row ?? null);
  return row ?? null;
}

/** Suburbs whose name or postcode starts with the keyword first, then names containing it; at most `limit`. */
export async function searchSuburbs({ db }: DbContext, { keyword, limit = 20 }: { keyword: string; limit?: number }): Promise<Suburb[]> {
  const term = keyword
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await db
    .select()
    .from(suburbs)
    .where(sql`lower(${suburbs.name}) like ${`${term}%`} or ${suburbs.postcode} like ${`${term}%`} or lower(${suburbs.name}) like ${`%${term}%`}`)
    .orderBy(
      sql`case when lower(${suburbs.name}) = ${term} then 0 when lower(${suburbs.name}) like ${`${term}%`} then 1 when ${suburbs.postcode} like ${`${term}%`} then 2 else 3 end`,
      sql`${suburbs.openDays} = 0`,
      asc(suburbs.name),
      asc(suburbs.state),
    )
    .limit(limit);
  return rows.map(suburbView);
}

export interface ResolvedDestination {
  destination: Destination;
  suburb: SuburbRecord | null;
  country: Country | null;
}

/** Turns suburbId / countryCode into a destination; an unknown one is reported against its field. */
export async function resolveDestination(
  db: Db,
  input: { suburbId?: string | null; countryCode?: string | null },
  fail: (field: 'suburbId' | 'countryCode', message: string) => Error,
): Promise<ResolvedDestination | null> {
  if (input.suburbId) {
    const suburb = await findSuburb(db, input.suburbId);
    if (!suburb || !isAustralianState(suburb.state)) throw fail('suburbId', 'We could not find this suburb. Choose one from the list.');
    return { destination: { kind: 'suburb', state: suburb.state, openDays: suburb.openDays, deliveryFeeCents: suburb.deliveryFeeCents }, suburb, country: null };
  }
  if (input.countryCode) {
    const country = await findCountry(db, input.countryCode);
    if (!country) throw fail('countryCode', 'We do not deliver to this country. Choose one from the list.');
    return { destination: { kind: 'country', isoCode: country.isoCode, partner: country.partner }, suburb: null, country };
  }
  return null;
}
