import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { ROLE_CLAIMS } from '../../lib/domain/roles';
import { users } from '../db/schema/accounts';
import { stores } from '../db/schema/delivery';
import { unauthorized } from '../http/auth';
import { forbidden } from '../http/problem';
import { toProfile, userById } from '../accounts/users';
import type { SignedIn, SignInMeta } from './service';
import { startSession } from './session';
import { config, type ServerConfig } from '../config';
import type { DbContext } from '../http/context';

/**
 * Sign-in through an external OpenID Connect provider (AUTH_PROVIDER=oidc):
 * an ID token the provider signed (checked against its JWKS, issuer and
 * audience) is exchanged for the shop's own session, with the same claims:
 * roles, commerce customer id and, for florists, the store key.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
  claims: { roles: string; customerId: string; storeKey: string };
}

export function oidcSettings(settings: ServerConfig = config()): OidcSettings | null {
  const { AUTH_PROVIDER, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_JWKS_URL, OIDC_JWKS } = settings;
  if (AUTH_PROVIDER !== 'oidc' || !OIDC_ISSUER || !OIDC_CLIENT_ID || !(OIDC_JWKS_URL || OIDC_JWKS)) return null;
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    jwksUrl: OIDC_JWKS_URL,
    jwks: OIDC_JWKS ? (JSON.parse(OIDC_JWKS) as JSONWebKeySet) : undefined,
    claims: { roles: settings.OIDC_ROLES_CLAIM, customerId: settings.OIDC_CUSTOMER_ID_CLAIM, storeKey: settings.OIDC_STORE_KEY_CLAIM },
  };
}

const remoteSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(settings: OidcSettings) {
  if (settings.jwks) return createLocalJWKSet(settings.jwks);
  const url = settings.jwksUrl!;
  if (!remoteSets.has(url)) remoteSets.set(url, createRemoteJWKSet(new URL(url)));
  return remoteSets.get(url)!;
}

const INVALID_TOKEN = 'The sign-in from your organisation could not be verified. Please sign in again.';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The roles claim as a list (an array, or a space- or comma-separated string), keeping only the shop's roles. */
export function rolesFromClaim(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const known = new Set<string>(ROLE_CLAIMS);
  return [...new Set(raw.filter((r): r is string => typeof r === 'string').map((r) => r.trim().toLowerCase()))].filter((r) => known.has(r));
}

export async function verifyIdToken(settings: OidcSettings, idToken: string, nonce?: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(settings), { issuer: settings.issuer, audience: settings.clientId, algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'] });
    if (nonce !== undefined && payload.nonce !== nonce) throw new Error('nonce');
    return payload;
  } catch {
    throw unauthorized(INVALID_TOKEN);
  }
}

/** POST /api/auth/oidc/session: the person of a verified ID token, found or added by issuer and subject, signed in. */
export interface IdTokenSignIn {
  settings: OidcSettings;
  idToken: string;
  nonce: string | undefined;
  meta: SignInMeta;
}

export async function signInWithIdToken({ db }: DbContext, { settings, idToken, nonce, meta }: IdTokenSignIn): Promise<SignedIn> {
  const claims = await verifyIdToken(settings, idToken, nonce);
  const email = text(claims.email)?.toLowerCase();
  const roles = rolesFromClaim(claims[settings.claims.roles]);
  if (!claims.sub || !email || claims.email_verified === false || roles.length === 0) throw forbidden('Your organisation’s sign-in did not give this shop an email and a role.');
  // Stores keep their keys in upper case; an identity provider may send one in any case.
  const storeKey = text(claims[settings.claims.storeKey])?.toUpperCase();
  const [store] = storeKey ? await db.select({ id: stores.id }).from(stores).where(eq(stores.key, storeKey)).limit(1) : [];
  const subject = `${settings.issuer}|${claims.sub}`;
  const values = {
    email,
    roles,
    firstName: text(claims.given_name) ?? text(claims.name)?.split(' ')[0] ?? email,
    lastName: text(claims.family_name) ?? '',
    storeId: store?.id ?? null,
    updatedAt: new Date(),
  };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.externalSubject, subject)).limit(1);
  const claimedCustomerId = text(claims[settings.claims.customerId]);
  const customerIdTaken = claimedCustomerId ? (await db.select({ id: users.id }).from(users).where(eq(users.customerId, claimedCustomerId)).limit(1)).length > 0 : true;
  const id = existing
    ? (await db.update(users).set(values).where(eq(users.id, existing.id)).returning({ id: users.id }))[0]!.id
    : (
        await db
          .insert(users)
          .values({ ...values, externalSubject: subject, passwordHash: null, customerId: customerIdTaken ? randomUUID() : claimedCustomerId! })
          .onConflictDoUpdate({ target: users.email, set: { ...values, externalSubject: subject } })
          .returning({ id: users.id })
      )[0]!.id;
  const found = (await userById(db, id))!;
  const session = await startSession(db, { id, roles: found.user.roles, customerId: found.user.customerId, storeKey: found.store?.key ?? null }, meta.userAgent);
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
  return { profile: toProfile(found), token: session.token, expiresAt: session.expiresAt };
}
