import { personName } from '../accounts/users';
import type { AuthUser } from '../auth/session';
import type { Tx } from '../cart/rows';
import type { Db } from '../db/client';
import { storeChanges } from '../db/schema/index';
import type { StoreFieldChange } from './store-words';

/**
 * Records a change to a store in its history (store_changes: who, when,
 * each field before and after in the shop's words), in the transaction
 * that makes it: Flowerline's edits, the owner's details and hours, and the
 * store's alert settings all land here, and the store's page shows them.
 */
export async function recordStoreChange(tx: Tx, storeId: string, fields: StoreFieldChange[], user: AuthUser, now: Date): Promise<void> {
  if (!fields.length) return;
  const name = (await personName(tx as unknown as Db, user.userId)) ?? (user.role === 'flowerline' ? 'Flowerline' : 'Someone');
  // Head office reads the history: a florist's change says they are of the store.
  const by = user.role === 'floristowner' ? `${name} (store owner)` : user.role === 'florist' ? `${name} (store staff)` : name;
  await tx.insert(storeChanges).values({ storeId, changedAt: now, changedBy: by, changedByUserId: user.userId, fields });
}
