import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_WISHLIST_NAME } from '../../src/lib/domain/account';
import { alertTypeMap } from '../../src/lib/domain/account-forms';
import { hashPassword } from '../../src/server/auth/password';
import { config } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { accountMessages, addresses, memberResources, storeNotificationSettings, users } from '../../src/server/db/schema/accounts';
import { stores } from '../../src/server/db/schema/delivery';
import { shoppingListItems, shoppingLists } from '../../src/server/db/schema/wishlist';
import { SEED_MEMBER_RESOURCES, SEED_MESSAGES, SEED_NOTIFICATION_SETTINGS, SEED_USERS } from './data/accounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Demo people with known passwords are seeded unless SEED_DEMO_USERS=false (set it in production). */
export const seedsDemoUsers = () => config().seedDemoUsers;

/**
 * Idempotent: people are added by email (an existing person, and their
 * password, are left as they are); addresses, wishlists and messages by
 * their fixed ids; member resources and alert settings are upserted.
 */
export async function seedAccounts(tx: Tx): Promise<void> {
  const storeRows = await tx.select({ id: stores.id, key: stores.key }).from(stores);
  const storeId = new Map(storeRows.map((row) => [row.key, row.id]));

  await tx
    .insert(memberResources)
    .values(SEED_MEMBER_RESOURCES)
    .onConflictDoUpdate({ target: memberResources.key, set: { category: sql`excluded.category`, title: sql`excluded.title`, summary: sql`excluded.summary`, body: sql`excluded.body` } });
  await tx
    .insert(accountMessages)
    .values(SEED_MESSAGES.map((m) => ({ ...m, audience: 'flowerline', createdAt: new Date(m.createdAt) })))
    .onConflictDoNothing();
  const settings = SEED_NOTIFICATION_SETTINGS.filter((s) => storeId.has(s.storeKey));
  if (settings.length) {
    await tx
      .insert(storeNotificationSettings)
      .values(settings.map((s) => ({ storeId: storeId.get(s.storeKey)!, orderAlerts: s.orderAlerts, alertType: alertTypeMap(s.sound) })))
      .onConflictDoNothing();
  }
  if (!seedsDemoUsers()) return;

  const known = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        SEED_USERS.map((u) => u.email),
      ),
    );
  const fresh = SEED_USERS.filter((u) => !known.some((k) => k.email === u.email) && (!u.storeKey || storeId.has(u.storeKey)));
  if (fresh.length) {
    const rows = await Promise.all(
      fresh.map(async (u) => ({
        email: u.email,
        passwordHash: await hashPassword(u.password),
        firstName: u.firstName,
        lastName: u.lastName,
        mobile: u.mobile,
        roles: u.roles,
        customerId: u.customerId,
        storeId: u.storeKey ? storeId.get(u.storeKey)! : null,
      })),
    );
    await tx.insert(users).values(rows).onConflictDoNothing();
  }

  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        SEED_USERS.map((u) => u.email),
      ),
    );
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const addressRows = SEED_USERS.flatMap((u) =>
    (u.addresses ?? []).flatMap(({ id, ...a }) => {
      const owner = userId.get(u.email);
      return owner ? [{ id, userId: owner, ...a, company: a.company ?? null, street2: a.street2 ?? null, phone: a.phone || null }] : [];
    }),
  );
  if (addressRows.length) await tx.insert(addresses).values(addressRows).onConflictDoNothing();

  const lists = SEED_USERS.flatMap((u) => (u.wishlist && userId.has(u.email) ? [{ customerId: u.customerId, ...u.wishlist }] : []));
  if (lists.length) {
    await tx
      .insert(shoppingLists)
      .values(lists.map((l) => ({ id: l.id, customerId: l.customerId, name: DEFAULT_WISHLIST_NAME })))
      .onConflictDoNothing();
    await tx
      .insert(shoppingListItems)
      .values(lists.flatMap((l) => l.productKeys.map((productKey) => ({ listId: l.id, productKey }))))
      .onConflictDoNothing();
  }
}
