import type { Context } from 'hono';
import type { ShopperRole } from '../../lib/domain/delivery';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the session middleware for signed-in users; guests have none. */
    shopperRole: ShopperRole;
  }
}

export interface ShopperContext {
  now: Date;
  role: ShopperRole;
}

/** The clock and role the delivery rules are applied with for this request. */
export function shopperContext(c: Context): ShopperContext {
  return { now: new Date(), role: c.get('shopperRole') ?? 'guest' };
}
