import { DEFAULT_RETURN_TO, safeReturnTo, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_REFUSED, tooManySignInLinksText } from '../../lib/domain/auth';
import type { SignInLinkBody } from '../../lib/api/contracts/auth';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema/accounts';
import { userByEmail, userById } from '../accounts/users';
import { emailSender, type EmailSender } from '../email/sender';
import { signInLink } from '../email/messages';
import { consumeToken, issueToken, linkProblem, retireTokens } from './email-links';
import { recordSuccess } from './rate-limit';
import { openSession, TooManyAttempts, type SignedIn, type SignInMeta } from './service';
import { countEvent, windowWait } from './throttle';

/**
 * Signing in through an emailed, single-use link
 * (docs/adr/0715-sign-in-link-and-slow-down.md): the owner's way in at once
 * while strangers' guesses slow the account's password sign-in down.
 */
export const SIGN_IN_LINK_LIMITS = {
  /** Requests from one address, whatever the email: past this, 429 and nothing written. */
  address: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Links sent to one inbox: past this a request is answered alike and sends
   * nothing. The window is a link's lifetime, so whenever a request sends
   * nothing the inbox already holds a link that still works: strangers asking
   * for links cannot keep the owner from one. Other emails (ADR 0405) are
   * counted apart, so neither kind uses up the other.
   */
  recipient: { limit: 3, windowSeconds: SIGN_IN_LINK_MINUTES * 60 },
} as const;

const ADDRESS_SCOPE = 'sign-in-link';
const RECIPIENT_SCOPE = 'sign-in-link-recipient';

/**
 * POST /api/auth/sign-in-link. The same answer for every email, registered
 * or not (the route also answers no sooner than a fixed time). A confirmed
 * account that signs in here with a password gets a link valid
 * SIGN_IN_LINK_MINUTES; nobody else gets anything: a link must never confirm
 * an address for a password someone else chose (ADR 0405).
 */
export async function requestSignInLink(db: Db, body: SignInLinkBody, meta: SignInMeta, now = new Date(), sender: EmailSender = emailSender(db)): Promise<void> {
  const { address, recipient } = SIGN_IN_LINK_LIMITS;
  const wait = await windowWait(db, rateLimitEvents, ADDRESS_SCOPE, meta.address, address, now);
  if (wait > 0) throw new TooManyAttempts(wait, tooManySignInLinksText(wait));
  await countEvent(db, ADDRESS_SCOPE, meta.address, now, address.windowSeconds);
  const found = await userByEmail(db, body.email);
  if (!found?.user.emailVerified || !found.user.passwordHash) return;
  const { user } = found;
  if ((await windowWait(db, rateLimitEvents, RECIPIENT_SCOPE, user.email, recipient, now)) > 0) return;
  await countEvent(db, RECIPIENT_SCOPE, user.email, now, recipient.windowSeconds);
  const token = await issueToken(db, { purpose: 'sign-in-link', userId: user.id, email: user.email, minutes: SIGN_IN_LINK_MINUTES }, now);
  const returnTo = safeReturnTo(body.returnTo);
  await sender.send(signInLink(user.email, user.firstName, token, SIGN_IN_LINK_MINUTES, returnTo === DEFAULT_RETURN_TO ? null : returnTo));
}

/**
 * POST /api/auth/sign-in-link/confirm: the link's person, signed in as a
 * password would sign them in, whatever the password throttle says (the
 * link proves the inbox). The link is used up, with the person's other
 * sign-in links; the (account, address) pair's failures are forgotten and
 * the address becomes one the account signs in from. An unknown, used or
 * expired link, or one for an address the account no longer has, is a 410.
 */
export async function signInWithLink(db: Db, token: string, meta: SignInMeta, now = new Date()): Promise<SignedIn> {
  const link = await consumeToken(db, token, 'sign-in-link', now, SIGN_IN_LINK_REFUSED);
  const found = await userById(db, link.userId);
  if (!found || found.user.email !== link.email || !found.user.emailVerified) throw linkProblem(SIGN_IN_LINK_REFUSED.unknown);
  await retireTokens(db, found.user.id, 'sign-in-link', now);
  await recordSuccess(db, { account: found.user.email, address: meta.address }, now);
  return openSession(db, found, meta);
}
