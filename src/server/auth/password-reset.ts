import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_REFUSED, tooManyPasswordResetsText } from '../../lib/domain/auth';
import type { PasswordResetBody, PasswordResetConfirmBody } from '../../lib/api/contracts/auth';
import type { Db } from '../db/client';
import { rateLimitEvents, users } from '../db/schema/accounts';
import { userByEmail, userById } from '../accounts/users';
import { emailSender, type EmailSender } from '../email/sender';
import { passwordChangedNotice, passwordResetLink } from '../email/messages';
import { consumeToken, issueToken, linkProblem, retireTokens, sendLimited } from './email-links';
import { hashPassword } from './password';
import { recordSuccess } from './rate-limit';
import { TooManyAttempts, type SignInMeta } from './service';
import { revokeAllSessions } from './session';
import { countEvent, windowWait } from './throttle';

/**
 * "Forgot password": an emailed, single-use link that sets a new password.
 * Requests from one address are limited like sign-in links; emails to one
 * inbox share the per-recipient limit of every other email (EMAILS_PER_RECIPIENT).
 */
export const PASSWORD_RESET_LIMITS = {
  /** Requests from one address, whatever the email: past this, 429 and nothing written. */
  address: { limit: 10, windowSeconds: 60 * 60 },
} as const;

const ADDRESS_SCOPE = 'password-reset';

/**
 * POST /api/auth/password-reset. The same answer for every email (the route
 * also answers no sooner than a fixed time). Only a confirmed account with a
 * password gets a link, valid PASSWORD_RESET_MINUTES; nobody else gets anything.
 */
export async function requestPasswordReset(db: Db, body: PasswordResetBody, meta: SignInMeta, now = new Date(), sender: EmailSender = emailSender(db)): Promise<void> {
  const { address } = PASSWORD_RESET_LIMITS;
  const wait = await windowWait(db, rateLimitEvents, ADDRESS_SCOPE, meta.address, address, now);
  if (wait > 0) throw new TooManyAttempts(wait, tooManyPasswordResetsText(wait));
  await countEvent(db, ADDRESS_SCOPE, meta.address, now, address.windowSeconds);
  const found = await userByEmail(db, body.email);
  if (!found?.user.emailVerified || !found.user.passwordHash) return;
  const { user } = found;
  // The token is written only when the email goes (within the per-recipient limit): a dropped email leaves no link behind.
  const message = (token: string) => passwordResetLink(user.email, user.firstName, token, PASSWORD_RESET_MINUTES);
  const withToken: EmailSender = {
    send: async () => {
      const token = await issueToken(db, { purpose: 'password-reset', userId: user.id, email: user.email, minutes: PASSWORD_RESET_MINUTES }, now);
      await sender.send(message(token));
    },
  };
  await sendLimited(db, withToken, message(''), now);
}

/**
 * POST /api/auth/password-reset/confirm: sets the link's person's password,
 * signs every session of theirs out (they then sign in with the new one),
 * uses up their other reset links, forgets the sign-in throttle's failures
 * of the (account, address) pair and tells the owner by email. An unknown,
 * used or expired link, or one for an address the account no longer has, is
 * a 410. Answers the person's user id.
 */
export async function resetPassword(db: Db, body: PasswordResetConfirmBody, meta: SignInMeta, now = new Date(), sender: EmailSender = emailSender(db)): Promise<string> {
  const link = await consumeToken(db, body.token, 'password-reset', now, PASSWORD_RESET_REFUSED);
  const found = await userById(db, link.userId);
  if (!found || found.user.email !== link.email || !found.user.emailVerified) throw linkProblem(PASSWORD_RESET_REFUSED.unknown);
  const { user } = found;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id, now);
  await retireTokens(db, user.id, 'password-reset', now);
  await recordSuccess(db, { account: user.email, address: meta.address }, now);
  await sender.send(passwordChangedNotice(user.email, user.firstName));
  return user.id;
}
