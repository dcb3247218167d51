import type { CalendarDay } from './calendar-day';
import { melbourneToday } from './delivery-storage';

/**
 * Promo codes (spec 001 sections 3, 5.6 and 8; spec 000 section 4), with the
 * states of the commerce platforms' discount codes:
 *
 * - NotActive: switched off, or today (in Melbourne) is before its first
 *   valid day or after its last one. Both days are valid.
 * - MaxApplicationReached: used as many times as it may be, in all or (when
 *   the customer's uses are given) by this customer.
 * - DoesNotMatchCart: no line of the cart qualifies (none of the code's
 *   category, listings or products, or an empty cart), or the qualifying
 *   lines do not reach the minimum spend. This state blocks checkout.
 * - MatchesCart: the discount applies.
 *
 * The first that holds, in that order, is the state. The discount is in
 * whole cents and never more than the subtotal of the qualifying lines.
 */
export const PROMO_CODE_STATES = ['MatchesCart', 'DoesNotMatchCart', 'NotActive', 'MaxApplicationReached'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export const PROMO_DOES_NOT_MATCH_CART_MESSAGE = 'Invalid promo code for the products in the cart. Please remove the promo code before proceeding with the checkout.';

export type PromoDiscount =
  /** A whole percentage, 1 to 100, of the qualifying lines. */
  | { kind: 'percentage'; percent: number }
  /** An amount off in cents. */
  | { kind: 'amount'; cents: number };

export interface PromoCodeDefinition {
  code: string;
  discount: PromoDiscount;
  /** The qualifying lines must add up to at least this many cents. */
  minimumSpendCents?: number;
  /** Only lines of this product category qualify (a key such as 'hampers'); every line when absent. */
  category?: string | null;
  /** First and last valid day, yyyy-MM-dd in Melbourne, both included; open when absent. */
  validFrom?: CalendarDay | null;
  validUntil?: CalendarDay | null;
  /** false when the shop has switched the code off. */
  isActive?: boolean;
  /** How many times the code may be used in all; unlimited when absent. */
  maxApplications?: number | null;
  /** How many times it has been used. */
  applications?: number;
  /** How many times one customer may use it; unlimited when absent. */
  maxApplicationsPerCustomer?: number | null;
  /** How many times this customer has used it; not checked when absent (a cart seen before checkout). */
  customerApplications?: number;
  /** The lines it applies to (with `category`, when both are given); every line when absent. */
  appliesTo?: PromoTarget | null;
}

/** Facet values by facet name ({ occasion: ['birthday'] }), as a listing page stands for and a product has. */
export type PromoFacets = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * What a code applies to: the products of listing pages, or products by
 * key. A listing page is either the products it shows (by key, when the
 * head office chose them by rules or by hand) or the facet filters its slug
 * stands for (a product qualifies with one of the chosen values of every
 * filter of one page).
 */
export type PromoListing = { slug: string; filters: PromoFacets } | { slug: string; productKeys: readonly string[] };
export type PromoTarget = { listings: readonly PromoListing[] } | { products: readonly string[] };

/** What a promo code needs of a cart line: its categories and its total (with add-ons) in cents. */
export interface PromoCartLine {
  lineItemId: string;
  categories: readonly string[];
  totalCents: number;
  /** The line's product key and facet values (a custom product has none). */
  productKey?: string;
  facets?: PromoFacets;
}

/** Whether a product with these facet values is in the listing a filter set stands for (an empty filter set stands for none). */
const inListing = (facets: PromoFacets, filters: PromoFacets) => {
  const chosen = Object.entries(filters).filter(([, values]) => values?.length);
  return chosen.length > 0 && chosen.every(([name, values]) => values!.some((value) => facets[name]?.includes(value)));
};

/** Whether a line qualifies for the code: of its category (when it has one) and among what it applies to. */
export function promoLineQualifies(definition: Pick<PromoCodeDefinition, 'category' | 'appliesTo'>, line: PromoCartLine): boolean {
  if (definition.category && !line.categories.includes(definition.category)) return false;
  const target = definition.appliesTo;
  if (!target) return true;
  if ('products' in target) return !!line.productKey && target.products.includes(line.productKey);
  return target.listings.some((listing) => ('productKeys' in listing ? !!line.productKey && listing.productKeys.includes(line.productKey) : !!line.facets && inListing(line.facets, listing.filters)));
}

export interface PromoEvaluation {
  state: PromoCodeState;
  /** The amount off in cents; 0 unless the state is MatchesCart. */
  discountCents: number;
  /** The qualifying lines, in cart order. */
  matchingLineItemIds: string[];
}

/** Codes are compared without case and without surrounding spaces. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

const wholeCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

function checkDefinition(definition: PromoCodeDefinition): void {
  const { discount } = definition;
  if (discount.kind === 'percentage' && !(Number.isInteger(discount.percent) && discount.percent >= 1 && discount.percent <= 100)) {
    throw new RangeError(`Promo code ${definition.code}: a percentage is a whole number from 1 to 100, not ${discount.percent}`);
  }
  if (discount.kind === 'amount' && !(wholeCents(discount.cents) && discount.cents > 0)) {
    throw new RangeError(`Promo code ${definition.code}: an amount off is whole cents above 0, not ${discount.cents}`);
  }
}

/** Whether the code is switched on and today (in Melbourne) lies within its valid days. */
export function isPromoCodeActive(definition: PromoCodeDefinition, now: Date): boolean {
  if (definition.isActive === false) return false;
  const today = melbourneToday(now);
  if (definition.validFrom && today < definition.validFrom) return false;
  if (definition.validUntil && today > definition.validUntil) return false;
  return true;
}

/** The amount off the qualifying subtotal: a percentage rounded to the nearest cent (halves up), or the amount, held to the subtotal. */
export function promoDiscountCents(discount: PromoDiscount, matchingSubtotalCents: number): number {
  const off = discount.kind === 'percentage' ? Math.floor((matchingSubtotalCents * discount.percent + 50) / 100) : discount.cents;
  return Math.min(off, matchingSubtotalCents);
}

/** The code's state against the cart's lines at `now`, and its discount. */
export function evaluatePromoCode(definition: PromoCodeDefinition, lines: readonly PromoCartLine[], now: Date): PromoEvaluation {
  checkDefinition(definition);
  const none = (state: PromoCodeState, matchingLineItemIds: string[] = []): PromoEvaluation => ({ state, discountCents: 0, matchingLineItemIds });
  if (!isPromoCodeActive(definition, now)) return none('NotActive');
  const { maxApplications } = definition;
  if (maxApplications != null && (definition.applications ?? 0) >= maxApplications) return none('MaxApplicationReached');
  const perCustomer = definition.maxApplicationsPerCustomer;
  if (perCustomer != null && definition.customerApplications != null && definition.customerApplications >= perCustomer) return none('MaxApplicationReached');
  const matching = lines.filter((line) => promoLineQualifies(definition, line));
  for (const line of matching) {
    if (!wholeCents(line.totalCents)) throw new RangeError(`Line ${line.lineItemId}: a total is whole non-negative cents, not ${line.totalCents}`);
  }
  const ids = matching.map((line) => line.lineItemId);
  const subtotal = matching.reduce((sum, line) => sum + line.totalCents, 0);
  if (matching.length === 0 || subtotal < (definition.minimumSpendCents ?? 0)) return none('DoesNotMatchCart', ids);
  return { state: 'MatchesCart', discountCents: promoDiscountCents(definition.discount, subtotal), matchingLineItemIds: ids };
}

/**
 * Only a code that does not match the cart blocks checkout: the cart may
 * change after the code was applied. A code that is not active or used up
 * gives no discount; the call that applies it answers that it is not valid.
 */
export const promoCodeBlocksCheckout = (state: PromoCodeState) => state === 'DoesNotMatchCart';
