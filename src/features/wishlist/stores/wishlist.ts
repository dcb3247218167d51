import { atom, computed } from 'nanostores';
import type { ApiResult } from '../../../lib/api/client';
import type { Wishlist } from '../../../lib/api/contracts/wishlist';
import { deriveRole, showsWishlist } from '../../../lib/domain/roles';
import { $session } from '../../auth/stores/session';

/** The wishlist API with its schemas, loaded for a signed-in shopper only. */
const wishlistApi = () => import('../api/wishlist');

/** The signed-in shopper's wishlist, loaded once per page when a heart or My favourites first needs it. */
export const $wishlist = atom<Wishlist | null>(null);
export const $wishlistKeys = computed($wishlist, (list) => new Set(list?.lineItems.map((item) => item.productKey) ?? []));

let loading: Promise<Wishlist | null> | null = null;

const keeperId = () => {
  const session = $session.get();
  return session?.customerId && showsWishlist(deriveRole(session.roles)) ? session.customerId : null;
};

/**
 * Loads the shopper's wishlist afresh into $wishlist: the result, for a page
 * that shows it (My favourites loads it with the data hook); null data for a
 * shopper who keeps none.
 */
export async function refreshWishlist(signal?: AbortSignal): Promise<ApiResult<Wishlist | null>> {
  const customerId = keeperId();
  if (!customerId) return { ok: true, data: null, status: 200 };
  const result = await (await wishlistApi()).fetchWishlist(customerId, signal);
  if (result.ok) $wishlist.set(result.data);
  return result;
}

/** The wishlist, loaded once per page for the hearts (again when `force`d); null when it cannot be had. */
export function loadWishlist(force = false): Promise<Wishlist | null> {
  if (!keeperId()) return Promise.resolve(null);
  if (!loading || force) loading = loadOnce();
  return loading;
}

async function loadOnce(): Promise<Wishlist | null> {
  const result = await refreshWishlist();
  if (!result.ok) loading = null;
  return result.ok ? result.data : null;
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
