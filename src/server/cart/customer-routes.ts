import { Hono } from 'hono';
import { MergeCartBodyModel } from '../../lib/api/contracts/cart-actions';
import { ACCESS } from '../../lib/domain/account';
import { requireOwnCustomerId, requireRole } from '../http/auth';
import { parseBody } from '../http/validate';
import { customerCartIdentity, mergeGuestCart } from './customer';
import { requestContext } from '../http/context';
import { rememberAnonymousId } from './cookie';

/**
 * Signed-in carts (spec 001 sections 4.3 and 7.2): every signed-in role,
 * only its own customer id. Both hand the browser the customer cart's
 * HttpOnly cookie.
 */
export const customerCartRoutes = new Hono()
  .put('/carts/customerId/:customerId/merge', requireRole(...ACCESS.everyone), async (c) => {
    const user = requireOwnCustomerId(c, c.req.param('customerId'));
    const { anonymousId } = await parseBody(c, MergeCartBodyModel);
    const cart = await mergeGuestCart(requestContext(c), { customerId: user.customerId, anonymousId });
    rememberAnonymousId(c, cart.anonymousId);
    return c.json(cart);
  })
  .get('/carts/customer/:customerId', requireRole(...ACCESS.everyone), async (c) => {
    const user = requireOwnCustomerId(c, c.req.param('customerId'));
    const identity = await customerCartIdentity(c.var.db, user.customerId);
    if (!identity) return c.json({ cartId: null, customerId: user.customerId });
    rememberAnonymousId(c, identity.anonymousId);
    return c.json({ cartId: identity.cartId, customerId: identity.customerId });
  });
