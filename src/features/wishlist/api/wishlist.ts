import { DEFAULT_WISHLIST_NAME } from '../../../lib/domain/account';
import { api, type ApiResult } from '../../../lib/api/client';
import { WishlistModel, type Wishlist } from '../../../lib/api/contracts/wishlist';

const list = (listId: string) => `/wishlist/${encodeURIComponent(listId)}`;

/** GET /api/wishlist?customerId=: shoppingListId (null when none yet) and lineItems. */
export function fetchWishlist(customerId: string, signal?: AbortSignal): Promise<ApiResult<Wishlist>> {
  return api('/wishlist', { query: { customerId }, signal, schema: WishlistModel, headers: { 'Cache-Control': 'no-cache' } });
}

/** POST /api/wishlist/by-key: the first product makes the list (default name). */
export function createWishlist(customerId: string, productKey: string): Promise<ApiResult<Wishlist>> {
  return api('/wishlist/by-key', { method: 'POST', body: { customerId, name: DEFAULT_WISHLIST_NAME, lineItems: [productKey] }, schema: WishlistModel });
}

/** POST /api/wishlist/{listId}/products-key. */
export function addToWishlist(listId: string, productKey: string): Promise<ApiResult<Wishlist>> {
  return api(`${list(listId)}/products-key`, { method: 'POST', body: { lineItems: [productKey] }, schema: WishlistModel });
}

/** DELETE /api/wishlist/{listId}/item/{key}/key. */
export function removeFromWishlist(listId: string, productKey: string): Promise<ApiResult<Wishlist>> {
  return api(`${list(listId)}/item/${encodeURIComponent(productKey)}/key`, { method: 'DELETE', schema: WishlistModel });
}
