import { formatPrice } from './money';
import { isAgeRestrictedAddon, WINE_MAX_QUANTITY } from './variants';

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

/**
 * Wine is limited per order, not per bottle kind (spec 001 sections 5.5 and
 * 9: the wine add-on maximum is 2): the bottles of every wine add-on on
 * every line of one cart count together, so 2 Sparkling and 2 Shiraz are
 * too many. The server refuses the change past it (422 naming `quantity`);
 * the add-ons panel says the same and steps no further.
 */
export const WINE_MAX_PER_ORDER = WINE_MAX_QUANTITY;

/** An add-on a cart line holds, as the wine limit counts it. */
export interface HeldAddonCount {
  lineItemId: string;
  addonId: string;
  addonType: string;
  quantity: number;
}

/** True for wine (an age-restricted add-on). */
export const isWine = (addon: { addonType: string }) => isAgeRestrictedAddon(addon.addonType);
const sameAddon = (a: HeldAddonCount, b: Pick<HeldAddonCount, 'lineItemId' | 'addonId'>) => a.lineItemId === b.lineItemId && a.addonId === b.addonId;

/** The bottles of wine on the given add-ons. */
export const wineBottles = (held: readonly HeldAddonCount[]) => held.filter(isWine).reduce((sum, row) => sum + row.quantity, 0);

/** The bottles of wine on the cart's other add-ons than `addon` (that add-on on that line). */
export const otherWineBottles = (held: readonly HeldAddonCount[], addon: Pick<HeldAddonCount, 'lineItemId' | 'addonId'>) => wineBottles(held.filter((row) => !sameAddon(row, addon)));

/** True when the add-ons of `lineItemId` hold wine. */
export const lineHoldsWine = (held: readonly HeldAddonCount[], lineItemId: string) => held.some((row) => row.lineItemId === lineItemId && isWine(row) && row.quantity > 0);

/** The most of `addon` its line can hold: its own maximum, and for wine what the order's limit leaves after the other wines. */
export function addonQuantityCap(
  held: readonly HeldAddonCount[],
  addon: Pick<HeldAddonCount, 'lineItemId' | 'addonId' | 'addonType'> & { maxQuantity: number },
  max: number = WINE_MAX_PER_ORDER,
): number {
  if (!isWine(addon)) return addon.maxQuantity;
  return Math.max(0, Math.min(addon.maxQuantity, max - otherWineBottles(held, addon)));
}

/**
 * True when setting `change` (an add-on's new quantity on a line) takes the
 * cart past the wine limit. Lowering a quantity is always allowed.
 */
export function wineLimitExceeded(held: readonly HeldAddonCount[], change: HeldAddonCount, max: number = WINE_MAX_PER_ORDER): boolean {
  if (!isWine(change)) return false;
  const current = held.find((row) => sameAddon(row, change))?.quantity ?? 0;
  return change.quantity > current && otherWineBottles(held, change) + change.quantity > max;
}

/** What the shopper reads when a change would take the cart past the wine limit. */
export const wineLimitMessage = (max: number = WINE_MAX_PER_ORDER) => `Wine: at most ${max} bottles per order, all wines together.`;
