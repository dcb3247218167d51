import { api, type ApiResult } from '../../../lib/api/client';
import type { Cart, CartIdentity } from '../../../lib/api/contracts/cart';
import type { AddAddonBody, AddLineItemBody, AdjustmentBody, CustomProductBody, SetCardMessageBody, ValidateCartBody } from '../../../lib/api/contracts/cart-actions';

/** The answers' schemas load with the first call, while it is under way: the checkout page carries none until it has a cart to read (docs/adr/0703). */
const cartSchema = async () => (await import('../../../lib/api/contracts/cart')).CartModel;
const cartIdentitySchema = async () => (await import('../../../lib/api/contracts/cart')).CartIdentityModel;

/** The address of a cart under /api. */
export const cartPath = (cartId: string) => `/carts/${encodeURIComponent(cartId)}`;

/** POST /api/carts: reuses the caller's Active cart or makes a new one. */
export function createCart(): Promise<ApiResult<CartIdentity>> {
  return api('/carts', { method: 'POST', body: {}, schema: cartIdentitySchema });
}

/** GET /api/carts/{cartId}: 404 when the cart is not the caller's (or gone). */
export function fetchCart(cartId: string, signal?: AbortSignal): Promise<ApiResult<Cart>> {
  return api(cartPath(cartId), { schema: cartSchema, signal, headers: { 'Cache-Control': 'no-cache' } });
}

/**
 * POST /api/carts/{cartId}/line-items. A 409 means the cart holds products
 * of the other source (partner versus florist): clear it with clearCart after
 * the shopper confirms, then add again. The new line is the cart's last.
 */
export function addLineItem(cartId: string, body: AddLineItemBody): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/line-items`, { method: 'POST', body, schema: cartSchema });
}

/** DELETE /api/carts/{cartId}/line-items/{lineItemId}. */
export function removeLineItem(cartId: string, lineItemId: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/line-items/${encodeURIComponent(lineItemId)}`, { method: 'DELETE', schema: cartSchema });
}

/** DELETE /api/carts/{cartId}: removes every line (the cart stays Active). */
export function clearCart(cartId: string): Promise<ApiResult<Cart>> {
  return api(cartPath(cartId), { method: 'DELETE', schema: cartSchema });
}

/** POST /api/carts/{cartId}/line-items/{lineItemId}/addons: sets an add-on's quantity on a line (0 removes it). */
export function addAddon(cartId: string, lineItemId: string, body: AddAddonBody): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/line-items/${encodeURIComponent(lineItemId)}/addons`, { method: 'POST', body, schema: cartSchema });
}

/** PUT .../addons/{addonId}/quantity: changes the quantity of an add-on the line holds (0 removes it). */
export function setAddonQuantity(cartId: string, lineItemId: string, addonId: string, quantity: number): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/line-items/${encodeURIComponent(lineItemId)}/addons/${encodeURIComponent(addonId)}/quantity`, { method: 'PUT', body: { quantity }, schema: cartSchema });
}

/** DELETE .../addons/{addonId}: removes an add-on from a line. */
export function removeAddon(cartId: string, lineItemId: string, addonId: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/line-items/${encodeURIComponent(lineItemId)}/addons/${encodeURIComponent(addonId)}`, { method: 'DELETE', schema: cartSchema });
}

const line = (cartId: string, lineItemId: string) => `${cartPath(cartId)}/line-items/${encodeURIComponent(lineItemId)}`;

/** POST .../line-items/{lineItemId}/set-card-message: a message (with its length tier), or the ticked "I don't need a card message". */
export function setCardMessage(cartId: string, lineItemId: string, body: SetCardMessageBody): Promise<ApiResult<Cart>> {
  return api(`${line(cartId, lineItemId)}/set-card-message`, { method: 'POST', body, schema: cartSchema });
}

/** POST .../line-items/{lineItemId}/copy: the line again, with its add-ons and card message. */
export function copyLine(cartId: string, lineItemId: string): Promise<ApiResult<Cart>> {
  return api(`${line(cartId, lineItemId)}/copy`, { method: 'POST', body: {}, schema: cartSchema });
}

/** POST /api/carts/{cartId}/promo-codes: applies a code (one per cart; a new one replaces the old). */
export function applyPromoCode(cartId: string, code: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/promo-codes`, { method: 'POST', body: { code }, schema: cartSchema });
}

/** DELETE /api/carts/{cartId}/promo-codes/{code}. */
export function removePromoCode(cartId: string, code: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/promo-codes/${encodeURIComponent(code)}`, { method: 'DELETE', schema: cartSchema });
}

/** POST /api/carts/{cartId}/remove-unavailable: deletes the lines that can no longer be delivered. */
export function removeUnavailableItems(cartId: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/remove-unavailable`, { method: 'POST', body: {}, schema: cartSchema });
}

/** POST /api/cart/{cartId}/validate: moves the cart to a new delivery and answers which lines can still go. */
export function validateCart(cartId: string, body: ValidateCartBody): Promise<ApiResult<Cart>> {
  return api(`/cart/${encodeURIComponent(cartId)}/validate`, { method: 'POST', body, schema: cartSchema });
}

/** POST .../line-items/{lineItemId}/adjustments (staff): an extra with its own title, description and price on one line. */
export function addAdjustment(cartId: string, lineItemId: string, body: AdjustmentBody): Promise<ApiResult<Cart>> {
  return api(`${line(cartId, lineItemId)}/adjustments`, { method: 'POST', body, schema: cartSchema });
}

/** DELETE .../line-items/{lineItemId}/adjustments/{adjustmentId}. */
export function removeAdjustment(cartId: string, lineItemId: string, adjustmentId: string): Promise<ApiResult<Cart>> {
  return api(`${line(cartId, lineItemId)}/adjustments/${encodeURIComponent(adjustmentId)}`, { method: 'DELETE', schema: cartSchema });
}

/** PUT /api/carts/{cartId}/notes (staff): an empty note clears it. */
export function setCartNote(cartId: string, cartNote: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/notes`, { method: 'PUT', body: { cartNote }, schema: cartSchema });
}

/** POST /api/carts/{cartId}/custom-product, or PUT .../custom-product/{id} to change one the cart holds (staff). */
export function saveCustomProduct(cartId: string, customLineItemId: string | null, body: CustomProductBody): Promise<ApiResult<Cart>> {
  const target = customLineItemId ? `${cartPath(cartId)}/custom-product/${encodeURIComponent(customLineItemId)}` : `${cartPath(cartId)}/custom-product`;
  return api(target, { method: customLineItemId ? 'PUT' : 'POST', body, schema: cartSchema });
}

/** DELETE /api/carts/{cartId}/custom-line-items/{id}. */
export function removeCustomLineItem(cartId: string, id: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/custom-line-items/${encodeURIComponent(id)}`, { method: 'DELETE', schema: cartSchema });
}

/** PUT /api/carts/{cartId}/resume: the saved cart becomes the caller's cart again. */
export function resumeSavedCart(cartId: string): Promise<ApiResult<Cart>> {
  return api(`${cartPath(cartId)}/resume`, { method: 'PUT', body: {}, schema: cartSchema });
}
