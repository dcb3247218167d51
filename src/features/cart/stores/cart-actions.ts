import { atom } from 'nanostores';
import { ApiError, type ApiResult } from '../../../lib/api/client';
import type { Cart } from '../../../lib/api/contracts/cart';
import type { CalendarDay } from '../../../lib/domain/calendar-day';
import { errorMessage } from '../../../lib/domain/errors';
import { validateCart } from '../api/cart';
import { $cart, $storedCart } from './cart';

/** A cart change under way (its name, for aria-busy), or null. */
export const $cartBusy = atom<string | null>(null);

const CART_EXPIRED = 'Your cart has expired. Please add the product again.';

let latest = 0;

/**
 * Runs a change of the shopper's cart and answers the server's result: the
 * cart it answers replaces the one shown (only the latest change's answer,
 * so quick changes never flicker back).
 */
export async function sendCartChange(name: string, call: (cartId: string) => Promise<ApiResult<Cart>>): Promise<ApiResult<Cart>> {
  const stored = $storedCart.get();
  if (!stored) return { ok: false, error: new ApiError(404, { detail: CART_EXPIRED }) };
  const mine = ++latest;
  $cartBusy.set(name);
  const result = await call(stored.cartId);
  if (mine === latest) {
    $cartBusy.set(null);
    if (result.ok) $cart.set(result.data);
  }
  return result;
}

/** sendCartChange, answering success or the server's reason and field errors. */
export async function changeCart(name: string, call: (cartId: string) => Promise<ApiResult<Cart>>): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> {
  const result = await sendCartChange(name, call);
  if (result.ok) return { ok: true };
  return { ok: false, message: errorMessage(result.error), errors: result.error.body.errors ?? {} };
}

/**
 * After the delivery editor is saved (spec 001 section 4.3): the cart moves
 * to the new date and suburb and is re-checked, so lines that cannot go
 * there show as unavailable. Nothing happens without a cart holding lines.
 */
export async function moveCartDelivery(deliveryDate: CalendarDay, suburbId: string): Promise<void> {
  const cart = $cart.get();
  if (!cart || cart.lineItems.length + cart.customLineItems.length === 0) return;
  await changeCart('delivery', (cartId) => validateCart(cartId, { deliveryDate, suburbId }));
}
