import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StoreDetails, StoreDetailsBody, StoreSummary, TradingDay } from '../../lib/api/contracts/stores';
import { WEEKDAY_NAMES } from '../../lib/domain/delivery';
import { price } from '../../lib/domain/money';
import type { AuthUser } from '../auth/session';
import { changeCached, invalidateCaches } from '../cache-invalidation';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { stores, storeSuburbs, storeTradingHours, suburbs } from '../db/schema/delivery';
import { notFound } from '../http/problem';
import { refreshSuburbDelivery } from '../network/store-coverage';
import { recordStoreChange } from '../network/store-history';
import { storeFieldChanges } from '../network/store-words';

export type StoreRow = typeof stores.$inferSelect;
export const STORE_NOT_FOUND = 'There is no member store with this key.';

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

/** A store's week of trading hours, Sunday first; a day it has no row for is closed (0000–0000). */
export function tradingWeek(rows: readonly { day: string; openTime: string; closeTime: string }[]): TradingDay[] {
  const byDay = new Map(rows.map((h) => [h.day, h]));
  return WEEKDAY_NAMES.map((Day) => ({ Day, OpenTime: byDay.get(Day)?.openTime ?? '0000', CloseTime: byDay.get(Day)?.closeTime ?? '0000' }));
}

/** A store's trading hours as stored, by the store's id. */
export async function storeHoursOf(db: Db | Tx, storeId: string): Promise<TradingDay[]> {
  return tradingWeek(await db.select().from(storeTradingHours).where(eq(storeTradingHours.storeId, storeId)));
}

/** Writes a store's week of trading hours (each day once). */
export async function saveTradingHours(tx: Tx, storeId: string, week: readonly TradingDay[]): Promise<void> {
  await tx
    .insert(storeTradingHours)
    .values(week.map((d) => ({ storeId, day: d.Day, openTime: d.OpenTime, closeTime: d.CloseTime })))
    .onConflictDoUpdate({ target: [storeTradingHours.storeId, storeTradingHours.day], set: { openTime: sql`excluded.open_time`, closeTime: sql`excluded.close_time` } });
}

const asRow = (d: TradingDay) => ({ day: d.Day, openTime: d.OpenTime, closeTime: d.CloseTime });

/** A week as given (days in any order), Sunday first. */
export const inWeekOrder = (days: readonly TradingDay[]) => tradingWeek(days.map(asRow));

/** The two weeks differ on some day. */
export const hoursDiffer = (a: readonly TradingDay[], b: readonly TradingDay[]) => JSON.stringify(inWeekOrder(a)) !== JSON.stringify(inWeekOrder(b));

/** A member's details: contact, delivery radius and fee, and its week of trading hours (Day, OpenTime, CloseTime). */
export async function storeDetails({ db }: DbContext, { storeKey }: { storeKey: string }): Promise<StoreDetails> {
  const store = await storeByKey(db, storeKey);
  const [[summary], hours, [served]] = await Promise.all([
    db.select(summaryColumns).from(stores).innerJoin(suburbs, eq(stores.suburbId, suburbs.id)).where(eq(stores.id, store.id)),
    storeHoursOf(db, store.id),
    db.select({ n: count() }).from(storeSuburbs).where(eq(storeSuburbs.storeId, store.id)),
  ]);
  return {
    ...summary!,
    radiusKm: store.radiusKm,
    deliveryFee: price(store.deliveryFeeCents),
    suburbsServed: served?.n ?? 0,
    tradingHours: hours,
  };
}

/**
 * PUT /api/stores/{storeKey} (the store's owner): contact details and
 * trading hours, under the store's row lock, recorded in the store's
 * history. Hours that change the weekdays it trades refresh its suburbs'
 * open days, and every process drops its copy of the suburbs at commit.
 */
export async function updateStoreDetails(
  { db }: DbContext,
  { storeKey, details: input, user, now }: { storeKey: string; details: StoreDetailsBody; user: AuthUser; now: Date },
): Promise<StoreDetails> {
  await changeCached(db, async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.key, storeKey)).for('update');
    if (!store) throw notFound(STORE_NOT_FOUND);
    const hours = await storeHoursOf(tx, store.id);
    const changes = storeFieldChanges({ phone: store.phone, email: store.email, tradingHours: hours }, { phone: input.phone, email: input.email, tradingHours: inWeekOrder(input.tradingHours) });
    if (!changes.length) return;
    await tx.update(stores).set({ phone: input.phone, email: input.email }).where(eq(stores.id, store.id));
    if (hoursDiffer(hours, input.tradingHours)) {
      await saveTradingHours(tx, store.id, input.tradingHours);
      await refreshSuburbDelivery(tx);
      await invalidateCaches(tx, 'suburbs');
    }
    await recordStoreChange(tx, store.id, changes, user, now);
  });
  return storeDetails({ db }, { storeKey });
}
