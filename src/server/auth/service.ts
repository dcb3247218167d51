import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN, INVALID_CREDENTIALS, tooManyAttemptsText } from '../../lib/domain/auth';
import { type LoginBody, type RegisterBody } from '../../lib/api/contracts/auth';
import { type UpdatePasswordBody } from '../../lib/api/contracts/account';
import type { Db } from '../db/client';
import type { DbContext } from '../http/context';
import { users } from '../db/schema/accounts';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { unauthorized } from '../http/auth';
import { Problem, unprocessable } from '../http/problem';
import { toProfile, userByEmail, userById, type Profile, type UserWithStore } from '../accounts/users';
import { hashPassword, prepareDecoy, verifyPassword } from './password';
import { clearAccountFailures, recordFailure, retryAfterSeconds } from './rate-limit';
import { revokeOtherSessions, startSession } from './session';

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
  constructor(readonly retryAfter: number) {
    super(PROBLEM_TYPES.rateLimited, 429, 'Too Many Requests', tooManyAttemptsText(retryAfter));
  }
}

async function open(db: Db, found: UserWithStore, meta: SignInMeta): Promise<SignedIn> {
  const { user, store } = found;
  const session = await startSession(db, { id: user.id, roles: user.roles, customerId: user.customerId, storeKey: store?.key ?? null }, meta.userAgent);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return { profile: toProfile(found), token: session.token, expiresAt: session.expiresAt };
}

/** POST /api/auth/register: a new customer account, signed in at once. */
export async function registerCustomer(db: Db, body: RegisterBody, meta: SignInMeta): Promise<SignedIn> {
  if (await userByEmail(db, body.email)) throw unprocessable(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const passwordHash = await hashPassword(body.password);
  const inserted = await db
    .insert(users)
    .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, roles: ['customer'], customerId: randomUUID() })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!inserted[0]) throw unprocessable(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  return open(db, (await userById(db, inserted[0].id))!, meta);
}

/**
 * POST /api/auth/login. A wrong password and an unknown email get the same
 * 401 and the same text, after the same hashing work; too many failures for
 * the email or the address get a 429 until the window frees a place.
 */
export async function signIn(db: Db, body: LoginBody, meta: SignInMeta): Promise<SignedIn> {
  await prepareDecoy();
  const keys = { account: body.email, address: meta.address };
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw new TooManyAttempts(wait);
  const found = await userByEmail(db, body.email);
  const valid = await verifyPassword(found?.user.passwordHash, body.password);
  if (!found || !valid) {
    await recordFailure(db, keys);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearAccountFailures(db, keys.account);
  return open(db, found, meta);
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
