import type { Context } from 'hono';
import { isStaffGroup } from '../../lib/domain/roles';
import { forbiddenForRole } from '../http/auth';

export const STAFF_ONLY = 'Custom products, cart notes and adjustments are for Flowerline and our florists.';

/**
 * Custom products, cart notes and adjustments are staff functions (spec 001
 * sections 2.4 and 6; docs/adr/0501-staff-cart-functions.md): Flowerline,
 * florists and florist owners. Guests and customers get a 403.
 */
export function requireCartStaff(c: Context): void {
  if (!isStaffGroup(c.var.shopper.role)) throw forbiddenForRole(STAFF_ONLY);
}
