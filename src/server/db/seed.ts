import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema/index';

export const SEED_VERSION = '1';

/** Idempotent: running it again changes nothing that is already there. */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  const existing = await db.select().from(appMeta).where(sql`${appMeta.key} = 'seed_version'`);
  if (existing[0]?.value === SEED_VERSION) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
  });
  return { seeded: true };
}
