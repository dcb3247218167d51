import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Cart } from '../../lib/api/contracts/cart';
import { PAYMENT_BADGES, type CheckoutOptions, type CheckoutResult } from '../../lib/api/contracts/checkout';
import type { CheckoutBodyModel } from '../../lib/api/contracts/checkout-body';
import { CHECKOUT_BLOCK_PROBLEM_TYPES, PROBLEM_TYPES } from '../../lib/api/problems';
import type { AuthUser } from '../auth/session';
import { addAddress } from '../accounts/addresses';
import { AUSTRALIAN_STATES } from '../../lib/domain/constants';
import { deliveryChoiceOf } from '../../lib/domain/delivery-choice';
import { normalisePhone } from '../../lib/domain/phone';
import { keepCheckedOutPrices } from '../cart/line-prices';
import { lockCart } from '../cart/locks';
import { cartOrdered, requireActive } from '../cart/problems';
import { ownedCart } from '../cart/queries';
import type { CartRow, Tx } from '../cart/rows';
import { PROMO_CODE_MESSAGES, promoCodeRefusal } from '../cart/promo-codes';
import { cartView } from '../cart/view';
import { config } from '../config';
import { carts, paymentSessions, promoCodes } from '../db/schema/index';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { conflict, fieldProblem, Problem } from '../http/problem';
import { sendOrderConfirmation } from '../orders/confirmation';
import { insertOrder, type CheckoutSnapshot } from '../orders/create';
import { paymentProvider } from '../payments/provider';
import { REASONS, retireSession } from '../payments/retire';
import type { OrderRecipient } from '../db/schema/index';
import { startAllocation } from '../allocation/service';
import { customerUses, type PromoCustomer } from '../promotions/customer-uses';

type CheckoutBody = z.output<typeof CheckoutBodyModel>;

/**
 * Who may pay on account (docs/adr/0503): Flowerline, and florists of a
 * member store. Every store of the network is a member with an account
 * settled through its statement, so a florist signed in for a store may.
 */
export const canPayOnAccount = (user: AuthUser | null) => !!user && (user.role === 'flowerline' || ((user.role === 'florist' || user.role === 'floristowner') && !!user.storeKey));

/** The checkout user kind of spec 001 section 2.5; `global` is an overseas order, whoever places it (docs/adr/0503). */
export function checkoutUserKind(user: AuthUser | null, cart: Pick<Cart, 'countryCode'>): CheckoutOptions['checkoutUserKind'] {
  if (cart.countryCode) return 'global';
  if (!user) return 'guest';
  if (user.role === 'flowerline') return 'flowerline';
  if (user.role === 'florist' || user.role === 'floristowner') return 'florist';
  return 'consumer';
}

/** GET /api/checkout/options?cartId=: the checkout user kind, pay on account, and the badges of the ways to pay. */
export async function checkoutOptions(ctx: RequestContext, { cartId, user }: { cartId: string; user: AuthUser | null }): Promise<CheckoutOptions> {
  const cart = await cartView(ctx, await ownedCart(ctx.db, cartId, ctx.anonymousId));
  return { checkoutUserKind: checkoutUserKind(user, cart), canPayOnAccount: canPayOnAccount(user), paymentBadges: [...PAYMENT_BADGES] };
}

/** The 422 of an empty cart at checkout. */
const emptyCart = () => new Problem(PROBLEM_TYPES.checkoutEmptyCart, 422, 'Your cart is empty.', 'Add a product to your cart before checking out.');

/**
 * The cart as checkout sees it, priced from `row` on `db` (the checkout's
 * transaction, under the cart's lock, or the database before it): Active,
 * with something to buy, breaking no checkout rule, and every promo code it
 * holds still usable (a code used up or ended meanwhile is refused with its
 * own message rather than charged at the full price).
 */
async function checkableCart(ctx: Pick<RequestContext, 'db' | 'shopper'>, row: CartRow): Promise<Cart> {
  requireActive(row.state);
  const cart = await cartView(ctx, row);
  if (cart.lineItems.length + cart.customLineItems.length === 0) throw emptyCart();
  const [block] = cart.checkoutBlocks;
  if (block) {
    throw new Problem(CHECKOUT_BLOCK_PROBLEM_TYPES[block.code], 422, block.message, block.detail, undefined, {
      ...(block.lineItemIds ? { lineItemIds: block.lineItemIds } : {}),
      ...(block.promoCodes ? { promoCodes: block.promoCodes } : {}),
    });
  }
  const unusable = cart.promoCodes.find((promo) => promo.state === 'MaxApplicationReached' || promo.state === 'NotActive');
  if (unusable) {
    // Why, in the words applying it would have had: used up, ended, not started yet, or switched off (alone or with its batch).
    const [code] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.code, unusable.code)).limit(1);
    throw promoCodeRefused((code && promoCodeRefusal(code, ctx.shopper.now)) || PROMO_CODE_MESSAGES.expired);
  }
  return cart;
}

