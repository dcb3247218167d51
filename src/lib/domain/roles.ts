/** The role derived from the signed-in user's roles claim (spec 001 section 6). */
export type DerivedRole = 'floristowner' | 'florist' | 'flowerline' | 'customer' | 'guest';

export const FLORIST_GROUP: readonly DerivedRole[] = ['florist', 'floristowner'];
export const STAFF_GROUP: readonly DerivedRole[] = ['flowerline', 'florist', 'floristowner'];

/**
 * florist owner: the claim contains floristowner; florist staff: florist
 * without floristowner; flowerline: flowerline and not florist; customer:
 * customer and not flowerline (and any other signed-in user); guest: no user.
 */
export function deriveRole(claim: readonly string[] | null | undefined): DerivedRole {
  if (!claim) return 'guest';
  const roles = new Set(claim.map((r) => r.trim().toLowerCase()));
  if (roles.has('floristowner')) return 'floristowner';
  if (roles.has('florist')) return 'florist';
  if (roles.has('flowerline')) return 'flowerline';
  return 'customer';
}

export const isFloristGroup = (role: DerivedRole) => FLORIST_GROUP.includes(role);
export const isStaffGroup = (role: DerivedRole) => STAFF_GROUP.includes(role);

/**
 * The create-custom-product banner on listing pages: only the three
 * florist-type roles (flowerline, florist, florist owner), never in
 * international mode.
 */
export function showsCustomProductBanner(claim: readonly string[] | null | undefined, internationalMode: boolean): boolean {
  return !internationalMode && isStaffGroup(deriveRole(claim));
}
