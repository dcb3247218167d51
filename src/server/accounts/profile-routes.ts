import { Hono } from 'hono';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser, unauthorized } from '../http/auth';
import { toProfile, userById } from './users';

/** GET /api/profile: every signed-in role, its own profile; 401 for guests. */
export const profileRoutes = new Hono().get('/profile', requireRole(...ACCESS.everyone), async (c) => {
  const found = await userById(c.var.db, requireUser(c).userId);
  if (!found) throw unauthorized();
  return c.json(toProfile(found));
});
