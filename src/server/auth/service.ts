import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_LINK_HOURS, EMAIL_UNVERIFIED, INVALID_CREDENTIALS, LINK_USED, tooManyAttemptsText, tooManyRegistrationsText } from '../../lib/domain/auth';
import { type LoginBody, type RegisterBody } from '../../lib/api/contracts/auth';
import { type UpdatePasswordBody } from '../../lib/api/contracts/account';
import { config } from '../config';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { rateLimitEvents, users } from '../db/schema/accounts';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { unauthorized } from '../http/auth';
import { forbidden, Problem, unprocessable } from '../http/problem';
import { toProfile, userByEmail, userById, type Profile, type UserWithStore } from '../accounts/users';
import { emailSender, type EmailSender } from '../email/sender';
import { registrationAttemptNotice, registrationLink } from '../email/messages';
import { consumeToken, issueToken, linkProblem, retireTokens, sendLimited } from './email-links';
import { hashPassword, prepareDecoy, verifyPassword } from './password';
import { reserveAttempt } from './attempts';
import { recordSuccess } from './rate-limit';
import { revokeOtherSessions, startSession } from './session';
import { countEvent, windowWait } from './throttle';

export interface SignInMeta {
  address: string;
  userAgent?: string;
}

export interface SignedIn {
  profile: Profile;
  token: string;
  expiresAt: Date;
}

/** 429 with the seconds to wait (sent as Retry-After). */
export class TooManyAttempts extends Problem {
  constructor(
    readonly retryAfter: number,
    detail = tooManyAttemptsText(retryAfter),
  ) {
    super(PROBLEM_TYPES.rateLimited, 429, 'Too Many Requests', detail);
  }
}

/** Registrations from one address: at most REGISTRATIONS_PER_HOUR (5 unless configured) in any hour. */
export const registrationLimit = () => ({ limit: config().REGISTRATIONS_PER_HOUR, windowSeconds: 60 * 60 });

/** A session for the person found, as every way of signing in opens one. */
export async function openSession(db: Db, found: UserWithStore, meta: SignInMeta): Promise<SignedIn> {
  const { user, store } = found;
  const session = await startSession(db, { id: user.id, roles: user.roles, customerId: user.customerId, storeKey: store?.key ?? null }, meta.userAgent);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return { profile: toProfile(found), token: session.token, expiresAt: session.expiresAt };
}

/**
 * POST /api/auth/register (docs/adr/0405-registration-without-enumeration.md).
 * The answer is the same for a new and a registered email, after the same
 * work (the password is hashed either way, one email is sent either way):
 *
 * - a new email: an unconfirmed account, and a link to confirm it;
 * - an account still unconfirmed: another link, carrying this password;
 * - a confirmed account: nothing changes; its owner is told someone tried.
 *
 * At most registrationLimit() per address; more is a 429 that changes nothing.
 */
export async function registerCustomer(db: Db, body: RegisterBody, meta: SignInMeta, now = new Date(), sender: EmailSender = emailSender(db)): Promise<void> {
  const limit = registrationLimit();
  const wait = await windowWait(db, rateLimitEvents, 'register', meta.address, limit, now);
  if (wait > 0) throw new TooManyAttempts(wait, tooManyRegistrationsText(wait));
  await countEvent(db, 'register', meta.address, now, limit.windowSeconds);
  const passwordHash = await hashPassword(body.password);
  // Inserting first (a registered email inserts nothing) keeps both paths to the same statements.
  const [inserted] = await db
    .insert(users)
    .values({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      roles: ['customer'],
      customerId: randomUUID(),
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted) {
    const token = await issueToken(db, { purpose: 'register', userId: inserted.id, email: body.email, passwordHash }, now);
    await sendLimited(db, sender, registrationLink(body.email, body.firstName, token, EMAIL_LINK_HOURS), now);
    return;
  }
  const { user } = (await userByEmail(db, body.email))!;
  if (!user.emailVerified) {
    const token = await issueToken(db, { purpose: 'register', userId: user.id, email: user.email, passwordHash }, now);
    await sendLimited(db, sender, registrationLink(user.email, body.firstName, token, EMAIL_LINK_HOURS), now);
    return;
  }
  await sendLimited(db, sender, registrationAttemptNotice(user.email, user.firstName), now);
}

/**
 * POST /api/auth/register/confirm: the link's account is confirmed, takes the
 * password chosen with that link, and is signed in; its other links stop
 * working. An account confirmed already (through another link) is refused
 * like a used link.
 */
export async function confirmRegistration(db: Db, token: string, meta: SignInMeta, now = new Date()): Promise<SignedIn> {
  const link = await consumeToken(db, token, 'register', now);
  const found = await userById(db, link.userId);
  if (!found || found.user.emailVerified || found.user.email !== link.email) throw linkProblem(LINK_USED);
  await db
    .update(users)
    .set({ emailVerified: true, passwordHash: link.passwordHash ?? found.user.passwordHash, updatedAt: now })
    .where(eq(users.id, found.user.id));
  await retireTokens(db, found.user.id, 'register', now);
  await recordSuccess(db, { account: found.user.email, address: meta.address }, now);
  return openSession(db, (await userById(db, found.user.id))!, meta);
}

/** 403 for the right password of an unconfirmed account; the link is sent again (within the per-recipient limit). */
async function unconfirmed(db: Db, { user }: UserWithStore, now: Date): Promise<Problem> {
  const token = await issueToken(db, { purpose: 'register', userId: user.id, email: user.email, passwordHash: user.passwordHash }, now);
  await sendLimited(db, emailSender(db), registrationLink(user.email, user.firstName, token, EMAIL_LINK_HOURS), now);
  return forbidden(EMAIL_UNVERIFIED, PROBLEM_TYPES.emailUnverified);
}

/**
 * POST /api/auth/login. A wrong password and an unknown email get the same
 * 401 and the same text, after the same hashing work; the throttle
 * (rate-limit.ts) answers 429 with the seconds to wait. Only the right
 * password learns that an account is unconfirmed (403, and a new link).
 */
export async function signIn(db: Db, body: LoginBody, meta: SignInMeta, now = new Date()): Promise<SignedIn> {
  await prepareDecoy();
  // Counted as a failure before the password is checked, so attempts sent at once are throttled one after another.
  const attempt = await reserveAttempt(db, { account: body.email, address: meta.address }, now);
  if ('retryAfter' in attempt) throw new TooManyAttempts(attempt.retryAfter);
  const found = await userByEmail(db, body.email);
  const valid = await verifyPassword(found?.user.passwordHash, body.password);
  if (!found || !valid) {
    await attempt.failed();
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!found.user.emailVerified) {
    await attempt.released();
    throw await unconfirmed(db, found, now);
  }
  await attempt.signedIn();
  return openSession(db, found, meta);
}

/** PUT /api/account/password: the current password must be right; other sessions end. */
export async function changePassword({ db }: DbContext, { userId, sessionId, passwords: body }: { userId: string; sessionId: string; passwords: UpdatePasswordBody }): Promise<void> {
  const found = await userById(db, userId);
  if (!found) throw unauthorized();
  if (!found.user.passwordHash)
    throw unprocessable('Your password is managed by your organisation’s sign-in service.', { currentPassword: 'Your password is managed by your organisation’s sign-in service.' });
  if (!(await verifyPassword(found.user.passwordHash, body.currentPassword))) {
    throw unprocessable('Current password is not correct', { currentPassword: 'Current password is not correct' });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeOtherSessions(db, userId, sessionId);
}
