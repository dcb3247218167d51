import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { SEED_USERS } from '../../../db/seed/data/accounts';

/** The rehearsal's database (on its own Postgres, or the machine's when it has none): dropped and made again at each run, kept afterwards to look into. */
export const PEAK_DATABASE = process.env.PEAK_DATABASE || 'peak';

/** A store whose owner watches its alert stream, and the suburb whose orders are offered to it. */
export interface WatchedStore {
  storeKey: string;
  storeId: string;
  suburbId: string;
  email: string;
  password: string;
}

const OWNER_PASSWORD = 'Peak-Rehearsal-Owner-2026';

/** The rehearsal's database on the server whose own database is `adminUrl`, reached on `port` (a relay's) or the server's own. */
export function databaseUrl(adminUrl: string, port?: number): string {
  const url = new URL(adminUrl);
  if (port !== undefined) url.port = String(port);
  url.pathname = `/${PEAK_DATABASE}`;
  return url.toString();
}

/** Drops and creates the rehearsal's database on the server of `adminUrl` (never a shared `test` one). */
export async function freshDatabase(adminUrl: string): Promise<void> {
  if (['test', 'postgres', 'template0', 'template1'].includes(PEAK_DATABASE) || !/^[a-z_][a-z0-9_]*$/.test(PEAK_DATABASE))
    throw new Error(`The rehearsal will not use the database ${PEAK_DATABASE}: name one of its own (PEAK_DATABASE).`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${PEAK_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${PEAK_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A delivery day from Monday to Friday, a few days out, when every store trades. */
export async function deliveryDay(): Promise<string> {
  const { isDeliveryDay, selectorEarliestDate } = await import('../../../src/lib/domain/delivery');
  const { addDays, weekdayOf } = await import('../../../src/lib/domain/calendar-day');
  let day = addDays(selectorEarliestDate(new Date(), 'VIC'), 2);
  while (!isDeliveryDay(day, 'VIC') || weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

/**
 * Migrates and seeds the database `where` opens (a Postgres `url`, or a PGlite `dataDir`), then gives `stores` of the Victorian
 * stores an owner with alerts on (the seed has two owners; the rest are
 * made here), and keeps the stores to whose own suburb an order on `day`
 * is offered first.
 */
export async function seedPeak(where: { url: string } | { dataDir: string }, stores: number, day: string): Promise<WatchedStore[]> {
  const { openDatabase } = await import('../../../src/server/db/client');
  const { seedDatabase } = await import('../../../db/seed/index');
  const { hashPassword } = await import('../../../src/server/auth/password');
  const { alertTypeMap } = await import('../../../src/lib/domain/account-forms');
  const { nextStore } = await import('../../../src/server/allocation/choose-store');
  const schema = await import('../../../src/server/db/schema/index');
  const database = await openDatabase(where);
  try {
    const { db } = database;
    await seedDatabase(db);
    const candidates = await db
      .select({ id: schema.stores.id, key: schema.stores.key, suburbId: schema.stores.suburbId })
      .from(schema.stores)
      .where(
        inArray(
          schema.stores.key,
          Array.from({ length: Math.max(stores, 1) + 6 }, (_, i) => `VIC-${String(i + 1).padStart(3, '0')}`),
        ),
      )
      .orderBy(schema.stores.key);
    const watched: WatchedStore[] = [];
    for (const store of candidates) {
      if (watched.length >= stores) break;
      // Only a store that is offered its own suburb's orders first (the nearest) is watched.
      if ((await nextStore(db, { suburbId: store.suburbId, deliveryDate: day as never }, [])) !== store.key) continue;
      const seeded = SEED_USERS.find((user) => user.storeKey === store.key && user.roles.includes('floristowner'));
      const email = seeded?.email ?? `peak.owner.${store.key.toLowerCase()}@example.com`;
      const password = seeded?.password ?? OWNER_PASSWORD;
      if (!seeded) {
        await db
          .insert(schema.users)
          .values({
            email,
            passwordHash: await hashPassword(password),
            firstName: 'Peak',
            lastName: `Owner ${store.key}`,
            mobile: null,
            roles: ['florist', 'floristowner'],
            customerId: randomUUID(),
            storeId: store.id,
          })
          .onConflictDoNothing();
      }
      // Every watched store hears its offers (the seed has one of them with alerts off).
      await db
        .insert(schema.storeNotificationSettings)
        .values({ storeId: store.id, orderAlerts: true, alertType: alertTypeMap('doorbell') })
        .onConflictDoUpdate({ target: schema.storeNotificationSettings.storeId, set: { orderAlerts: true } });
      watched.push({ storeKey: store.key, storeId: store.id, suburbId: store.suburbId, email, password });
    }
    if (!watched.length) throw new Error('No Victorian store is offered its own suburb’s orders first: the seed has changed.');
    return watched;
  } finally {
    await database.close();
  }
}
