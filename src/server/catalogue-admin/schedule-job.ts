import { and, asc, eq, lte } from 'drizzle-orm';
import { database, type Db } from '../db/client';
import { productSchedules } from '../db/schema/index';
import { defineJob } from '../jobs/queue';
import { logger } from '../logger';
import { PRODUCT_SCHEDULE_QUEUE, runProductSchedule } from './schedule';

/**
 * Makes every scheduled going on or off sale whose time has come, oldest
 * first. The queue wakes it at each one's time, and every minute for any
 * that fell due while no server ran; each is made once (runProductSchedule).
 */
export async function runDueProductSchedules(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: productSchedules.id })
    .from(productSchedules)
    .where(and(eq(productSchedules.status, 'scheduled'), lte(productSchedules.runAt, now)))
    .orderBy(asc(productSchedules.runAt), asc(productSchedules.id));
  let made = 0;
  for (const { id } of due) {
    try {
      if (await runProductSchedule(db, id, now)) made++;
    } catch (error) {
      logger.error({ err: error, productSchedule: id }, 'scheduled availability change not made; it is tried again next minute');
    }
  }
  return made;
}

defineJob(PRODUCT_SCHEDULE_QUEUE, async () => void (await runDueProductSchedules((await database()).db, new Date())), { cron: '* * * * *' });
