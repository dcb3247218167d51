import { Hono } from 'hono';
import { NotificationSettingsBodyModel, StoreDetailsBodyModel, StoreListQueryModel } from '../../lib/api/contracts/stores';
import { UserListQueryModel } from '../../lib/api/contracts/people';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireStoreAccess, requireUser } from '../http/auth';
import { parseBody, parseQuery } from '../http/validate';
import { notificationSettings, saveNotificationSettings } from './notifications';
import { listUsers } from './people';
import { listStores, storeDetails, updateStoreDetails } from './stores';

const key = (c: { req: { param: (name: 'storeKey') => string } }) => c.req.param('storeKey');

/**
 * Members (florist stores). Flowerline sees every member; florists only
 * their own store. Store details are changed by the store's owner; its
 * alert settings by its owner and staff.
 */
export const storeRoutes = new Hono()
  .get('/stores', requireRole(...ACCESS.members), async (c) => {
    const user = requireUser(c);
    const query = parseQuery(c, StoreListQueryModel);
    const onlyKey = user.role === 'flowerline' ? undefined : (user.storeKey ?? '-');
    return c.json(await listStores(c.var, { ...query, onlyKey }));
  })
  .get('/stores/:storeKey', requireRole(...ACCESS.members), async (c) => {
    requireStoreAccess(c, key(c));
    return c.json(await storeDetails(c.var, { storeKey: key(c) }));
  })
  .put('/stores/:storeKey', requireRole(...ACCESS.floristOwner), async (c) => {
    requireStoreAccess(c, key(c));
    return c.json(await updateStoreDetails(c.var, { storeKey: key(c), details: await parseBody(c, StoreDetailsBodyModel) }));
  })
  .get('/stores/:storeKey/notification-settings', requireRole(...ACCESS.members), async (c) => {
    requireStoreAccess(c, key(c));
    return c.json(await notificationSettings(c.var, { storeKey: key(c) }));
  })
  .put('/stores/:storeKey/notification-settings', requireRole(...ACCESS.florists), async (c) => {
    requireStoreAccess(c, key(c));
    return c.json(await saveNotificationSettings(c.var, { storeKey: key(c), settings: await parseBody(c, NotificationSettingsBodyModel) }));
  })
  .get('/stores/:storeKey/users', requireRole(...ACCESS.users), async (c) => {
    requireStoreAccess(c, key(c));
    const query = parseQuery(c, UserListQueryModel.omit({ role: true, storeKey: true }));
    return c.json(await listUsers(c.var, { ...query, storeKey: key(c) }));
  });
