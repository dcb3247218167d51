import { Hono, type Context } from 'hono';
import { AddAddonBodyModel, AddLineItemBodyModel, AddonQuantityBodyModel } from '../../lib/api/contracts/cart';
import { database } from '../db/client';
import { signedInUser } from '../http/auth';
import { parseBody } from '../http/validate';
import { addLineItem, changeLineAddon, clearCart, createCart, getCart, removeLineItem, setLineAddon } from '../services/cart';
import { claimCart } from '../services/cart-customer';
import { shopperContext } from '../services/shopper';
import { anonymousIdOf, rememberAnonymousId } from './carts-cookie';

const db = async () => (await database()).db;
const cartId = (c: Context) => c.req.param('cartId') ?? '';

/** Guest carts (spec 001 section 7.2): every call but create answers 404 to anyone but the cart's holder. */
export const cartRoutes = new Hono()
  .post('/carts', async (c) => {
    const created = await createCart(await db(), anonymousIdOf(c));
    // A signed-in shopper's new cart is theirs (their customer id on it).
    const user = signedInUser(c);
    const identity = user ? await claimCart(await db(), created, user.customerId) : created;
    rememberAnonymousId(c, identity.anonymousId);
    return c.json(identity, 201);
  })
  .get('/carts/:cartId', async (c) => c.json(await getCart(await db(), cartId(c), anonymousIdOf(c), shopperContext(c))))
  .get('/cart/:cartId', async (c) => c.json(await getCart(await db(), cartId(c), anonymousIdOf(c), shopperContext(c))))
  .delete('/carts/:cartId', async (c) => c.json(await clearCart(await db(), cartId(c), anonymousIdOf(c), shopperContext(c))))
  .delete('/cart/:cartId', async (c) => c.json(await clearCart(await db(), cartId(c), anonymousIdOf(c), shopperContext(c))))
  .post('/carts/:cartId/line-items', async (c) => {
    const body = await parseBody(c, AddLineItemBodyModel);
    return c.json(await addLineItem(await db(), cartId(c), anonymousIdOf(c), body, shopperContext(c)));
  })
  .delete('/carts/:cartId/line-items/:lineItemId', async (c) =>
    c.json(await removeLineItem(await db(), cartId(c), c.req.param('lineItemId'), anonymousIdOf(c), shopperContext(c))),
  )
  .post('/carts/:cartId/line-items/:lineItemId/addons', async (c) => {
    const body = await parseBody(c, AddAddonBodyModel);
    return c.json(await setLineAddon(await db(), cartId(c), c.req.param('lineItemId'), anonymousIdOf(c), body, shopperContext(c)));
  })
  .put('/carts/:cartId/line-items/:lineItemId/addons/:addonId/quantity', async (c) => {
    const { quantity } = await parseBody(c, AddonQuantityBodyModel);
    return c.json(await changeLineAddon(await db(), cartId(c), c.req.param('lineItemId'), c.req.param('addonId'), anonymousIdOf(c), quantity, shopperContext(c)));
  })
  .delete('/carts/:cartId/line-items/:lineItemId/addons/:addonId', async (c) =>
    c.json(await changeLineAddon(await db(), cartId(c), c.req.param('lineItemId'), c.req.param('addonId'), anonymousIdOf(c), 0, shopperContext(c))),
  );
