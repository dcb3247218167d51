import { eq } from 'drizzle-orm';
import type { MyDetailsBody } from '../../lib/api/contracts/my-details';
import { EMAIL_CHANGE_CLASH, EMAIL_LINK_HOURS, LINK_USED } from '../../lib/domain/auth';
import type { DbContext } from '../http/context';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { emailSender, type EmailSender } from '../email/sender';
import { emailChangeLink, emailChangeTakenNotice } from '../email/messages';
import { consumeToken, issueToken, linkProblem, retireTokens, sendLimited } from '../auth/email-links';
import { toProfile, userByEmail, userById, type Profile } from './users';

export interface DetailsSaved extends Profile {
  /** The address a change of email waits on (a link went there), or null. */
  pendingEmail: string | null;
}

/**
 * PUT /api/account/details: a customer's own name, email and numbers
 * (docs/adr/0405-registration-without-enumeration.md). Name and numbers
 * change at once. A new email never does: a link goes to the new address and
 * the change happens when it is opened; if the address already has an
 * account, its owner is told instead and nothing changes. The answer is the
 * same either way, so it says nothing about who else has an account.
 */
export async function updateCustomerDetails(
  { db }: DbContext,
  { userId, details }: { userId: string; details: MyDetailsBody },
  now = new Date(),
  sender: EmailSender = emailSender(db),
): Promise<DetailsSaved> {
  await db
    .update(users)
    .set({ firstName: details.firstName, lastName: details.lastName, mobile: details.mobile, phone: details.phone || null, updatedAt: now })
    .where(eq(users.id, userId));
  const found = (await userById(db, userId))!;
  const wanted = details.email.toLowerCase();
  if (wanted === found.user.email) return { ...toProfile(found), pendingEmail: null };
  const owner = await userByEmail(db, wanted);
  if (owner) {
    await sendLimited(db, sender, emailChangeTakenNotice(wanted, owner.user.firstName), now);
  } else {
    const token = await issueToken(db, { purpose: 'email-change', userId, email: wanted }, now);
    await sendLimited(db, sender, emailChangeLink(wanted, found.user.firstName, token, EMAIL_LINK_HOURS), now);
  }
  return { ...toProfile(found), pendingEmail: wanted };
}

/**
 * POST /api/account/email/confirm: the link's account takes its new email,
 * unless another account has taken the address since (409, nothing changes).
 * The link itself is the proof; no session is needed.
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<{ email: string }> {
  const link = await consumeToken(db, token, 'email-change', now);
  const found = await userById(db, link.userId);
  if (!found) throw linkProblem(LINK_USED);
  const owner = await userByEmail(db, link.email);
  if (owner && owner.user.id !== found.user.id) throw linkProblem(EMAIL_CHANGE_CLASH, 409);
  const [changed] = await db
    .update(users)
    .set({ email: link.email, updatedAt: now })
    .where(eq(users.id, found.user.id))
    .returning({ email: users.email })
    .catch((error: unknown) => {
      // Taken between the check and the update: the unique email refuses it.
      if (/unique|duplicate/i.test(String((error as { message?: unknown }).message ?? error))) throw linkProblem(EMAIL_CHANGE_CLASH, 409);
      throw error;
    });
  await retireTokens(db, found.user.id, 'email-change', now);
  return { email: changed!.email };
}
