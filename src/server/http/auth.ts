import type { Context, MiddlewareHandler } from 'hono';
import type { SignedInRole } from '../../lib/domain/roles';
import { database } from '../db/client';
import { authUserOf, isSessionOpen, verifySessionToken, type AuthUser } from '../auth/session';
import { clearSessionCookies, sessionTokenOf } from './auth-cookies';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { forbidden, Problem } from './problem';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user, set by `authenticate` when the session token is valid and its session open. */
    authUser: AuthUser;
  }
}

export const unauthorized = (detail = 'Please sign in to continue.') => new Problem(PROBLEM_TYPES.unauthorized, 401, 'Unauthorized', detail);
export const forbiddenForRole = (detail = 'This is not available for your account.') => forbidden(detail);

/**
 * Reads the session cookie on every request: a valid token naming an open
 * session makes the request signed in (and sets the shopper role the
 * delivery rules use). A stale or forged one is dropped from the browser.
 */
export const authenticate: MiddlewareHandler = async (c, next) => {
  const token = sessionTokenOf(c);
  if (token) {
    const claims = await verifySessionToken(token);
    const open = claims ? await isSessionOpen((await database()).db, claims.sid, claims.sub) : false;
    if (claims && open) {
      const user = authUserOf(claims);
      c.set('authUser', user);
      c.set('shopperRole', user.role);
    } else {
      clearSessionCookies(c);
    }
  }
  return next();
};

export const signedInUser = (c: Context): AuthUser | undefined => c.get('authUser');

/** The signed-in user, or a 401. */
export function requireUser(c: Context): AuthUser {
  const user = signedInUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** Only these roles may call the route: 401 for guests, 403 for any other role. */
export function requireRole(...roles: readonly SignedInRole[]): MiddlewareHandler {
  return async (c, next) => {
    const user = requireUser(c);
    if (!roles.includes(user.role as SignedInRole)) throw forbiddenForRole();
    return next();
  };
}

/** A customer id in the path or query must be the caller's own. */
export function requireOwnCustomerId(c: Context, customerId: string | undefined): AuthUser {
  const user = requireUser(c);
  if (!customerId || customerId !== user.customerId) throw forbiddenForRole('You can only see your own account.');
  return user;
}

/** Florists reach only their own store's data; Flowerline reaches every member. */
export function requireStoreAccess(c: Context, storeKey: string): AuthUser {
  const user = requireUser(c);
  if (user.role === 'flowerline') return user;
  if ((user.role === 'florist' || user.role === 'floristowner') && user.storeKey === storeKey) return user;
  throw forbiddenForRole('You can only see your own store.');
}
