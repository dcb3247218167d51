import { Hono } from 'hono';
import { SaveCartBodyModel, SavedCartListQueryModel } from '../../lib/api/contracts/saved-carts';
import { ACCESS } from '../../lib/domain/account';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { parseBody, parseQuery } from '../http/validate';
import { rememberAnonymousId } from './cookie';
import { listSavedCarts, resumeCart, saveCart } from './saved';

const signedIn = requireRole(...ACCESS.everyone);

/**
 * Saved orders (spec 001 sections 2.3 and 7.1), for every signed-in role:
 * save a cart for later, list the saved ones, resume one (its cookie then
 * reaches it, as the customer's cart).
 */
export const savedCartRoutes = new Hono()
  .get('/carts/saved-carts', signedIn, async (c) => c.json(await listSavedCarts(requestContext(c), requireUser(c), parseQuery(c, SavedCartListQueryModel))))
  .post('/carts/:cartId/save', signedIn, async (c) => {
    const body = await parseBody(c, SaveCartBodyModel);
    return c.json(await saveCart(requestContext(c), c.req.param('cartId'), requireUser(c), body));
  })
  .put('/carts/:cartId/resume', signedIn, async (c) => {
    const cart = await resumeCart(requestContext(c), c.req.param('cartId'), requireUser(c));
    rememberAnonymousId(c, cart.anonymousId);
    return c.json(cart);
  });
