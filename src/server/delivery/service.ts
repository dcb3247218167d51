import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { countries, suburbs } from '../db/schema/index';
import type { Destination } from '../../lib/domain/availability';
import { isAustralianState } from '../../lib/domain/delivery';
import { suburbZone } from '../../lib/domain/suburb-zone';
import type { DeliveryChoice } from '../../lib/domain/delivery-choice';
import type { Country, Suburb } from '../../lib/api/contracts/delivery';
import { LRUCache } from 'lru-cache';
import { cacheOwner, cachedPerDatabase, listenForInvalidations, onCacheInvalidation } from '../cache-invalidation';

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

const countryList = cachedPerDatabase<Country[]>(['countries'], 300_000, async (db) => {
  await listenForInvalidations(db);
  return (await db.select().from(countries).orderBy(asc(countries.name))).map((row) => ({
    name: row.name,
    isoCode: row.isoCode,
    slug: row.isoCode.toLowerCase(),
    flag: flagOf(row.isoCode),
    partner: row.partner,
  }));
});

export const listCountries = ({ db }: DbContext) => countryList(db);

export async function findCountry(db: Db, isoCode: string): Promise<Country | null> {
  return (await countryList(db)).find((country) => country.isoCode === isoCode.toUpperCase()) ?? null;
}

/** A suburb by id, or false for an id that names none. */
const suburbCaches = new WeakMap<Db, LRUCache<string, SuburbRecord | false>>();
onCacheInvalidation('suburbs', (db) => suburbCaches.get(db)?.clear());

/** A suburb by id, from a small per-database cache (suburbs change only when the seed runs). */
export async function findSuburb(db: Db, id: string): Promise<SuburbRecord | null> {
  // In a transaction, the database's cache; afresh, and kept nowhere, in one that changed the suburbs.
  const root = cacheOwner(db, ['suburbs']);
  if (!root) return (await db.select().from(suburbs).where(eq(suburbs.id, id)).limit(1))[0] ?? null;
  let cache = suburbCaches.get(root);
  if (!cache) suburbCaches.set(root, (cache = new LRUCache({ max: 20_000, ttl: 300_000 })));
  const cached = cache.get(id);
  if (cached !== undefined) return cached || null;
  // Heard before the read, so a change committed meanwhile drops what it reads; a transaction cannot wait for that (on PGlite the listen waits for it).
  if (root === db) await listenForInvalidations(root);
  else void listenForInvalidations(root);
  const [row] = await db.select().from(suburbs).where(eq(suburbs.id, id)).limit(1);
  cache.set(id, row ?? false);
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
  /** The choice as the shop keeps it: the suburb's id, or the country's upper-case ISO code. */
  choice: DeliveryChoice;
  destination: Destination;
  suburb: SuburbRecord | null;
  country: Country | null;
}

/** Looks a delivery choice up: its suburb or country and what the rules need of it; an unknown one is reported against its field. */
export async function resolveDestination(db: Db, choice: DeliveryChoice | null, fail: (field: 'suburbId' | 'countryCode', message: string) => Error): Promise<ResolvedDestination | null> {
  if (choice?.kind === 'suburb') {
    const suburb = await findSuburb(db, choice.suburbId);
    if (!suburb || !isAustralianState(suburb.state)) throw fail('suburbId', 'We could not find this suburb. Choose one from the list.');
    return {
      choice: { kind: 'suburb', suburbId: suburb.id },
      destination: { kind: 'suburb', state: suburb.state, openDays: suburb.openDays, deliveryFeeCents: suburb.deliveryFeeCents, zone: suburbZone(suburb.state, suburb.postcode) },
      suburb,
      country: null,
    };
  }
  if (choice?.kind === 'country') {
    const country = await findCountry(db, choice.countryCode);
    if (!country) throw fail('countryCode', 'We do not deliver to this country. Choose one from the list.');
    return { choice: { kind: 'country', countryCode: country.isoCode }, destination: { kind: 'country', isoCode: country.isoCode, partner: country.partner }, suburb: null, country };
  }
  return null;
}
