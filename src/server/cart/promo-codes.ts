import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../lib/api/contracts/cart';
import { PROBLEM_TYPES } from '../../lib/api/problems';
import { melbourneToday } from '../../lib/domain/delivery-storage';
import { evaluatePromoCode, normalisePromoCode } from '../../lib/domain/promo-codes';
import { cartPromoCodes, promoCodes } from '../db/schema/index';
import type { RequestContext } from '../http/context';
import { fieldProblem, notFound } from '../http/problem';
import { customerUses } from '../promotions/customer-uses';
import { promoDefinition } from './promo-evaluation';
import { touch, type CartInput } from './service';
import { lockCart } from './locks';
import { ownedCart } from './queries';
import type { PromoCodeRow } from './rows';
import { cartView } from './view';

export const PROMO_CODE_MESSAGES = {
  unknown: 'We do not recognise this promo code',
  expired: 'This promo code has expired',
  notYetValid: 'This promo code is not valid yet',
  switchedOff: 'This promo code is no longer available',
  fullyRedeemed: 'This promo code has been fully redeemed',
  customerLimit: 'You have already used this promo code as many times as it allows',
};

/** The most codes a cart holds: one, or two that both combine (docs/adr/0763). */
export const CART_PROMO_CODES_MAX = 2;

const notApplicable = (message: string) => fieldProblem('code', message, PROBLEM_TYPES.promoCodeNotApplicable);

/**
 * Why a code cannot be applied at all, or null when it can. The state is
 * the domain's (NotActive, MaxApplicationReached) against an empty cart, so
 * a code that only does not match the cart yet (DoesNotMatchCart) is taken.
 */
export function promoCodeRefusal(row: PromoCodeRow, now: Date): string | null {
  const { state } = evaluatePromoCode(promoDefinition(row), [], now);
  if (state === 'MaxApplicationReached') return PROMO_CODE_MESSAGES.fullyRedeemed;
  if (state !== 'NotActive') return null;
  const today = melbourneToday(now);
  if (!row.isActive) return PROMO_CODE_MESSAGES.switchedOff;
  if (row.validFrom && today < row.validFrom) return PROMO_CODE_MESSAGES.notYetValid;
  return PROMO_CODE_MESSAGES.expired;
}

/**
 * POST /api/carts/{cartId}/promo-codes: applies a code, compared normalised
 * (upper case, no surrounding spaces), read from the database on every call
 * (no process keeps codes, so a code the head office just made or changed
 * counts at once). Unknown, not active or used up (in all, or by the
 * signed-in customer whose cart it is): 422 `promoCodeNotApplicable` naming
 * `code`, the cart unchanged. A code that does not match the cart's
 * products is kept; the cart's checkoutBlocks then ask for it to be removed.
 * A cart holds one code (docs/adr/0501-staff-cart-functions.md): a new code
 * replaces the ones applied, and applying the same code again changes
 * nothing; only a code that combines joins a cart whose one code combines
 * too (docs/adr/0763).
 */
export async function applyPromoCode(ctx: RequestContext, { cartId, code }: CartInput & { code: string }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  const [row] = await ctx.db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(code)))
    .limit(1);
  if (!row) throw notApplicable(PROMO_CODE_MESSAGES.unknown);
  const refused = promoCodeRefusal(row, ctx.shopper.now);
  if (refused) throw notApplicable(refused);
  if (row.maxApplicationsPerCustomer != null && cart.customerId) {
    const used = await customerUses(ctx.db, row, { customerId: cart.customerId, email: null }, cart.id);
    if (used >= row.maxApplicationsPerCustomer) throw notApplicable(PROMO_CODE_MESSAGES.customerLimit);
  }
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const applied = await tx
      .select({ promoCodeId: cartPromoCodes.promoCodeId, combinable: promoCodes.combinable })
      .from(cartPromoCodes)
      .innerJoin(promoCodes, eq(promoCodes.id, cartPromoCodes.promoCodeId))
      .where(eq(cartPromoCodes.cartId, cart.id));
    if (applied.some((held) => held.promoCodeId === row.id)) return;
    const joins = row.combinable && applied.length > 0 && applied.length < CART_PROMO_CODES_MAX && applied.every((held) => held.combinable);
    if (!joins) await tx.delete(cartPromoCodes).where(eq(cartPromoCodes.cartId, cart.id));
    await tx.insert(cartPromoCodes).values({ cartId: cart.id, promoCodeId: row.id });
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}

/** DELETE /api/carts/{cartId}/promo-codes/{code}: removes an applied code (compared normalised); 404 when the cart does not hold it. */
export async function removePromoCode(ctx: RequestContext, { cartId, code }: CartInput & { code: string }): Promise<Cart> {
  const cart = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const [held] = await tx
      .select({ id: promoCodes.id })
      .from(cartPromoCodes)
      .innerJoin(promoCodes, eq(promoCodes.id, cartPromoCodes.promoCodeId))
      .where(and(eq(cartPromoCodes.cartId, cart.id), eq(promoCodes.code, normalisePromoCode(code))));
    if (!held) throw notFound('This cart has no such promo code.');
    await tx.delete(cartPromoCodes).where(and(eq(cartPromoCodes.cartId, cart.id), eq(cartPromoCodes.promoCodeId, held.id)));
    await touch(tx, cart.id);
  });
  return cartView(ctx, cart);
}
