import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { deriveRole, type DerivedRole } from '../../lib/domain/roles';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema/accounts';
import { serverSecret } from '../http/secret';

/** Sessions last a week; signing out (or changing the password) ends them at once. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'wattle-and-bloom';
const AUDIENCE = 'storefront';

/** The claims of the session token: the roles list, the commerce customer id and, for florists, the store key. */
export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The server-side session, for revocation. */
  sid: string;
  roles: string[];
  customerId: string;
  storeKey: string | null;
}

/** Claims as read back from a token, with its expiry. */
export interface VerifiedClaims extends SessionClaims {
  expiresAt: Date;
}

/** The signed-in user of a request. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  roles: string[];
  role: DerivedRole;
  customerId: string;
  storeKey: string | null;
  expiresAt: Date;
}

let key: Uint8Array | undefined;
const signingKey = () => (key ??= new Uint8Array(createHmac('sha256', serverSecret()).update('session-token-v1').digest()));

export function signSessionToken(claims: SessionClaims, expiresAt: Date): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey());
}

/** The claims of a token this server signed and that has not expired; null for anything else. */
export async function verifySessionToken(token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const { sub, sid, roles, customerId, storeKey, exp } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof customerId !== 'string' || typeof exp !== 'number') return null;
    if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) return null;
    return { sub, sid, roles, customerId, storeKey: typeof storeKey === 'string' ? storeKey : null, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}

export const authUserOf = (claims: VerifiedClaims): AuthUser => ({
  userId: claims.sub,
  sessionId: claims.sid,
  roles: claims.roles,
  role: deriveRole(claims.roles),
  customerId: claims.customerId,
  storeKey: claims.storeKey,
  expiresAt: claims.expiresAt,
});

export interface SessionSubject {
  id: string;
  roles: string[];
  customerId: string;
  storeKey: string | null;
}

/** Starts a server-side session and signs its token. */
export async function startSession(db: Db, user: SessionSubject, userAgent: string | undefined, now = new Date()) {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(authSessions).values({ id, userId: user.id, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  const token = await signSessionToken({ sub: user.id, sid: id, roles: user.roles, customerId: user.customerId, storeKey: user.storeKey }, expiresAt);
  return { token, expiresAt, sessionId: id };
}

/** Whether the session is still open (not signed out, not expired). */
export async function isSessionOpen(db: Db, sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  return rows.length === 1;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every other session of the user (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of the user (after a password reset: whoever had the old password is out). */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
