import type { z } from 'zod';
import type { Cart } from '../../lib/api/contracts/cart';
import { PAYMENT_BADGES, type CheckoutOptions, type CheckoutResult } from '../../lib/api/contracts/checkout';
import type { CheckoutBodyModel } from '../../lib/api/contracts/checkout-body';
import { CHECKOUT_BLOCK_PROBLEM_TYPES, PROBLEM_TYPES } from '../../lib/api/problems';
import type { AuthUser } from '../auth/session';
import { addAddress } from '../accounts/addresses';
import { AUSTRALIAN_STATES } from '../../lib/domain/constants';
import { normalisePhone } from '../../lib/domain/phone';
import { cartOrdered, lockCart, ownedCart, requireActive } from '../cart/store';
import { cartView } from '../cart/view';
import { config } from '../config';
import { paymentSessions } from '../db/schema/index';
import { resolveDestination } from '../delivery/service';
import type { RequestContext } from '../http/context';
import { Problem } from '../http/problem';
import { sendOrderConfirmation } from '../orders/confirmation';
import { insertOrder, type CheckoutSnapshot } from '../orders/create';
import { paymentProvider } from '../payments/provider';
import type { OrderRecipient } from '../db/schema/index';
import { startAllocation } from '../allocation/service';

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

/** The cart as checkout sees it: Active, with something to buy, and breaking no checkout rule. */
async function checkableCart(ctx: RequestContext, cartId: string): Promise<Cart> {
  const row = await ownedCart(ctx.db, cartId, ctx.anonymousId);
  requireActive(row.state);
  const cart = await cartView(ctx, row);
  if (cart.lineItems.length + cart.customLineItems.length === 0) {
    throw new Problem(PROBLEM_TYPES.checkoutEmptyCart, 422, 'Your cart is empty.', 'Add a product to your cart before checking out.');
  }
  const [block] = cart.checkoutBlocks;
  if (block) {
    throw new Problem(CHECKOUT_BLOCK_PROBLEM_TYPES[block.code], 422, block.message, block.detail, undefined, {
      ...(block.lineItemIds ? { lineItemIds: block.lineItemIds } : {}),
      ...(block.promoCodes ? { promoCodes: block.promoCodes } : {}),
    });
  }
  return cart;
}

/** The recipient's address: the street the shopper typed, the suburb (or country) the cart was checked for. */
async function recipientOf(ctx: RequestContext, cart: Cart, body: CheckoutBody): Promise<OrderRecipient> {
  const resolved = await resolveDestination(ctx.db, { suburbId: cart.suburbId, countryCode: cart.countryCode }, () => new Error('unknown destination'));
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
  const cart = await checkableCart(ctx, cartId);
  const snapshot: CheckoutSnapshot = {
    cart,
    sender: { firstName: body.sender.firstName, lastName: body.sender.lastName, email: body.sender.email, mobile: normalisePhone(body.sender.mobile) },
    recipient: await recipientOf(ctx, cart, body),
    deliveryInstructions: body.deliveryInstructions ?? null,
    placedBy: { role: ctx.shopper.role, customerId: user?.customerId ?? null, storeKey: user?.storeKey ?? null },
  };
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
    const order = await ctx.db.transaction(async (tx) => {
      await lockCart(tx, cart.cartId);
      return insertOrder(tx, snapshot, { method: 'account', status: 'Balance Due', sessionId: null });
    });
    if (!order) throw cartOrdered();
    await startAllocation(ctx.db, order.orderId);
    await sendOrderConfirmation(ctx.db, snapshot, order.orderNumber, 'Balance Due');
    return { order };
  }

  const provider = paymentProvider();
  const session = await provider.createSession({
    cartId: cart.cartId,
    amountCents: cart.totalPrice.centAmount,
    currencyCode: cart.currencyCode,
    description: `Wattle & Bloom order for ${snapshot.recipient.firstName} ${snapshot.recipient.lastName}`,
    customerEmail: snapshot.sender.email,
    siteUrl: config().SITE_URL.replace(/\/$/, ''),
  });
  await ctx.db.insert(paymentSessions).values({
    id: session.id,
    provider: provider.name,
    cartId: cart.cartId,
    amountCents: cart.totalPrice.centAmount,
    currencyCode: cart.currencyCode,
    checkout: snapshot,
    expiresAt: session.expiresAt,
  });
  return { paymentSession: { id: session.id, url: session.url } };
}
