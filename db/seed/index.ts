import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { appMeta } from '../../src/server/db/schema/index';
import { seedAccounts } from './accounts';
import { seedCatalog, type Tx } from './catalog';
import { seedStores, seedSuburbs } from './locations';
import { seedPromoCodes } from './promo-codes';
import { seedDemoOrders } from './orders';
import { seedsDemoUsers } from './accounts';
import { seedContent } from '../../src/server/content/seed';

/** Bump whenever the seed content changes: a database seeded with another version is seeded again. */
export const SEED_VERSION = '8';

/** The demo orders, which go with the demo people: none where those are not seeded. */
export async function seedDemoOrdersWithPeople(tx: Tx): Promise<void> {
  if (seedsDemoUsers()) await seedDemoOrders(tx);
}

/**
 * Idempotent: rows are upserted by their natural keys (product key, variant
 * key, suburb id, store key, country code, add-on key, promo code; demo
 * orders by their fixed cart ids), so running it again
 * changes nothing that is already there.
 */
export async function seedDatabase(db: Db, { demoOrders = true }: { demoOrders?: boolean } = {}): Promise<{ seeded: boolean }> {
  // Content has its own check: the seed files' hash (editors' saves are kept).
  await seedContent(db);
  const existing = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seed_version'`);
  if (existing[0]?.value === SEED_VERSION) return { seeded: false };
  await db.transaction(async (tx) => {
    const suburbs = await seedSuburbs(tx);
    await seedStores(tx, suburbs);
    await seedCatalog(tx);
    await seedAccounts(tx);
    await seedPromoCodes(tx);
    // Tests that need no demo orders skip them.
    if (demoOrders) await seedDemoOrdersWithPeople(tx);
    await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
  });
  return { seeded: true };
}
