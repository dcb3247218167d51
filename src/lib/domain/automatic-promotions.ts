import type { CalendarDay } from './calendar-day';
import { evaluatePromoCode, promoLineQualifies, type PromoCartLine, type PromoDiscount, type PromoTarget } from './promo-codes';

/**
 * Promotions without a code (docs/adr/0765): "10% off hampers this week".
 * Each takes a percentage or an amount off the cart's lines of chosen
 * listings or products, or off the whole order, between two Melbourne days
 * (both included), once those lines reach its minimum spend ("10% off
 * orders over $150"). They apply by themselves, before any
 * promo code, and each shows as its own line of the cart's summary.
 */
export interface AutomaticPromotionDefinition {
  id: string;
  name: string;
  discount: PromoDiscount;
  minimumSpendCents?: number | null;
  validFrom?: CalendarDay | null;
  validUntil?: CalendarDay | null;
  isActive: boolean;
  /** Lines of some listings or products; every line of the cart when null (the whole order, docs/adr/0780). */
  appliesTo: PromoTarget | null;
}

export interface AppliedPromotion {
  id: string;
  name: string;
  discountCents: number;
}

/**
 * The promotions that discount the cart now, in the order given, with their
 * amounts in whole cents. Lines in `excludedLineIds` (those a promo code that
 * does not combine takes) are left out of every promotion.
 */
export function applyAutomaticPromotions(
  promotions: readonly AutomaticPromotionDefinition[],
  lines: readonly PromoCartLine[],
  now: Date,
  excludedLineIds: ReadonlySet<string> = new Set(),
): AppliedPromotion[] {
  const open = lines.filter((line) => !excludedLineIds.has(line.lineItemId));
  return promotions.flatMap((promotion) => {
    const evaluation = evaluatePromoCode(
      {
        code: promotion.name,
        discount: promotion.discount,
        minimumSpendCents: promotion.minimumSpendCents ?? undefined,
        validFrom: promotion.validFrom,
        validUntil: promotion.validUntil,
        isActive: promotion.isActive,
        appliesTo: promotion.appliesTo,
      },
      open,
      now,
    );
    return evaluation.state === 'MatchesCart' && evaluation.discountCents > 0 ? [{ id: promotion.id, name: promotion.name, discountCents: evaluation.discountCents }] : [];
  });
}

/** Whether a product (its key and facet values) is among what a promotion applies to: the product page's line. */
export const promotionCoversProduct = (promotion: Pick<AutomaticPromotionDefinition, 'appliesTo'>, product: Pick<PromoCartLine, 'productKey' | 'facets'>) =>
  promoLineQualifies({ appliesTo: promotion.appliesTo }, { lineItemId: '', categories: [], totalCents: 0, ...product });
