import { eq } from 'drizzle-orm';
import { type NotificationSettingsBody, type StoreNotificationSettings } from '../../lib/api/contracts/stores';
import { alertTypeMap, chosenSound } from '../../lib/domain/account-forms';
import { DEFAULT_ALERT_SOUND } from '../../lib/domain/constants';
import type { DbContext } from '../http/context';
import { storeNotificationSettings } from '../db/schema/accounts';
import { storeByKey } from './stores';

/** A store's alert settings; a store that never saved any has alerts on with the default sound (dog). */
export async function notificationSettings({ db }: DbContext, { storeKey }: { storeKey: string }): Promise<StoreNotificationSettings> {
  const store = await storeByKey(db, storeKey);
  const [row] = await db.select().from(storeNotificationSettings).where(eq(storeNotificationSettings.storeId, store.id)).limit(1);
  return {
    storeKey,
    account: { orderAlerts: row?.orderAlerts ?? true, alertType: alertTypeMap(row ? chosenSound(row.alertType) : DEFAULT_ALERT_SOUND) },
  };
}

export async function saveNotificationSettings({ db }: DbContext, { storeKey, settings: input }: { storeKey: string; settings: NotificationSettingsBody }): Promise<StoreNotificationSettings> {
  const store = await storeByKey(db, storeKey);
  const values = { orderAlerts: input.account.orderAlerts, alertType: alertTypeMap(chosenSound(input.account.alertType)), updatedAt: new Date() };
  await db
    .insert(storeNotificationSettings)
    .values({ storeId: store.id, ...values })
    .onConflictDoUpdate({ target: storeNotificationSettings.storeId, set: values });
  return notificationSettings({ db }, { storeKey });
}
