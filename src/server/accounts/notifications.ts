import { eq } from 'drizzle-orm';
import { type NotificationSettingsBody, type StoreNotificationSettings } from '../../lib/api/contracts/stores';
import { alertTypeMap, chosenSound } from '../../lib/domain/account-forms';
import { DEFAULT_ALERT_SOUND } from '../../lib/domain/constants';
import type { AuthUser } from '../auth/session';
import type { DbContext } from '../http/context';
import { storeNotificationSettings } from '../db/schema/accounts';
import { stores } from '../db/schema/delivery';
import { notFound } from '../http/problem';
import { recordStoreChange } from '../network/store-history';
import { storeFieldChanges } from '../network/store-words';
import { STORE_NOT_FOUND, storeByKey } from './stores';

/** A store's alert settings; a store that never saved any has alerts on with the default sound (dog). */
export async function notificationSettings({ db }: DbContext, { storeKey }: { storeKey: string }): Promise<StoreNotificationSettings> {
  const store = await storeByKey(db, storeKey);
  const [row] = await db.select().from(storeNotificationSettings).where(eq(storeNotificationSettings.storeId, store.id)).limit(1);
  return {
    storeKey,
    account: { orderAlerts: row?.orderAlerts ?? true, alertType: alertTypeMap(row ? chosenSound(row.alertType) : DEFAULT_ALERT_SOUND) },
  };
}

/** PUT …/notification-settings (the store's owner and staff): under the store's row lock, recorded in the store's history. */
export async function saveNotificationSettings(
  { db }: DbContext,
  { storeKey, settings: input, user, now }: { storeKey: string; settings: NotificationSettingsBody; user: AuthUser; now: Date },
): Promise<StoreNotificationSettings> {
  await db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.key, storeKey)).for('update');
    if (!store) throw notFound(STORE_NOT_FOUND);
    const [row] = await tx.select().from(storeNotificationSettings).where(eq(storeNotificationSettings.storeId, store.id));
    const before = { on: row?.orderAlerts ?? true, sound: row ? chosenSound(row.alertType) : DEFAULT_ALERT_SOUND };
    const after = { on: input.account.orderAlerts, sound: chosenSound(input.account.alertType) };
    const values = { orderAlerts: after.on, alertType: alertTypeMap(after.sound), updatedAt: now };
    await tx
      .insert(storeNotificationSettings)
      .values({ storeId: store.id, ...values })
      .onConflictDoUpdate({ target: storeNotificationSettings.storeId, set: values });
    await recordStoreChange(tx, store.id, storeFieldChanges({ orderAlerts: before }, { orderAlerts: after }), user, now);
  });
  return notificationSettings({ db }, { storeKey });
}
