import { sql } from 'drizzle-orm';
import { closeDatabase, database } from '../../../src/server/db/client';
import { migrateAndSeed } from '../../../scripts/seed';

/**
 * Prepares the allocation journey's own shop (playwright.config.ts): its
 * database seeded, and every store trading around the clock, so a
 * response window of seconds runs out in seconds whenever the suite runs
 * (offers are timed in trading hours).
 */
await migrateAndSeed();
const { db } = await database();
await db.execute(sql`update store_trading_hours set open_time = '0000', close_time = '2359'`);
await closeDatabase();
