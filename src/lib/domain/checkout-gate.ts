import type { CalendarDay } from './calendar-day';
import { isWine, WINE_MAX_PER_ORDER, wineBottles, wineLimitMessage, type HeldAddonCount } from './cart-limits';
import { CARD_MESSAGE_MISSING_AT_CHECKOUT, linesMissingCardMessage, type CardMessageLine } from './card-message';
import { PROMO_DOES_NOT_MATCH_CART_MESSAGE, promoCodeBlocksCheckout, type PromoCodeState } from './promo-codes';

/**
 * What keeps a cart from checkout (spec 001 sections 4.3, 5.4, 5.6 and 8).
 * Every failing rule is reported, in this fixed order, with its code, its
 * texts and what it is about. Codes are lower-case words joined by hyphens,
 * so the API's 422 can name the rule in its type
 * (/problems/checkout/{code}) and the UI can show the same texts:
 *
 * 1. delivery-details-missing: the cart has items but no delivery location
 *    or no delivery date.
 * 1a. deliveries-differ: its items are for different dates or places (an
 *    order has one delivery; the delivery editor moves them all to one).
 * 2. unavailable-items: lines that cannot be delivered or are no longer
 *    available (the cart offers to remove them).
 * 2a. too-much-wine: more wine than an order may hold, all wines together
 *    (a guest cart merged on sign-in, or a resumed saved order, can bring
 *    it past the limit that every change to add-ons keeps).
 * 3. card-message-missing: lines with neither a card message nor the ticked
 *    "I don't need a card message".
 * 4. promo-code-does-not-match: a promo code in state DoesNotMatchCart.
 *
 * An empty cart breaks none of these rules, yet cannot be checked out:
 * `canCheckout` says so.
 */
export const CHECKOUT_BLOCK_CODES = ['delivery-details-missing', 'deliveries-differ', 'unavailable-items', 'too-much-wine', 'card-message-missing', 'promo-code-does-not-match'] as const;
export type CheckoutBlockCode = (typeof CHECKOUT_BLOCK_CODES)[number];

export const DELIVERY_DETAILS_MISSING_MESSAGE = 'Please add delivery details above';
export const DELIVERIES_DIFFER_MESSAGE = 'Your items are for different delivery dates or places.';
export const DELIVERIES_DIFFER_DETAIL = 'An order is delivered all at once: choose one delivery for everything.';
export const TOO_MUCH_WINE_DETAIL = 'Take some wine off to continue.';
export const UNAVAILABLE_ITEMS_MESSAGE = 'Your shopping cart contains items that are not available.';
export const UNAVAILABLE_ITEMS_DETAIL = 'Please remove or replace items to continue.';
/** The button beside the unavailable-items message; it deletes the invalid lines. */
export const REMOVE_UNAVAILABLE_ITEMS_LABEL = 'Remove unavailable items';

export interface CheckoutBlock {
  code: CheckoutBlockCode;
  /** The text the shopper reads (the problem's title). */
  message: string;
  /** A second sentence, where the spec gives one. */
  detail?: string;
  /** The lines the rule is about (unavailable items, missing card messages), in cart order. */
  lineItemIds?: string[];
  /** The promo codes the rule is about. */
  promoCodes?: string[];
}

export interface CheckoutGateLine extends CardMessageLine {
  /** false when the line cannot be delivered as chosen or is no longer available. */
  isValid: boolean;
  /** The line's add-ons, as the wine limit counts them. */
  addons?: readonly Pick<HeldAddonCount, 'addonType' | 'quantity'>[];
}

export interface CheckoutGateCart {
  lineItems: readonly CheckoutGateLine[];
  /** The chosen suburb or overseas country; null or absent when none. */
  deliveryLocation?: unknown;
  deliveryDate?: CalendarDay | null;
  /** Each item's delivery (date and place) as one key; more than one distinct key blocks checkout. */
  itemDeliveries?: readonly string[];
  promoCodes?: readonly { code: string; state: PromoCodeState }[];
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** True while the cart has items but no delivery location or date (checkout is disabled). */
export const deliveryDetailsMissing = (cart: CheckoutGateCart) => cart.lineItems.length > 0 && !(present(cart.deliveryLocation) && present(cart.deliveryDate));

/** True while the cart's items are for more than one delivery date or place. */
export const deliveriesDiffer = (cart: CheckoutGateCart) => new Set(cart.itemDeliveries ?? []).size > 1;

/** Every rule the cart breaks, in the order of CHECKOUT_BLOCK_CODES; empty when none. */
export function checkoutBlocks(cart: CheckoutGateCart): CheckoutBlock[] {
  const blocks: CheckoutBlock[] = [];
  if (deliveryDetailsMissing(cart)) blocks.push({ code: 'delivery-details-missing', message: DELIVERY_DETAILS_MISSING_MESSAGE });
  else if (deliveriesDiffer(cart)) blocks.push({ code: 'deliveries-differ', message: DELIVERIES_DIFFER_MESSAGE, detail: DELIVERIES_DIFFER_DETAIL });
  const invalid = cart.lineItems.filter((line) => !line.isValid).map((line) => line.lineItemId);
  if (invalid.length) blocks.push({ code: 'unavailable-items', message: UNAVAILABLE_ITEMS_MESSAGE, detail: UNAVAILABLE_ITEMS_DETAIL, lineItemIds: invalid });
  const held = cart.lineItems.flatMap((line) => (line.addons ?? []).map((addon) => ({ ...addon, lineItemId: line.lineItemId, addonId: '' })));
  if (wineBottles(held) > WINE_MAX_PER_ORDER) {
    const wine = [...new Set(held.filter((row) => isWine(row) && row.quantity > 0).map((row) => row.lineItemId))];
    blocks.push({ code: 'too-much-wine', message: wineLimitMessage(), detail: TOO_MUCH_WINE_DETAIL, lineItemIds: wine });
  }
  const missing = linesMissingCardMessage(cart.lineItems);
  if (missing.length) blocks.push({ code: 'card-message-missing', message: CARD_MESSAGE_MISSING_AT_CHECKOUT, lineItemIds: missing });
  const unmatched = (cart.promoCodes ?? []).filter((promo) => promoCodeBlocksCheckout(promo.state)).map((promo) => promo.code);
  if (unmatched.length) blocks.push({ code: 'promo-code-does-not-match', message: PROMO_DOES_NOT_MATCH_CART_MESSAGE, promoCodes: unmatched });
  return blocks;
}

/** The rule that blocks checkout first, or null. */
export const firstCheckoutBlock = (cart: CheckoutGateCart): CheckoutBlock | null => checkoutBlocks(cart)[0] ?? null;

/** A cart may go to checkout when it has items and breaks no rule. */
export const canCheckout = (cart: CheckoutGateCart) => cart.lineItems.length > 0 && checkoutBlocks(cart).length === 0;
