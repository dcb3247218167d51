import { Hono, type Context } from 'hono';
import { ACCESS } from '../../lib/domain/account';
import { UpdatePasswordBodyModel } from '../../lib/api/contracts/account';
import { MyDetailsBodyModel } from '../../lib/api/contracts/my-details';
import { EmailLinkBodyModel } from '../../lib/api/contracts/auth';
import { setSessionCookies, sessionTokenOf } from '../http/auth-cookies';
import { requireRole, requireUser } from '../http/auth';
import { parseBody } from '../http/validate';
import { confirmEmailChange, updateCustomerDetails } from './details';
import { changePassword } from '../auth/service';
import type { Profile } from './users';

/** Keeps the readable profile cookie in step after the details change (same token, same expiry). */
function refreshProfileCookie(c: Context, profile: Profile) {
  const token = sessionTokenOf(c);
  if (!token) return;
  setSessionCookies(c, token, requireUser(c).expiresAt, profile);
}

/**
 * The signed-in person's own account: details (customers; florists edit
 * their store instead) and password (every role); and the emailed link that
 * completes a change of email (public).
 */
export const accountRoutes = new Hono()
  .put('/account/details', requireRole(...ACCESS.customer), async (c) => {
    const user = requireUser(c);
    const profile = await updateCustomerDetails(c.var, { userId: user.userId, details: await parseBody(c, MyDetailsBodyModel) });
    refreshProfileCookie(c, profile);
    return c.json(profile);
  })
  // Opened from the emailed link, perhaps in another browser: the token is the proof.
  .post('/account/email/confirm', async (c) => {
    const { token } = await parseBody(c, EmailLinkBodyModel);
    return c.json(await confirmEmailChange(c.var.db, token));
  })
  .put('/account/password', requireRole(...ACCESS.everyone), async (c) => {
    const user = requireUser(c);
    await changePassword(c.var, { userId: user.userId, sessionId: user.sessionId, passwords: await parseBody(c, UpdatePasswordBodyModel) });
    return c.json({ updated: true });
  });
