import { atom, computed } from 'nanostores';
import type { SaveCartBody } from '../../../lib/api/contracts/saved-carts';
import type { ApiError } from '../../../lib/api/client';
import type { Cart, CartIdentity } from '../../../lib/api/contracts/cart';
import { persistentValue } from '../../../stores/persistent';
import { optional, shape, text } from '../../../stores/stored-shape';
import { $session } from '../../auth/stores/session';
import { ANONYMOUS_CART_KEY, CUSTOMER_CART_KEY, wakeIslands } from '../../../stores/wake';

/** The shopper's cart as last returned by the commerce API. */
export const $cart = atom<Cart | null>(null);

/** The count on the header's cart button. */
export const $cartCount = computed($cart, (cart) => cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0);

export interface StoredCart {
  cartId: string;
  anonymousId?: string;
  customerId?: string | null;
}
const readStoredCart = shape<StoredCart>({ cartId: text({ min: 1 }), anonymousId: optional(text()), customerId: optional(text(), true) });

/**
 * The cart API with its response schemas, fetched when a cart is first
 * read or changed: a page with no cart in it never loads them.
 */
const cartApi = () => import('../api/cart');
const savedCartsApi = () => import('../api/saved-carts');
const authApi = () => import('../../auth/api/auth');

export { ANONYMOUS_CART_KEY, CUSTOMER_CART_KEY };
const $anonymousCart = persistentValue(ANONYMOUS_CART_KEY, readStoredCart);
const $customerCart = persistentValue(CUSTOMER_CART_KEY, readStoredCart);
// The header's cart button sleeps until there is a cart to show.
for (const $stored of [$anonymousCart, $customerCart]) $stored.listen(() => wakeIslands('cart'));

const signedIn = () => $session.get() !== null;
/** The stored cart of whoever is shopping now. */
export const $storedCart = computed([$session, $anonymousCart, $customerCart], (session, anonymous, customer) => (session ? customer : anonymous));

function keep(identity: CartIdentity) {
  const stored = { cartId: identity.cartId, anonymousId: identity.anonymousId, customerId: identity.customerId };
  (identity.customerId || signedIn() ? $customerCart : $anonymousCart).set(stored);
}

/** Forgets the current shopper's cart (the stored id and the loaded cart). */
export function forgetCart() {
  (signedIn() ? $customerCart : $anonymousCart).set(null);
  $cart.set(null);
}

const RELOADED_FLAG = 'cart-reset-reloaded';

/**
 * Loads the stored cart; an Ordered cart is forgotten. A fetch answered with a status above 204 means the
 * cart is gone or not ours: local cart data is cleared and the page reloads
 * once (a flag in session storage stops a reload loop).
 */
export async function refreshCart(): Promise<Cart | null> {
  const stored = $storedCart.get();
  if (!stored) {
    $cart.set(null);
    return null;
  }
  const result = await (await cartApi()).fetchCart(stored.cartId);
  if (result.ok && result.data.cartState !== 'Active') {
    // Ordered (the shopper never came back to the confirmation): the next add starts a new cart.
    forgetCart();
    return null;
  }
  if (result.ok) {
    sessionStorage.removeItem(RELOADED_FLAG);
    $cart.set(result.data);
    return result.data;
  }
  if (result.error.status > 204) {
    forgetCart();
    if (!sessionStorage.getItem(RELOADED_FLAG)) {
      sessionStorage.setItem(RELOADED_FLAG, '1');
      location.reload();
    }
  }
  return null;
}

/** The id of the shopper's cart, creating one (or reusing their Active one) when none is stored. */
export async function ensureCartId(): Promise<{ ok: true; cartId: string } | { ok: false; error: ApiError }> {
  const stored = $storedCart.get();
  if (stored) return { ok: true, cartId: stored.cartId };
  const created = await (await cartApi()).createCart();
  if (!created.ok) return created;
  keep(created.data);
  return { ok: true, cartId: created.data.cartId };
}

/**
 * After sign-in (spec 001 section 4.3): the guest cart is merged into the
 * customer's cart, or the customer's own cart is picked up; either way the
 * guest cart data is removed from this browser.
 */
export async function adoptCustomerCart(customerId: string): Promise<void> {
  const guest = $anonymousCart.get();
  $anonymousCart.set(null);
  $customerCart.set(null);
  if (guest?.anonymousId) {
    const merged = await (await authApi()).mergeGuestCart(customerId, guest.anonymousId);
    if (merged.ok) {
      $customerCart.set({ cartId: merged.data.cartId, anonymousId: merged.data.anonymousId, customerId });
      $cart.set(merged.data);
      return;
    }
  }
  const existing = await (await authApi()).fetchCustomerCart(customerId);
  if (existing.ok && existing.data.cartId) $customerCart.set({ cartId: existing.data.cartId, customerId });
  $cart.set(null);
}

/** On sign-out (or a failed profile check) the signed-in cart data is dropped. */
export function dropCustomerCart(): void {
  $customerCart.set(null);
  $cart.set(null);
}

/** "Save order for later": the cart goes to the shopper's saved orders and is forgotten here; the next add starts a new cart. */
export async function saveCartForLaterNow(body: SaveCartBody = {}) {
  const stored = $storedCart.get();
  if (!stored) return { ok: false as const, message: 'Your cart is empty.' };
  const result = await (await savedCartsApi()).saveCartForLater(stored.cartId, body);
  if (!result.ok) return { ok: false as const, message: result.error.message };
  forgetCart();
  return { ok: true as const, saved: result.data };
}

/** Resume a saved order: it becomes the shopper's cart (the one they had is saved in its place by the server). */
export async function resumeSavedCartNow(cartId: string) {
  const result = await (await cartApi()).resumeSavedCart(cartId);
  if (!result.ok) return { ok: false as const, message: result.error.message || 'We could not resume this order. Please try again.' };
  keep({ cartId: result.data.cartId, anonymousId: result.data.anonymousId, customerId: result.data.customerId });
  $cart.set(result.data);
  return { ok: true as const };
}
