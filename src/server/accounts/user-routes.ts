import { Hono } from 'hono';
import { UserListQueryModel } from '../../lib/api/contracts/people';
import { ACCESS } from '../../lib/domain/account';
import { forbiddenForRole, requireRole, requireUser } from '../http/auth';
import { parseQuery } from '../http/validate';
import { listUsers } from './people';

/**
 * GET /api/users: store users (storeKey) or Flowerline users (role=flowerline).
 * Flowerline may ask for any; a florist owner only for their own store.
 */
export const userRoutes = new Hono().get('/users', requireRole(...ACCESS.users), async (c) => {
  const user = requireUser(c);
  const query = parseQuery(c, UserListQueryModel);
  if (user.role !== 'flowerline') {
    if (query.role || (query.storeKey && query.storeKey !== user.storeKey)) throw forbiddenForRole('You can only see the users of your own store.');
    query.storeKey = user.storeKey ?? '-';
  }
  return c.json(await listUsers(c.var, query));
});
