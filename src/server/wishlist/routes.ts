import { Hono } from 'hono';
import { AddToWishlistBodyModel, CreateWishlistBodyModel, WishlistQueryModel } from '../../lib/api/contracts/wishlist';
import { ACCESS } from '../../lib/domain/account';
import { requireOwnCustomerId, requireRole, requireUser } from '../http/auth';
import { parseBody, parseQuery } from '../http/validate';
import { addToWishlist, createWishlist, removeFromWishlist, wishlistOf } from './service';

const keepers = requireRole(...ACCESS.wishlist);

/** The wishlist (spec 000 section 7): signed-in customers and Flowerline, each only their own list. */
export const wishlistRoutes = new Hono()
  .get('/wishlist', keepers, async (c) => {
    const { customerId } = parseQuery(c, WishlistQueryModel);
    requireOwnCustomerId(c, customerId);
    return c.json(await wishlistOf(c.var, { customerId }));
  })
  .post('/wishlist/by-key', keepers, async (c) => {
    const body = await parseBody(c, CreateWishlistBodyModel);
    requireOwnCustomerId(c, body.customerId);
    return c.json(await createWishlist(c.var, { customerId: body.customerId, name: body.name, productKeys: body.lineItems }), 201);
  })
  .post('/wishlist/:listId/products-key', keepers, async (c) => {
    const { lineItems } = await parseBody(c, AddToWishlistBodyModel);
    return c.json(await addToWishlist(c.var, { customerId: requireUser(c).customerId, listId: c.req.param('listId'), productKeys: lineItems }));
  })
  .delete('/wishlist/:listId/item/:key/key', keepers, async (c) => {
    const input = { customerId: requireUser(c).customerId, listId: c.req.param('listId'), productKey: c.req.param('key') };
    return c.json(await removeFromWishlist(c.var, input));
  });
