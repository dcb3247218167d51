import { cartPath } from './cart';
import { api, type ApiResult } from '../../../lib/api/client';
import { SavedCartListModel, SavedCartRowModel, type SaveCartBody, type SavedCartList, type SavedCartRow } from '../../../lib/api/contracts/saved-carts';

/* Saved orders apart from the cart calls: their models carry the sender's rules (and the phone plans), which adding to a cart does without. */

/** POST /api/carts/{cartId}/save ("Save order for later", signed-in shoppers): with the sender typed so far, if any. */
export function saveCartForLater(cartId: string, body: SaveCartBody): Promise<ApiResult<SavedCartRow>> {
  return api(`${cartPath(cartId)}/save`, { method: 'POST', body, schema: SavedCartRowModel });
}

/** GET /api/carts/saved-carts: the caller's saved orders, a page at a time. */
export function fetchSavedCarts(query: { offset: number; limit: number; sortDir: 'asc' | 'desc' }, signal?: AbortSignal): Promise<ApiResult<SavedCartList>> {
  return api('/carts/saved-carts', { query: { ...query, sort: 'createdAt' }, signal, schema: SavedCartListModel });
}
