import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWEEP_QUEUE } from '../../src/server/allocation/service';
import { rowsOf } from '../../src/server/db/client';
import { RECONCILE_QUEUE } from '../../src/server/payments/reconcile';
import { startJobs } from '../../src/server/jobs/start';
import { useTestApp } from './harness';

/** A process whose database was away as it started still works its jobs once the database answers. */
const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

const queued = async (queue: string) => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}`))[0]!.n);

describe('starting the job queue', () => {
  it('tries again after a failed start, and queues the sweep and the reconciliation once it starts', async () => {
    const start = vi.spyOn(PgBoss.prototype, 'start').mockRejectedValueOnce(new Error('the database went away')).mockRejectedValueOnce(new Error('still away'));
    await startJobs(5);
    expect(start).toHaveBeenCalledTimes(3);
    expect(await queued(SWEEP_QUEUE)).toBeGreaterThan(0);
    expect(await queued(RECONCILE_QUEUE)).toBeGreaterThan(0);
  });
});
