import type { CartPromoCode } from '../../lib/api/contracts/cart';
import { price } from '../../lib/domain/money';
import { evaluatePromoCode, type PromoCartLine, type PromoCodeDefinition, type PromoTarget } from '../../lib/domain/promo-codes';
import { selectedProducts, type ListingSelections } from '../catalog/listing-selection';
import { listingFiltersForSlug } from '../catalog/listing-slug';
import type { CatalogProduct } from '../catalog/snapshot';
import type { PromoCodeTarget } from '../db/schema/index';
import type { PromoCodeRow } from './rows';

/** The listings' stored choices and the products on sale, which a listing with a stored choice is resolved against. */
export interface PromoListings {
  selections: ListingSelections;
  onSale: readonly CatalogProduct[];
}

/**
 * A stored target as the domain rule takes it: each listing page as the
 * products it shows now when it has a stored choice (with `listings`), else
 * as the facet filters its slug stands for.
 */
export function promoTarget(target: PromoCodeTarget | null, listings?: PromoListings): PromoTarget | null {
  if (!target) return null;
  if ('products' in target) return { products: target.products };
  return {
    listings: target.listings.map((slug) => {
      const stored = listings?.selections.bySlug.get(slug);
      return stored ? { slug, productKeys: selectedProducts(stored, listings!.onSale).map((product) => product.key) } : { slug, filters: listingFiltersForSlug(slug) };
    }),
  };
}

/** A stored promo code as the domain rule takes it. */
export function promoDefinition(row: PromoCodeRow, listings?: PromoListings): PromoCodeDefinition {
  return {
    code: row.code,
    discount: row.discountKind === 'percentage' ? { kind: 'percentage', percent: row.percent ?? 0 } : { kind: 'amount', cents: row.amountCents ?? 0 },
    minimumSpendCents: row.minimumSpendCents ?? undefined,
    category: row.category,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    isActive: row.isActive,
    maxApplications: row.maxApplications,
    applications: row.applications,
    maxApplicationsPerCustomer: row.maxApplicationsPerCustomer,
    appliesTo: promoTarget(row.appliesTo, listings),
  };
}

/**
 * Each applied code's state against the cart now, and their discounts
 * together (the summary holds them to the subtotal). `exclusiveLineIds` are
 * the lines a matching code that does not combine takes: promotions without
 * a code leave them alone (docs/adr/0765).
 */
export function evaluateCartPromoCodes(
  rows: readonly PromoCodeRow[],
  lines: readonly PromoCartLine[],
  now: Date,
  listings?: PromoListings,
): { codes: CartPromoCode[]; discountCents: number; exclusiveLineIds: Set<string> } {
  let discountCents = 0;
  const exclusiveLineIds = new Set<string>();
  const codes = rows.map((row) => {
    const evaluation = evaluatePromoCode(promoDefinition(row, listings), lines, now);
    discountCents += evaluation.discountCents;
    if (evaluation.state === 'MatchesCart' && !row.combinable) for (const id of evaluation.matchingLineItemIds) exclusiveLineIds.add(id);
    return { code: row.code, state: evaluation.state, description: row.description, discount: price(evaluation.discountCents) };
  });
  return { codes, discountCents, exclusiveLineIds };
}
