import type { Context, MiddlewareHandler } from 'hono';
import type { ShopperRole } from '../../lib/domain/delivery';
import { anonymousIdOf } from '../cart/cookie';
import { database, type Db } from '../db/client';
import { deliveryRuleBook } from '../delivery/rule-book';
import type { DeliveryRuleBook } from '../../lib/domain/delivery-rule-book';

/** The clock and role the delivery rules are applied with for this request. */
export interface ShopperContext {
  now: Date;
  role: ShopperRole;
  /** Flowerline's delivery rules (docs/adr/0774); the standing rules when absent. */
  rules?: DeliveryRuleBook;
}

/**
 * What a service is called with besides its input: the database, the
 * shopper's clock and role, and the guest cart id the browser holds.
 */
export interface RequestContext {
  db: Db;
  shopper: ShopperContext;
  /** The HttpOnly anonymous cart id of this browser, if it has one. */
  anonymousId: string | undefined;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the session middleware for signed-in users; guests have none. */
    shopperRole: ShopperRole;
    /** Set by `provideContext` on every route that reaches the database. */
    db: Db;
    shopper: ShopperContext;
  }
}

/** What services that only read and write the database need. */
export type DbContext = Pick<RequestContext, 'db'>;

/** A context for code that runs outside a request (the static build, jobs, tests). */
export const guestContext = (db: Db, now = new Date()): RequestContext => ({ db, shopper: { now, role: 'guest' }, anonymousId: undefined });

/** Puts the database and the shopper's clock and role on `c.var` for the routes after it. */
export const provideContext: MiddlewareHandler = async (c, next) => {
  const db = (await database()).db;
  c.set('db', db);
  c.set('shopper', { now: new Date(), role: c.get('shopperRole') ?? 'guest', rules: await deliveryRuleBook(db) });
  return next();
};

/** The service context of a request (after `provideContext`). */
export const requestContext = (c: Context): RequestContext => ({ db: c.var.db, shopper: c.var.shopper, anonymousId: anonymousIdOf(c) });
