import type { CartPromoCode } from '../../lib/api/contracts/cart';
import { price } from '../../lib/domain/money';
import { evaluatePromoCode, type PromoCartLine, type PromoCodeDefinition } from '../../lib/domain/promo-codes';
import type { PromoCodeRow } from './rows';

/** A stored promo code as the domain rule takes it. */
export function promoDefinition(row: PromoCodeRow): PromoCodeDefinition {
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
  };
}

/** Each applied code's state against the cart now, and their discounts together (the summary holds them to the subtotal). */
export function evaluateCartPromoCodes(rows: readonly PromoCodeRow[], lines: readonly PromoCartLine[], now: Date): { codes: CartPromoCode[]; discountCents: number } {
  let discountCents = 0;
  const codes = rows.map((row) => {
    const evaluation = evaluatePromoCode(promoDefinition(row), lines, now);
    discountCents += evaluation.discountCents;
    return { code: row.code, state: evaluation.state, description: row.description, discount: price(evaluation.discountCents) };
  });
  return { codes, discountCents };
}
