import { Hono, type Context } from 'hono';
import { AddAddonBodyModel, AddLineItemBodyModel, AddonQuantityBodyModel, CreateCartBodyModel } from '../../lib/api/contracts/cart-actions';
import { signedInUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody } from '../http/validate';
import { addLineItem, clearCart, createCart, getCart, removeLineItem } from './service';
import { changeLineAddon, setLineAddon } from './line-addons';
import { claimCart } from './customer';
import { rememberAnonymousId } from './cookie';
import { cartActionRoutes } from './action-routes';
// New database connections run the cart's changes once before serving one (docs/adr/0802).
import './warm-up';

const cart = (c: Context) => ({ cartId: c.req.param('cartId') ?? '' });
const line = (c: Context) => ({ ...cart(c), lineItemId: c.req.param('lineItemId') ?? '' });
const lineAddon = (c: Context, quantity: number) => ({ ...line(c), addonId: c.req.param('addonId') ?? '', quantity });

/** Guest carts (spec 001 section 7.2): every call but create answers 404 to anyone but the cart's holder. */
export const cartRoutes = new Hono()
  .post('/carts', async (c) => {
    await parseBody(c, CreateCartBodyModel);
    const created = await createCart(requestContext(c));
    // A signed-in shopper's new cart is theirs (their customer id on it).
    const user = signedInUser(c);
    const identity = user ? await claimCart(c.var.db, created, user.customerId) : created;
    rememberAnonymousId(c, identity.anonymousId);
    return c.json(identity, 201);
  })
  .get('/carts/:cartId', async (c) => c.json(await getCart(requestContext(c), cart(c))))
  .get('/cart/:cartId', async (c) => c.json(await getCart(requestContext(c), cart(c))))
  .delete('/carts/:cartId', async (c) => c.json(await clearCart(requestContext(c), cart(c))))
  .delete('/cart/:cartId', async (c) => c.json(await clearCart(requestContext(c), cart(c))))
  .post('/carts/:cartId/line-items', async (c) => {
    const body = await parseBody(c, AddLineItemBodyModel);
    return c.json(await addLineItem(requestContext(c), { ...cart(c), line: body }));
  })
  .delete('/carts/:cartId/line-items/:lineItemId', async (c) => c.json(await removeLineItem(requestContext(c), line(c))))
  .post('/carts/:cartId/line-items/:lineItemId/addons', async (c) => {
    const body = await parseBody(c, AddAddonBodyModel);
    return c.json(await setLineAddon(requestContext(c), { ...line(c), addon: body }));
  })
  .put('/carts/:cartId/line-items/:lineItemId/addons/:addonId/quantity', async (c) => {
    const { quantity } = await parseBody(c, AddonQuantityBodyModel);
    return c.json(await changeLineAddon(requestContext(c), lineAddon(c, quantity)));
  })
  .delete('/carts/:cartId/line-items/:lineItemId/addons/:addonId', async (c) => c.json(await changeLineAddon(requestContext(c), lineAddon(c, 0))))
  .route('/', cartActionRoutes);
