import { Hono } from 'hono';
import { AddToWishlistBodyModel, CreateWishlistBodyModel, WishlistQueryModel } from '../../lib/api/contracts/wishlist';
import { ACCESS } from '../../lib/domain/account';
import { database } from '../db/client';
import { requireOwnCustomerId, requireRole, requireUser } from '../http/auth';
import { parseBody, parseQuery } from '../http/validate';
import { addToWishlist, createWishlist, removeFromWishlist, wishlistOf } from '../services/wishlist';

const db = async () => (await database()).db;
const keepers = requireRole(...ACCESS.wishlist);

/** The wishlist (spec 000 section 7): signed-in customers and Flowerline, each only their own list. */
export const wishlistRoutes = new Hono()
  .get('/wishlist', keepers, async (c) => {
    const { customerId } = parseQuery(c, WishlistQueryModel);
    requireOwnCustomerId(c, customerId);
    return c.json(await wishlistOf(await db(), customerId));
  })
  .post('/wishlist/by-key', keepers, async (c) => {
    const body = await parseBody(c, CreateWishlistBodyModel);
    requireOwnCustomerId(c, body.customerId);
    return c.json(await createWishlist(await db(), body.customerId, body.name, body.lineItems), 201);
  })
  .post('/wishlist/:listId/products-key', keepers, async (c) => {
    const { lineItems } = await parseBody(c, AddToWishlistBodyModel);
    return c.json(await addToWishlist(await db(), requireUser(c).customerId, c.req.param('listId'), lineItems));
  })
  .delete('/wishlist/:listId/item/:key/key', keepers, async (c) =>
    c.json(await removeFromWishlist(await db(), requireUser(c).customerId, c.req.param('listId'), c.req.param('key'))),
  );
