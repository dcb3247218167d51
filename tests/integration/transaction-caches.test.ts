import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateCaches } from '../../src/server/cache-invalidation';
import { catalogSnapshot } from '../../src/server/catalog/snapshot';
import { products, suburbs } from '../../src/server/db/schema/index';
import { findSuburb } from '../../src/server/delivery/service';
import { useTestApp } from './harness';

/**
 * Code handed a transaction is served the database's cached copies (the
 * catalogue, the suburbs): before, every transaction that read the
 * catalogue (each order the payment webhook made) read all of it again.
 * A transaction that announced a change reads afresh and sees its own
 * change, and a change rolled back leaves the copies as they were.
 */
const t = useTestApp();
const nameOf = async (db: Parameters<typeof catalogSnapshot>[0], key: string) => (await catalogSnapshot(db)).byKey.get(key)?.name;

describe('caches read inside a transaction', () => {
  it('serve the database’s copy of the catalogue to a transaction and to a savepoint in it, rather than reading it again', async () => {
    const { db } = t.database;
    const copy = await catalogSnapshot(db);
    const [inTransaction, inSavepoint] = await db.transaction(async (tx) => [await catalogSnapshot(tx), await tx.transaction((savepoint) => catalogSnapshot(savepoint))]);
    expect(inTransaction).toBe(copy);
    expect(inSavepoint).toBe(copy);
  });

  it('read the catalogue afresh in a transaction that changed it, and keep the copy when it rolls back', async () => {
    const { db } = t.database;
    const before = await nameOf(db, 'WB1001');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Renamed in a transaction' }).where(eq(products.key, 'WB1001'));
        await invalidateCaches(tx, 'catalog');
        expect(await nameOf(tx, 'WB1001'), 'its own change').toBe('Renamed in a transaction');
        expect(await tx.transaction((savepoint) => nameOf(savepoint, 'WB1001')), 'in a savepoint begun after it').toBe('Renamed in a transaction');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nameOf(db, 'WB1001')).toBe(before);
  });

  it('read the catalogue afresh in a transaction after a savepoint in it changed the catalogue', async () => {
    const { db } = t.database;
    const before = await nameOf(db, 'WB1001');
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction(async (savepoint) => {
          await savepoint.update(products).set({ name: 'Renamed in a savepoint' }).where(eq(products.key, 'WB1001'));
          await invalidateCaches(savepoint, 'catalog');
        });
        expect(await nameOf(tx, 'WB1001')).toBe('Renamed in a savepoint');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nameOf(db, 'WB1001')).toBe(before);
  });

  it('read a suburb from the database’s cache in a transaction, and afresh in one that changed the suburbs', async () => {
    const { db } = t.database;
    const kew = 'vic-3101-kew';
    const fee = (await findSuburb(db, kew))!.deliveryFeeCents;
    // Changed without an announcement: only a read past the cache would see it.
    await db
      .update(suburbs)
      .set({ deliveryFeeCents: fee + 1 })
      .where(eq(suburbs.id, kew));
    try {
      expect(await db.transaction(async (tx) => (await findSuburb(tx, kew))!.deliveryFeeCents)).toBe(fee);
      const changed = await db.transaction(async (tx) => {
        await invalidateCaches(tx, 'suburbs');
        return (await findSuburb(tx, kew))!.deliveryFeeCents;
      });
      expect(changed).toBe(fee + 1);
    } finally {
      await db.update(suburbs).set({ deliveryFeeCents: fee }).where(eq(suburbs.id, kew));
      await invalidateCaches(db, 'suburbs');
    }
  });
});
