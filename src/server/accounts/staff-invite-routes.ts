import { Hono, type Context } from 'hono';
import { StaffInviteBodyModel, StaffInviteParamsModel } from '../../lib/api/contracts/staff-invites';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { badRequest, fieldErrors, problemResponse } from '../http/problem';
import { parseBody } from '../http/validate';
import { TooManyAttempts } from '../auth/service';
import { cancelStaffInvite, inviteStaff, listStaffInvites } from './staff-invites';

const now = (c: Context) => requestContext(c).shopper.now;

/**
 * A florist owner invites their store's staff by email (florist owners only:
 * Flowerline has no store, florist staff do not invite; docs/adr/0775):
 * POST /api/my-store/staff-invites: emails a single-use link (201; 409 for an email already of a store or of head office; 429 past the limit).
 * GET /api/my-store/staff-invites: pending invites. DELETE …/{inviteId}: cancels one (400 for a malformed id, 404 for one not the store's).
 * The link is accepted through POST /api/owner-invites/accept.
 */
export const staffInviteRoutes = new Hono()
  .use('/my-store/staff-invites', requireRole(...ACCESS.floristOwner))
  .use('/my-store/staff-invites/*', requireRole(...ACCESS.floristOwner))
  .post('/my-store/staff-invites', async (c) => {
    const body = await parseBody(c, StaffInviteBodyModel);
    const user = requireUser(c);
    try {
      return c.json(await inviteStaff(c.var.db, { storeKey: user.storeKey, invitedBy: user.userId, body }, now(c)), 201);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      c.header('Retry-After', String(error.retryAfter));
      return problemResponse(c, error);
    }
  })
  .get('/my-store/staff-invites', async (c) => c.json({ results: await listStaffInvites(c.var.db, requireUser(c).storeKey, now(c)) }))
  .delete('/my-store/staff-invites/:inviteId', async (c) => {
    const params = StaffInviteParamsModel.safeParse({ inviteId: c.req.param('inviteId') });
    if (!params.success) throw badRequest('The invitation id is not valid.', fieldErrors(params.error));
    await cancelStaffInvite(c.var.db, requireUser(c).storeKey, params.data.inviteId, now(c));
    return c.json({ cancelled: true as const });
  });
