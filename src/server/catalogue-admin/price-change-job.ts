import { and, asc, eq, lte } from 'drizzle-orm';
import { database, type Db } from '../db/client';
import { priceChanges } from '../db/schema/index';
import { defineJob } from '../jobs/queue';
import { logger } from '../logger';
import { PRICE_CHANGE_QUEUE, runScheduledPriceChange } from './price-changes';

/**
 * Makes every scheduled price change whose time has come, oldest first. The
 * queue wakes it at each change's time, and every minute for any that fell
 * due while no server ran; each change is made once (runScheduledPriceChange).
 */
export async function runDuePriceChanges(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(and(eq(priceChanges.status, 'scheduled'), lte(priceChanges.runAt, now)))
    .orderBy(asc(priceChanges.runAt), asc(priceChanges.id));
  let made = 0;
  for (const { id } of due) {
    try {
      if (await runScheduledPriceChange(db, id, now)) made++;
    } catch (error) {
      logger.error({ err: error, priceChange: id }, 'scheduled price change not made; it is tried again next minute');
    }
  }
  return made;
}

defineJob(PRICE_CHANGE_QUEUE, async () => void (await runDuePriceChanges((await database()).db, new Date())), { cron: '* * * * *' });
