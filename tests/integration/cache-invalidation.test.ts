import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CACHE_INVALIDATION_CHANNEL, changeCached, invalidateCaches } from '../../src/server/cache-invalidation';
import { countries, suburbs } from '../../src/server/db/schema/index';
import { findSuburb } from '../../src/server/delivery/service';
import { useTestApp } from './harness';

/**
 * The caches of one process hear invalidations through LISTEN/NOTIFY on
 * PGlite as on Postgres (docs/adr/0701); tests/integration/two-servers.test.ts
 * checks them across two processes.
 */
const t = useTestApp();

const countryName = async (isoCode: string) =>
  ((await (await t.client().get('/api/countries')).json()) as { countries: { isoCode: string; name: string }[] }).countries.find((c) => c.isoCode === isoCode)?.name;
const suburbFee = async (id: string) => (await findSuburb(t.database.db, id))?.deliveryFeeCents;

describe('cache invalidation', () => {
  it('keeps a cached copy until a change is announced, then reads the rows again', async () => {
    const { db } = t.database;
    expect(await countryName('FJ')).toBe('Fiji');
    await db.update(countries).set({ name: 'Fiji Islands' }).where(eq(countries.isoCode, 'FJ'));
    expect(await countryName('FJ'), 'unannounced, the change is not seen').toBe('Fiji');
    await invalidateCaches(db, 'countries');
    await expect.poll(() => countryName('FJ')).toBe('Fiji Islands');
  });

  it('announces only committed changes: a rolled-back transaction drops nothing', async () => {
    const { db } = t.database;
    const kew = 'vic-3101-kew';
    const fee = (await suburbFee(kew))!;
    expect(await countryName('FJ')).toBe('Fiji Islands');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(countries).set({ name: 'Republic of Fiji' }).where(eq(countries.isoCode, 'FJ'));
        await invalidateCaches(tx, 'countries');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction(async (tx) => {
      await tx
        .update(suburbs)
        .set({ deliveryFeeCents: fee + 100 })
        .where(eq(suburbs.id, kew));
      await invalidateCaches(tx, 'suburbs');
    });
    // Notifications arrive in commit order: once the suburbs' is heard, the countries' would have been, had it been sent.
    await expect.poll(() => suburbFee(kew)).toBe(fee + 100);
    expect(await countryName('FJ')).toBe('Fiji Islands');
  });

  it('drops every cache on a name it does not know (a newer release’s)', async () => {
    const { db } = t.database;
    await db.update(countries).set({ name: 'Fiji' }).where(eq(countries.isoCode, 'FJ'));
    expect(await countryName('FJ')).toBe('Fiji Islands');
    await db.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, 'gift-cards')`);
    await expect.poll(() => countryName('FJ')).toBe('Fiji');
  });

  it('a write through changeCached is seen by this process as soon as it commits, and one that announced nothing leaves the copies alone', async () => {
    const { db } = t.database;
    const [{ name: was }] = (await db.select({ name: countries.name }).from(countries).where(eq(countries.isoCode, 'FJ'))) as [{ name: string }];
    // Unannounced, the change stays unseen: nothing was dropped.
    await changeCached(db, (tx) => tx.update(countries).set({ name: 'Fiji, unannounced' }).where(eq(countries.isoCode, 'FJ')));
    expect(await countryName('FJ')).toBe(was);
    // Announced: read at once, with no wait for the notification to come back.
    await changeCached(db, async (tx) => {
      await tx.update(countries).set({ name: 'Fiji, at once' }).where(eq(countries.isoCode, 'FJ'));
      await invalidateCaches(tx, 'countries');
    });
    expect(await countryName('FJ')).toBe('Fiji, at once');
    // Put back, for the tests after this one.
    await changeCached(db, async (tx) => {
      await tx.update(countries).set({ name: was }).where(eq(countries.isoCode, 'FJ'));
      await invalidateCaches(tx, 'countries');
    });
  });
});
