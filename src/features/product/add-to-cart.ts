import { addAddon, addLineItem, clearCart } from '../cart/api/cart';
import type { ApiError } from '../../lib/api/client';
import type { Cart } from '../../lib/api/contracts/cart';
import { PROBLEM_TYPES, UNKNOWN_PROBLEM } from '../../lib/api/problems';
import type { Addon } from '../../lib/api/contracts/addons';
import { trackAddToCart } from '../../lib/analytics/add-to-cart';
import type { CalendarDay } from '../../lib/domain/calendar-day';
import { cartFullMessage } from '../../lib/domain/cart-limits';
import { deliveryQuery, type DeliveryChoice } from '../../lib/domain/delivery-choice';
import { GENERIC_ERROR } from '../../lib/domain/errors';
import { $cart, $storedCart, ensureCartId, forgetCart, refreshCart } from '../cart/stores/cart';
import { $addToCartNotice } from '../cart/stores/cart-notice';
import { openPanel } from '../../stores/ui';

export const REPLACE_CART_QUESTION = 'Adding this product to cart will remove all your existing products, Do you want to proceed?';
export const CHECKOUT_PATH = '/checkout';

export interface AddToCartRequest {
  productKey: string;
  variantKey: string;
  deliveryDate: CalendarDay;
  destination: DeliveryChoice;
  /** The partner of a third-party product; null for florist-made products. */
  thirdPartySource: string | null;
  addons: Addon[];
  /** For the analytics event. */
  item: { sku: string; name: string; variant: string; price: number };
}

export type AddToCartOutcome = { kind: 'added'; cart: Cart } | { kind: 'confirm' } | { kind: 'error'; message: string };

/**
 * An add-to-cart failure in the spec's order: the response detail, else
 * title, else the error's message, else the default. A full cart is always
 * explained (the limit's own words when the answer has no detail).
 */
export function addToCartFailureText(error: ApiError | null | undefined): string {
  if (error?.type === PROBLEM_TYPES.cartTooManyLines) return error.body.detail || cartFullMessage();
  return error?.body.detail || error?.body.title || error?.message || GENERIC_ERROR;
}

/** True when the cart holds products of the other source (third-party versus florist-made). */
export function holdsOtherSource(cart: Cart | null, thirdPartySource: string | null): boolean {
  return !!cart && cart.lineItems.length > 0 && Boolean(cart.thirdPartySource) !== Boolean(thirdPartySource);
}

/** The server's "cart holds the other source" problem (a 409 that names no type is taken as it, until every server sends types). */
export function isSourceConflict(error: ApiError): boolean {
  return error.type === PROBLEM_TYPES.cartSourceConflict || (error.type === UNKNOWN_PROBLEM && error.status === 409);
}

/** The stored cart can take no more lines: it expired, was merged, or has been ordered. */
const isCartGone = (error: ApiError) => error.status === 404 || error.type === PROBLEM_TYPES.cartOrdered;

async function currentCart(): Promise<Cart | null> {
  return $cart.get() ?? (await refreshCart());
}

/**
 * Adds the chosen size to the cart, waiting for the server. A cart holding
 * the other source answers `confirm` until called with `replaceExisting`,
 * which empties the cart first. Add-ons go onto the new line in turn; the
 * last answer is the cart as it now is (no further read), then the event is
 * tracked and the drawer opened (or, for third-party products, checkout).
 * A cart made for this add holds nothing, so it is not read first.
 */
export async function addToCart(request: AddToCartRequest, replaceExisting = false): Promise<AddToCartOutcome> {
  const hadCart = $storedCart.get() !== null;
  let id = await ensureCartId();
  if (!id.ok) return { kind: 'error', message: addToCartFailureText(id.error) };
  if (!replaceExisting && hadCart && holdsOtherSource(await currentCart(), request.thirdPartySource)) return { kind: 'confirm' };
  if (replaceExisting) {
    const cleared = await clearCart(id.cartId);
    if (!cleared.ok) return { kind: 'error', message: addToCartFailureText(cleared.error) };
  }
  const destination = deliveryQuery(request.destination);
  const body = { productKey: request.productKey, variantKey: request.variantKey, ...destination, deliveryDate: request.deliveryDate, quantity: 1 };
  let added = await addLineItem(id.cartId, body);
  if (!added.ok && isCartGone(added.error)) {
    // The stored cart is gone (expired, merged or ordered): start a new one once.
    forgetCart();
    id = await ensureCartId();
    if (!id.ok) return { kind: 'error', message: addToCartFailureText(id.error) };
    added = await addLineItem(id.cartId, body);
  }
  if (!added.ok) return isSourceConflict(added.error) && !replaceExisting ? { kind: 'confirm' } : { kind: 'error', message: addToCartFailureText(added.error) };

  const line = added.data.lineItems[added.data.lineItems.length - 1]!;
  const failed: string[] = [];
  let cart = added.data;
  for (const addon of request.addons) {
    const result = await addAddon(id.cartId, line.lineItemId, {
      quantity: 1,
      variantId: addon.variantId,
      productKey: request.productKey,
      ...destination,
    });
    if (result.ok) cart = result.data;
    else failed.push(`${addon.name}: ${addToCartFailureText(result.error)}`);
  }
  $cart.set(cart);

  trackAddToCart([
    { item_id: request.item.sku, item_name: request.item.name, item_variant: request.item.variant, price: request.item.price, quantity: 1 },
    ...request.addons.map((a) => ({ item_id: a.key, item_name: a.name, price: a.price.amount, quantity: 1 })),
  ]);

  if (request.thirdPartySource) {
    location.assign(CHECKOUT_PATH);
  } else {
    $addToCartNotice.set({ message: `${request.item.name} (${request.item.variant}) is in your cart.`, addonError: failed.length ? `We could not add every extra: ${failed.join('; ')}` : null });
    openPanel('cart');
  }
  return { kind: 'added', cart };
}
