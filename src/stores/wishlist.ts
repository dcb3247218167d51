import { atom, computed } from 'nanostores';
import type { Wishlist } from '../lib/api/contracts/wishlist';
import { deriveRole, showsWishlist } from '../lib/domain/roles';
import { $session } from './session';

/** The wishlist API with its schemas, loaded for a signed-in shopper only. */
const wishlistApi = () => import('../lib/api/wishlist');

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
    loading = wishlistApi()
      .then(({ fetchWishlist }) => fetchWishlist(customerId))
      .then((result) => {
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
  const api = await wishlistApi();
  const result = !list?.shoppingListId
    ? await api.createWishlist(customerId, productKey)
    : held
      ? await api.removeFromWishlist(list.shoppingListId, productKey)
      : await api.addToWishlist(list.shoppingListId, productKey);
  if (result.ok) $wishlist.set(result.data);
}
