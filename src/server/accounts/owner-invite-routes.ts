import { Hono, type Context } from 'hono';
import { OwnerInviteAcceptExistingModel, OwnerInviteAcceptNewModel, OwnerInviteBodyModel, OwnerInvitePreviewQueryModel } from '../../lib/api/contracts/owner-invites';
import { ACCESS } from '../../lib/domain/account';
import { clientAddress } from '../http/auth-address';
import { setSessionCookies } from '../http/auth-cookies';
import { requireRole, requireUser, signedInUser } from '../http/auth';
import { requestContext } from '../http/context';
import { problemResponse } from '../http/problem';
import { parseBody, parseQuery } from '../http/validate';
import { openSession, TooManyAttempts } from '../auth/service';
import { revokeSession } from '../auth/session';
import { acceptOwnerInvite, cancelOwnerInvite, inviteOwner, listOwnerInvites, previewOwnerInvite } from './owner-invites';
import { storeKeyParam } from '../network/store-key';
import { userByEmail } from './users';

const now = (c: Context) => requestContext(c).shopper.now;
const key = storeKeyParam;

/**
 * Head office invites a store's owner by email (Flowerline only; docs/adr/0775):
 * POST /api/stores/{storeKey}/owner-invites: emails a single-use link (201; 409 when the store has an owner; 429 past the limit).
 * GET /api/stores/{storeKey}/owner-invites: pending invites. DELETE …/{inviteId}: cancels one.
 * GET /api/owner-invites/preview?token= (public): the store's name and whether the email has an account.
 * POST /api/owner-invites/accept (public; signed in as the account when the email has one): becomes the owner, signed in.
 */
export const ownerInviteRoutes = new Hono()
  .use('/stores/:storeKey/owner-invites', requireRole(...ACCESS.flowerline))
  .use('/stores/:storeKey/owner-invites/*', requireRole(...ACCESS.flowerline))
  .post('/stores/:storeKey/owner-invites', async (c) => {
    const storeKey = key(c);
    const body = await parseBody(c, OwnerInviteBodyModel);
    try {
      return c.json(await inviteOwner(c.var.db, { storeKey, invitedBy: requireUser(c).userId, body }, now(c)), 201);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      c.header('Retry-After', String(error.retryAfter));
      return problemResponse(c, error);
    }
  })
  .get('/stores/:storeKey/owner-invites', async (c) => c.json({ results: await listOwnerInvites(c.var.db, key(c), now(c)) }))
  .delete('/stores/:storeKey/owner-invites/:inviteId', async (c) => {
    await cancelOwnerInvite(c.var.db, key(c), c.req.param('inviteId'), now(c));
    return c.json({ cancelled: true as const });
  })
  .get('/owner-invites/preview', async (c) => c.json(await previewOwnerInvite(c.var.db, parseQuery(c, OwnerInvitePreviewQueryModel).token, now(c))))
  .post('/owner-invites/accept', async (c) => {
    const previous = signedInUser(c);
    const { token } = await parseBody(c, OwnerInviteAcceptExistingModel);
    // An email with an account accepts signed in as it, with no password; a new email chooses one.
    const preview = await previewOwnerInvite(c.var.db, token, now(c));
    const body = (await userByEmail(c.var.db, preview.email)) ? { token } : await parseBody(c, OwnerInviteAcceptNewModel);
    const password = 'password' in body ? body.password : undefined;
    const found = await acceptOwnerInvite(c.var.db, { token: body.token, password, signedInUserId: previous?.userId }, now(c));
    if (previous) await revokeSession(c.var.db, previous.sessionId);
    const session = await openSession(c.var.db, found, { address: clientAddress(c), userAgent: c.req.header('user-agent') });
    setSessionCookies(c, session.token, session.expiresAt, session.profile);
    return c.json(session.profile);
  });
