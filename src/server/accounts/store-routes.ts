import { Hono, type Context } from 'hono';
import { NotificationSettingsBodyModel, StoreDetailsBodyModel, StoreListQueryModel } from '../../lib/api/contracts/stores';
import { UserListQueryModel } from '../../lib/api/contracts/people';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireStoreAccess, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { storeKeyParam } from '../network/store-key';
import { notificationSettings, saveNotificationSettings } from './notifications';
import { listUsers } from './people';
import { listStores, storeByKey, storeDetails, updateStoreDetails } from './stores';

const now = (c: Context) => requestContext(c).shopper.now;
/** The store the address names, in any case, once the caller may reach it (Flowerline, or a florist of that store). */
const reachable = (c: Context) => {
  const storeKey = storeKeyParam(c);
  requireStoreAccess(c, storeKey);
  return storeKey;
};

/**
 * Members (florist stores). Flowerline sees every member; florists only
 * their own store. Store details (contact, trading hours) are changed by the
 * store's owner; its alert settings by its owner and staff; each change is
 * recorded in the store's history. A key in an address is read in any case.
 */
export const storeRoutes = new Hono()
  .get('/stores', requireRole(...ACCESS.members), async (c) => {
    const user = requireUser(c);
    const query = parseQuery(c, StoreListQueryModel);
    const onlyKey = user.role === 'flowerline' ? undefined : (user.storeKey ?? '-');
    return c.json(await listStores(c.var, { ...query, onlyKey }));
  })
  .get('/stores/:storeKey', requireRole(...ACCESS.members), async (c) => c.json(await storeDetails(c.var, { storeKey: reachable(c) })))
  .put('/stores/:storeKey', requireRole(...ACCESS.floristOwner), async (c) => {
    const storeKey = reachable(c);
    const details = await parseBody(c, StoreDetailsBodyModel);
    return c.json(await updateStoreDetails(c.var, { storeKey, details, user: requireUser(c), now: now(c) }));
  })
  .get('/stores/:storeKey/notification-settings', requireRole(...ACCESS.members), async (c) => c.json(await notificationSettings(c.var, { storeKey: reachable(c) })))
  .put('/stores/:storeKey/notification-settings', requireRole(...ACCESS.florists), async (c) => {
    const storeKey = reachable(c);
    const settings = await parseBody(c, NotificationSettingsBodyModel);
    return c.json(await saveNotificationSettings(c.var, { storeKey, settings, user: requireUser(c), now: now(c) }));
  })
  .get('/stores/:storeKey/users', requireRole(...ACCESS.users), async (c) => {
    const storeKey = reachable(c);
    const query = parseQuery(c, UserListQueryModel.omit({ role: true, storeKey: true }));
    // A store that is not there is a 404, not an empty list.
    await storeByKey(c.var.db, storeKey);
    return c.json(await listUsers(c.var, { ...query, storeKey }));
  });
