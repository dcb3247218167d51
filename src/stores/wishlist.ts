import { atom, computed } from 'nanostores';
import type { Wishlist } from '../lib/api/contracts/wishlist';
import { addToWishlist, createWishlist, fetchWishlist, removeFromWishlist } from '../lib/api/wishlist';
import { deriveRole, showsWishlist } from '../lib/domain/roles';
import { $session } from './session';

/** The signed-in shopper's wishlist, loaded once per page when a heart or My favourites first needs it. */
export const $wishlist = atom<Wishlist | null>(null);
export const $wishlistKeys = computed($wishlist, (list) => new Set(list?.lineItems.map((item) => item.productKey) ?? []));

let loading: Promise<Wishlist | null> | null = null;

const keeperId = () => {
  const session = $session.get();
  return session?.customerId && showsWishlist(deriveRole(session.roles)) ? session.customerId : null;
};

export function loadWishlist(force = false): Promise<Wishlist | null> {
  const customerId = keeperId();
  if (!customerId) return Promise.resolve(null);
  if (!loading || force) {
    loading = fetchWishlist(customerId).then((result) => {
      if (result.ok) $wishlist.set(result.data);
      else loading = null;
      return result.ok ? result.data : null;
    });
  }
  return loading;
}

/**
 * Adds or removes a product. Failures are swallowed (the heart simply stays
 * as it was); the caller clears its pending state afterwards.
 */
export async function toggleWishlist(productKey: string): Promise<void> {
  const customerId = keeperId();
  if (!customerId) return;
  const list = $wishlist.get() ?? (await loadWishlist());
  const held = list?.lineItems.some((item) => item.productKey === productKey) ?? false;
  const result = !list?.shoppingListId
    ? await createWishlist(customerId, productKey)
    : held
      ? await removeFromWishlist(list.shoppingListId, productKey)
      : await addToWishlist(list.shoppingListId, productKey);
  if (result.ok) $wishlist.set(result.data);
}
