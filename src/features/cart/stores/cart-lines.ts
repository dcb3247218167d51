import { atom } from 'nanostores';
import { removeLineItem } from '../api/cart';
import type { Cart, LineItem } from '../../../lib/api/contracts/cart';
import { type CurrencyCode, price } from '../../../lib/domain/money';
import { errorMessage } from '../../../lib/domain/errors';
import { $cart, $storedCart } from './cart';

/** The last failed line change, shown in the drawer; null when all is well. */
export const $cartLineError = atom<string | null>(null);

let latest = 0;

const withTotal = (cart: Cart, lineItems: LineItem[], cents: number): Cart => ({ ...cart, lineItems, totalPrice: price(cents, cart.totalPrice.currencyCode as CurrencyCode) });

/**
 * Removes a line at once (optimistic): the drawer and the count update
 * before the server answers. On failure the line comes back where it was
 * and the error is shown. Only the latest answer is applied, so quick
 * removals of several lines never flicker back.
 */
export async function removeLine(lineItemId: string): Promise<boolean> {
  const cart = $cart.get();
  const stored = $storedCart.get();
  const index = cart?.lineItems.findIndex((l) => l.lineItemId === lineItemId) ?? -1;
  if (!cart || !stored || index < 0) return false;
  const line = cart.lineItems[index]!;
  const call = ++latest;
  $cartLineError.set(null);
  $cart.set(
    withTotal(
      cart,
      cart.lineItems.filter((l) => l !== line),
      cart.totalPrice.centAmount - line.totalPrice.centAmount,
    ),
  );

  const result = await removeLineItem(stored.cartId, lineItemId);
  if (result.ok) {
    if (call === latest) $cart.set(result.data);
    return true;
  }
  const now = $cart.get();
  if (now && !now.lineItems.some((l) => l.lineItemId === lineItemId)) {
    const lines = [...now.lineItems];
    lines.splice(Math.min(index, lines.length), 0, line);
    $cart.set(withTotal(now, lines, now.totalPrice.centAmount + line.totalPrice.centAmount));
  }
  $cartLineError.set(errorMessage(result.error));
  return false;
}