const promoCodeRefused = (message: string) => fieldProblem('code', `${message}. Remove it from your cart to check out.`, PROBLEM_TYPES.promoCodeNotApplicable);

/**
 * Takes one use of each promo code that discounts the cart, atomically: a
 * conditional update that never passes a code's limit, so of two checkouts
 * racing for a code's last use one gets it and the other the code's own
 * refusal (422, nothing charged). Answers the codes' ids; the use is held
 * by the payment session (released if it ends unpaid) or is the order's.
 * A code limited per customer is counted for `who` after that update, which
 * holds the code's row lock until the transaction ends, so checkouts of one
 * code queue there and each counts the uses the one before it committed.
 */
async function takePromoUses(tx: Tx, cart: Cart, who: PromoCustomer): Promise<string[]> {
  const codes = cart.promoCodes.filter((promo) => promo.state === 'MatchesCart').map((promo) => promo.code);
  if (!codes.length) return [];
  const taken = await tx
    .update(promoCodes)
    .set({ applications: sql`${promoCodes.applications} + 1` })
    .where(and(inArray(promoCodes.code, codes), or(isNull(promoCodes.maxApplications), lt(promoCodes.applications, promoCodes.maxApplications))))
    .returning({ id: promoCodes.id, code: promoCodes.code, perCustomer: promoCodes.maxApplicationsPerCustomer });
  if (taken.length < codes.length) throw promoCodeRefused(PROMO_CODE_MESSAGES.fullyRedeemed);
  for (const promo of taken) {
    if (promo.perCustomer != null && (await customerUses(tx, promo, who, cart.cartId)) >= promo.perCustomer) throw promoCodeRefused(PROMO_CODE_MESSAGES.customerLimit);
  }
  return taken.map((row) => row.id);
}

/** Whom the checkout's promo code uses count against. */
const promoCustomerOf = (details: Pick<CheckoutSnapshot, 'sender' | 'placedBy'>): PromoCustomer => ({ customerId: details.placedBy.customerId, email: details.sender.email });

/**
 * The cart priced under the lock, when it still goes where the recipient's
 * address was made for (the address takes its suburb from the cart); a
 * destination changed meanwhile is a 409 asking to check again.
 */
function sameDestination(before: Cart, locked: Cart): Cart {
  if (locked.suburbId === before.suburbId && locked.countryCode === before.countryCode) return locked;
  throw conflict('Your delivery location changed while you were checking out. Check your details and try again.', PROBLEM_TYPES.conflict);
}

/** The recipient's address: the street the shopper typed, the suburb (or country) the cart was checked for. */
async function recipientOf(ctx: RequestContext, cart: Cart, body: CheckoutBody): Promise<OrderRecipient> {
  const resolved = await resolveDestination(ctx.db, deliveryChoiceOf(cart), () => new Error('unknown destination'));
  const { recipient } = body;
  return {
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    company: recipient.company ?? null,
    street: recipient.street,
    street2: recipient.street2 ?? null,
    suburb: resolved?.suburb?.name ?? null,
    state: resolved?.suburb?.state ?? null,
    postcode: resolved?.suburb?.postcode ?? null,
    country: resolved?.country?.name ?? 'Australia',
    phone: recipient.phone,
  };
}

/**
 * POST /api/carts/{cartId}/checkout. By card: a payment session for the
 * cart's total, with the priced cart and the checkout's details frozen in
 * it; the order is made when the provider confirms (payments/webhook.ts).
 * On account: the order is made at once, its balance due.
 */
