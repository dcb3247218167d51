/** The role derived from the signed-in user's roles claim (spec 001 section 6). */
export type DerivedRole = 'floristowner' | 'florist' | 'flowerline' | 'customer' | 'guest';
/** Every derived role but guest: somebody is signed in. */
export type SignedInRole = Exclude<DerivedRole, 'guest'>;

/** The values a roles claim may hold (spec 001 section 3, and `editor` for the content studio). */
export const ROLE_CLAIMS = ['customer', 'flowerline', 'florist', 'floristowner', 'editor'] as const;
export type RoleClaim = (typeof ROLE_CLAIMS)[number];

export const FLORIST_GROUP: readonly DerivedRole[] = ['florist', 'floristowner'];
export const STAFF_GROUP: readonly DerivedRole[] = ['flowerline', 'florist', 'floristowner'];
export const SIGNED_IN_ROLES: readonly SignedInRole[] = ['customer', 'flowerline', 'florist', 'floristowner'];

export const ROLE_LABELS: Record<DerivedRole, string> = {
  floristowner: 'Florist owner',
  florist: 'Florist staff',
  flowerline: 'Flowerline',
  customer: 'Customer',
  guest: 'Guest',
};

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

/**
 * Content editors: a capability beside the shopping role, not a shopping
 * role of its own. An editor shops as a customer (docs/adr/0601).
 */
export const EDITOR_ROLE = 'editor';
export const isEditor = (claim: readonly string[] | null | undefined) => !!claim?.some((r) => r.trim().toLowerCase() === EDITOR_ROLE);

export const isFloristGroup = (role: DerivedRole) => FLORIST_GROUP.includes(role);
export const isStaffGroup = (role: DerivedRole) => STAFF_GROUP.includes(role);

/**
 * The wishlist heart and links: hidden for the florist roles (spec 000
 * section 6) and for third-party products. Guests see the heart; it asks them
 * to sign in.
 */
export function showsWishlist(role: DerivedRole, thirdPartySource: string | null = null): boolean {
  return !isFloristGroup(role) && !thirdPartySource;
}

/**
 * The create-custom-product banner on listing pages: only the three
 * florist-type roles (flowerline, florist, florist owner), never in
 * international mode.
 */
export function showsCustomProductBanner(claim: readonly string[] | null | undefined, internationalMode: boolean): boolean {
  return !internationalMode && isStaffGroup(deriveRole(claim));
}
