import { formatPrice } from './money';

/**
 * How much one cart holds (docs/adr/0408-cart-limits.md). A flower order
 * rarely has more than a handful of lines; 50 leaves room for a bulk order
 * (one line per recipient) and keeps a cart's answer small. The server
 * refuses the line past the limit; the islands say the same words.
 */
export const CART_MAX_LINE_ITEMS = 50;

/**
 * Kinds of add-on on one line (each kind once, with its own quantity). A
 * bouquet rarely goes out with more than a card, chocolates, a balloon and a
 * bear; six leaves room, and keeps a full cart's answer bounded.
 */
export const LINE_MAX_ADDONS = 6;

/** What the shopper reads when an add (or a merge) would go past the limit. */
export const cartFullMessage = (max: number = CART_MAX_LINE_ITEMS) => `A cart holds at most ${max} items. Check out or remove some first.`;

/** True when a cart of `lineCount` lines takes no more. */
export const cartIsFull = (lineCount: number, max: number = CART_MAX_LINE_ITEMS) => lineCount >= max;

/** What the shopper reads when one more kind of add-on would go past LINE_MAX_ADDONS. */
export const lineAddonsFullMessage = (max: number = LINE_MAX_ADDONS) => `One item holds at most ${max} extras. Remove one first.`;

/** True when a line with `addonCount` kinds of add-on takes no other kind. */
export const lineIsFullOfAddons = (addonCount: number, max: number = LINE_MAX_ADDONS) => addonCount >= max;

/** What a cart's amount is made of: its lines, their add-ons and adjustments, and custom products, in stored cents. */
export interface CartAmountRows {
  lines: readonly { quantity: number; unitPriceCents: number }[];
  addons: readonly { quantity: number; unitPriceCents: number }[];
  adjustments: readonly { priceCents: number }[];
  customLines: readonly { quantity: number; priceCents: number }[];
}

/**
 * What the cart's items add up to, in cents: products by quantity, add-ons
 * by their own quantity, adjustments and custom products. The shop's
 * ceiling on a cart (CART_MAX_TOTAL_DOLLARS, docs/adr/0714) is on this sum;
 * delivery and fees come on top and are small beside it.
 */
export function cartItemsCents({ lines, addons, adjustments, customLines }: CartAmountRows): number {
  let cents = 0;
  for (const line of lines) cents += line.unitPriceCents * line.quantity;
  for (const addon of addons) cents += addon.unitPriceCents * addon.quantity;
  for (const adjustment of adjustments) cents += adjustment.priceCents;
  for (const custom of customLines) cents += custom.priceCents * custom.quantity;
  return cents;
}

/** What the shopper reads when a change would take the cart's items past the ceiling. */
export const cartTotalTooHighMessage = (maxCents: number) => `A cart's items can add up to at most ${formatPrice(maxCents)}. Lower the quantity or price, or check out first and start another order.`;
