import { Hono } from 'hono';
import { CheckoutBodyModel } from '../../lib/api/contracts/checkout-body';
import { signedInUser } from '../http/auth';
import { requestContext } from '../http/context';
import { badRequest } from '../http/problem';
import { parseBody } from '../http/validate';
import { checkout, checkoutOptions } from './service';

/** Checkout (spec 001 section 2.5): the options of the caller's cart, and the checkout itself. */
export const checkoutRoutes = new Hono()
  .get('/checkout/options', async (c) => {
    const cartId = c.req.query('cartId');
    if (!cartId) throw badRequest('cartId is required.', { cartId: 'cartId is required.' });
    return c.json(await checkoutOptions(requestContext(c), { cartId, user: signedInUser(c) ?? null }));
  })
  .post('/carts/:cartId/checkout', async (c) => {
    const body = await parseBody(c, CheckoutBodyModel);
    return c.json(await checkout(requestContext(c), { cartId: c.req.param('cartId'), body, user: signedInUser(c) ?? null }), 201);
  });
