import { Hono, type Context } from 'hono';
import { AddLineItemBodyModel } from '../../lib/api/contracts/cart-actions';
import { AdjustmentBodyModel, CartNoteBodyModel, CustomProductBodyModel, PromoCodeBodyModel, SetCardMessageBodyModel, ValidateCartBodyModel } from '../../lib/api/contracts/cart-actions';
import { requestContext } from '../http/context';
import { parseBody, readJsonBody } from '../http/validate';
import { addAdjustment, removeAdjustment } from './adjustments';
import { addCustomProduct, removeCustomProduct, updateCustomProduct } from './custom-products';
import { moveCartDelivery, removeUnavailableItems } from './delivery-edit';
import { copyLineItem, setLineCardMessage } from './line-actions';
import { setCartNote } from './note';
import { applyPromoCode, removePromoCode } from './promo-codes';
import { requireCartStaff } from './staff';

const cart = (c: Context) => ({ cartId: c.req.param('cartId') ?? '' });
const line = (c: Context) => ({ ...cart(c), lineItemId: c.req.param('lineItemId') ?? '' });
const customItem = (c: Context, name: string) => ({ ...cart(c), customLineItemId: c.req.param(name) ?? '' });
const isEmptyObject = (body: unknown) => !!body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;

async function validateCart(c: Context) {
  const body = await parseBody(c, ValidateCartBodyModel);
  return c.json(await moveCartDelivery(requestContext(c), { ...cart(c), body }));
}

/**
 * The cart's line and cart-level actions (spec 001 sections 4.3 and 7.2),
 * each answering the cart; 404 to anyone but the cart's holder, 409 once the
 * cart is Ordered. Custom products, notes and adjustments are staff
 * functions (403 for guests and customers).
 */
export const cartActionRoutes = new Hono()
  .post('/carts/:cartId/line-items/:lineItemId/copy', async (c) => {
    // An empty body copies the line as it is; any other body describes the copy, as an added line is described.
    const body = isEmptyObject(await readJsonBody(c)) ? null : await parseBody(c, AddLineItemBodyModel);
    return c.json(await copyLineItem(requestContext(c), { ...line(c), body }));
  })
  .post('/carts/:cartId/line-items/:lineItemId/set-card-message', async (c) => {
    const body = await parseBody(c, SetCardMessageBodyModel);
    return c.json(await setLineCardMessage(requestContext(c), { ...line(c), body }));
  })
  .post('/carts/:cartId/line-items/:lineItemId/adjustments', async (c) => {
    requireCartStaff(c);
    const body = await parseBody(c, AdjustmentBodyModel);
    return c.json(await addAdjustment(requestContext(c), { ...line(c), body }));
  })
  .delete('/carts/:cartId/line-items/:lineItemId/adjustments/:adjustmentId', async (c) => {
    requireCartStaff(c);
    return c.json(await removeAdjustment(requestContext(c), { ...line(c), adjustmentId: c.req.param('adjustmentId') }));
  })
  .put('/carts/:cartId/notes', async (c) => {
    requireCartStaff(c);
    const { cartNote } = await parseBody(c, CartNoteBodyModel);
    return c.json(await setCartNote(requestContext(c), { ...cart(c), note: cartNote }));
  })
  .post('/carts/:cartId/custom-product', async (c) => {
    requireCartStaff(c);
    const body = await parseBody(c, CustomProductBodyModel);
    return c.json(await addCustomProduct(requestContext(c), { ...cart(c), body }));
  })
  .put('/carts/:cartId/custom-product/:customLineItemId', async (c) => {
    requireCartStaff(c);
    const body = await parseBody(c, CustomProductBodyModel);
    return c.json(await updateCustomProduct(requestContext(c), { ...customItem(c, 'customLineItemId'), body }));
  })
  .delete('/carts/:cartId/custom-line-items/:id', async (c) => {
    requireCartStaff(c);
    return c.json(await removeCustomProduct(requestContext(c), customItem(c, 'id')));
  })
  .post('/carts/:cartId/promo-codes', async (c) => {
    const { code } = await parseBody(c, PromoCodeBodyModel);
    return c.json(await applyPromoCode(requestContext(c), { ...cart(c), code }));
  })
  .delete('/carts/:cartId/promo-codes/:code', async (c) => c.json(await removePromoCode(requestContext(c), { ...cart(c), code: c.req.param('code') })))
  .post('/cart/:cartId/validate', validateCart)
  .post('/carts/:cartId/validate', validateCart)
  // "Remove unavailable items" (spec 001 section 8): deletes every line and custom product answered with isValid false.
  .post('/carts/:cartId/remove-unavailable', async (c) => c.json(await removeUnavailableItems(requestContext(c), cart(c))));
