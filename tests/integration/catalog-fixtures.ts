import { fromZonedTime } from 'date-fns-tz';
import { knownDay } from '../../src/lib/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../../src/server/db/client';

/**
 * The API's clock in these tests: Wednesday 12 November 2025, 09:00 in
 * Melbourne (before the 14:00 cutoff). Only Date is faked; timers run.
 */
export const NOW = fromZonedTime('2025-11-12T09:00', 'Australia/Melbourne');
export const TODAY = '2025-11-12';
export const THURSDAY = '2025-11-13';
export const FRIDAY = knownDay('2025-11-14');
export const SATURDAY = '2025-11-15';
export const SUNDAY = '2025-11-16';
export const KEW = 'vic-3101-kew';

export function freezeClock(at: Date = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export function thawClock() {
  vi.useRealTimers();
}

async function firstSuburb(db: Db, where: ReturnType<typeof sql>): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`select id from suburbs where ${where} order by id limit 1`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  if (!rows[0]) throw new Error('the seed has no such suburb');
  return rows[0].id;
}

/** A suburb no florist serves. */
export const remoteSuburb = (db: Db) => firstSuburb(db, sql`open_days = 0`);
/** A Victorian suburb whose stores are all closed on Saturdays (open Monday to Friday only). */
export const weekdayOnlySuburb = (db: Db) => firstSuburb(db, sql`open_days = 62`);
