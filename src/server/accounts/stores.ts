import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StoreDetails, StoreDetailsBody, StoreSummary } from '../../lib/api/contracts/stores';
import { WEEKDAY_NAMES } from '../../lib/domain/delivery';
import { price } from '../../lib/domain/money';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { stores, storeSuburbs, storeTradingHours, suburbs } from '../db/schema/delivery';
import { notFound } from '../http/problem';

export type StoreRow = typeof stores.$inferSelect;
const STORE_NOT_FOUND = 'There is no member store with this key.';

const summaryColumns = {
  storeKey: stores.key,
  name: stores.name,
  suburb: suburbs.name,
  state: suburbs.state,
  postcode: suburbs.postcode,
  phone: stores.phone,
  email: stores.email,
};

export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface StoreListFilter {
  offset: number;
  limit: number;
  SearchText?: string;
  state?: string;
  /** Florists see only their own store. */
  onlyKey?: string;
}

/** Members (florist stores), by name; filtered by text and state. */
export async function listStores({ db }: DbContext, filter: StoreListFilter): Promise<{ results: StoreSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.onlyKey) conditions.push(eq(stores.key, filter.onlyKey));
  if (filter.state) conditions.push(eq(suburbs.state, filter.state));
  if (filter.SearchText) {
    const like = likeText(filter.SearchText);
    conditions.push(or(ilike(stores.name, like), ilike(stores.key, like), ilike(suburbs.name, like), eq(suburbs.postcode, filter.SearchText))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [results, [totalRow]] = await Promise.all([
    db.select(summaryColumns).from(stores).innerJoin(suburbs, eq(stores.suburbId, suburbs.id)).where(where).orderBy(asc(stores.name), asc(stores.key)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(stores).innerJoin(suburbs, eq(stores.suburbId, suburbs.id)).where(where),
  ]);
  return { results, total: totalRow?.total ?? 0 };
}

export async function storeByKey(db: Db, storeKey: string): Promise<StoreRow> {
  const [row] = await db.select().from(stores).where(eq(stores.key, storeKey)).limit(1);
  if (!row) throw notFound(STORE_NOT_FOUND);
  return row;
}

const dayOrder = (day: string) => WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number]);

/** A member's details: contact, delivery radius and fee, and its week of trading hours (Day, OpenTime, CloseTime). */
export async function storeDetails({ db }: DbContext, { storeKey }: { storeKey: string }): Promise<StoreDetails> {
  const store = await storeByKey(db, storeKey);
  const [[summary], hours, [served]] = await Promise.all([
    db.select(summaryColumns).from(stores).innerJoin(suburbs, eq(stores.suburbId, suburbs.id)).where(eq(stores.id, store.id)),
    db.select().from(storeTradingHours).where(eq(storeTradingHours.storeId, store.id)),
    db.select({ n: count() }).from(storeSuburbs).where(eq(storeSuburbs.storeId, store.id)),
  ]);
  const byDay = new Map(hours.map((h) => [h.day, h]));
  return {
    ...summary!,
    radiusKm: store.radiusKm,
    deliveryFee: price(store.deliveryFeeCents),
    suburbsServed: served?.n ?? 0,
    tradingHours: WEEKDAY_NAMES.map((Day) => ({ Day, OpenTime: byDay.get(Day)?.openTime ?? '0000', CloseTime: byDay.get(Day)?.closeTime ?? '0000' })).sort((a, b) => dayOrder(a.Day) - dayOrder(b.Day)),
  };
}

/** PUT /api/stores/{storeKey}: contact details and trading hours. */
export async function updateStoreDetails({ db }: DbContext, { storeKey, details: input }: { storeKey: string; details: StoreDetailsBody }): Promise<StoreDetails> {
  const store = await storeByKey(db, storeKey);
  await db.transaction(async (tx) => {
    await tx.update(stores).set({ phone: input.phone, email: input.email }).where(eq(stores.id, store.id));
    await tx
      .insert(storeTradingHours)
      .values(input.tradingHours.map((d) => ({ storeId: store.id, day: d.Day, openTime: d.OpenTime, closeTime: d.CloseTime })))
      .onConflictDoUpdate({ target: [storeTradingHours.storeId, storeTradingHours.day], set: { openTime: sql`excluded.open_time`, closeTime: sql`excluded.close_time` } });
  });
  return storeDetails({ db }, { storeKey });
}