export async function checkout(ctx: RequestContext, { cartId, body, user }: { cartId: string; body: CheckoutBody; user: AuthUser | null }): Promise<CheckoutResult> {
  if (body.paymentMethod === 'account' && !canPayOnAccount(user)) {
    throw new Problem(PROBLEM_TYPES.forbidden, 403, 'Forbidden', 'Paying on account is for Flowerline and member florists.', { paymentMethod: 'Choose to pay by card.' });
  }
  const row = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  // Checked before anything is written; checked again under the cart's lock.
  const cart = await checkableCart(ctx, row);
  const details: Omit<CheckoutSnapshot, 'cart'> = {
    sender: { firstName: body.sender.firstName, lastName: body.sender.lastName, email: body.sender.email, mobile: normalisePhone(body.sender.mobile) },
    recipient: await recipientOf(ctx, cart, body),
    deliveryInstructions: body.deliveryInstructions ?? null,
    placedBy: { role: ctx.shopper.role, customerId: user?.customerId ?? null, storeKey: user?.storeKey ?? null },
  };
  const snapshot: CheckoutSnapshot = { ...details, cart };
  if (body.saveAddress && user?.role === 'customer' && snapshot.recipient.suburb) {
    const { recipient } = snapshot;
    const state = AUSTRALIAN_STATES.find((code) => code === recipient.state);
    if (state && recipient.postcode) {
      const address = {
        ...recipient,
        suburb: recipient.suburb!,
        state,
        postcode: recipient.postcode,
        company: recipient.company ?? undefined,
        street2: recipient.street2 ?? undefined,
        isDefault: false,
      };
      // A full address book does not stop the order.
      await addAddress(ctx, { userId: user.userId, address }).catch(() => undefined);
    }
  }

  if (body.paymentMethod === 'account') {
    const placed = await ctx.db.transaction(async (tx) => {
      // Priced again under the lock: the order is the cart as it is now.
      const priced = sameDestination(cart, await checkableCart({ db: tx, shopper: ctx.shopper }, await lockCart(tx, row.id, REASONS.onAccount)));
      await takePromoUses(tx, priced, promoCustomerOf(snapshot));
      const order = await insertOrder(tx, { ...snapshot, cart: priced }, { method: 'account', status: 'Balance Due', sessionId: null });
      return order && { order, snapshot: { ...snapshot, cart: priced } };
    });
    if (!placed) throw cartOrdered();
    await startAllocation(ctx.db, placed.order.orderId);
    await sendOrderConfirmation(ctx.db, placed.snapshot, placed.order.orderNumber, 'Balance Due');
    return { order: placed.order };
  }
  return { paymentSession: await openPaymentSession(ctx, cart, details) };
}

/** An open session is handed back to an unchanged checkout while it has at least this long to run. */
const REUSE_MIN_MS = 10 * 60 * 1000;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * The cart's one payable session (docs/adr/0714), in one transaction under
 * the cart's lock, so checkouts of one cart queue: the open session is
 * handed back when the checkout's details are the same (any change of the
 * cart would have closed it), else closed; then the cart is priced under
 * the lock, its promo code uses are taken, and the provider's session is
 * made for exactly that price and bound to the cart. The provider is
 * called with a key derived from the attempt, so a retry makes nothing
 * twice.
 */
async function openPaymentSession(ctx: RequestContext, before: Cart, details: Omit<CheckoutSnapshot, 'cart'>): Promise<{ id: string; url: string }> {
  const { cartId } = before;
  const fingerprint = hashOf({ sender: details.sender, recipient: details.recipient, deliveryInstructions: details.deliveryInstructions, placedBy: details.placedBy });
  const provider = paymentProvider();
  return ctx.db.transaction(async (tx) => {
    const row = await lockCart(tx, cartId, null);
    if (row.paymentSessionId) {
      const [open] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, row.paymentSessionId));
      if (open?.status === 'open' && open.fingerprint === fingerprint && open.expiresAt.getTime() - ctx.shopper.now.getTime() >= REUSE_MIN_MS) return { id: open.id, url: open.url };
      await retireSession(tx, { cartId, sessionId: row.paymentSessionId, reason: REASONS.replaced, now: ctx.shopper.now });
    }
    const cart = sameDestination(before, await checkableCart({ db: tx, shopper: ctx.shopper }, { ...row, paymentSessionId: null }));
    await keepCheckedOutPrices(tx, cart);
    const promoCodeIds = await takePromoUses(tx, cart, promoCustomerOf(details));
    const [{ attempts }] = (await tx.select({ attempts: count() }).from(paymentSessions).where(eq(paymentSessions.cartId, cartId))) as [{ attempts: number }];
    const amountCents = cart.totalPrice.centAmount;
    const session = await provider.createSession({
      cartId,
      amountCents,
      currencyCode: cart.currencyCode,
      description: `Wattle & Bloom order for ${details.recipient.firstName} ${details.recipient.lastName}`,
      customerEmail: details.sender.email,
      siteUrl: config().SITE_URL.replace(/\/$/, ''),
      idempotencyKey: `checkout:${cartId}:${attempts}:${hashOf([amountCents, cart.currencyCode, fingerprint])}`,
    });
    await tx.insert(paymentSessions).values({
      id: session.id,
      provider: provider.name,
      cartId,
      amountCents,
      currencyCode: cart.currencyCode,
      url: session.url,
      fingerprint,
      promoCodeIds,
      checkout: { ...details, cart } satisfies CheckoutSnapshot,
      expiresAt: session.expiresAt,
    });
    await tx.update(carts).set({ paymentSessionId: session.id }).where(eq(carts.id, cartId));
    return { id: session.id, url: session.url };
  });
}
