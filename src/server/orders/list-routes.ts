import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { OrderListQueryModel } from '../../lib/api/contracts/order-lists';
import { deriveRole } from '../../lib/domain/roles';
import { users } from '../db/schema/index';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { forbidden, notFound } from '../http/problem';
import { parseQuery } from '../http/validate';
import { listOrders, type OrderAudience } from './lists';

const list = (c: Context, audience: OrderAudience) => listOrders(requestContext(c).db, audience, parseQuery(c, OrderListQueryModel), c.var.shopper.now);

/** The florist's store, or 403 for a florist account without one. */
const storeOf = (c: Context) => {
  const { storeKey } = requireUser(c);
  if (!storeKey) throw forbidden('Your account is not linked to a store.');
  return storeKey;
};
const florists = requireRole('florist', 'floristowner');

/**
 * The order-history lists (spec 001 section 7.1), each for its audience:
 * 401 for guests, 403 for other roles; bad query parameters are a 400
 * naming them.
 */
export const orderListRoutes = new Hono()
  .get('/orders/order-history', requireRole('customer'), async (c) => c.json(await list(c, { kind: 'customer', customerId: requireUser(c).customerId })))
  .get('/orders/customer/:customerId', requireRole('flowerline'), async (c) => {
    const customerId = c.req.param('customerId');
    const [customer] = customerId.length <= 100 ? await requestContext(c).db.select({ roles: users.roles }).from(users).where(eq(users.customerId, customerId)) : [];
    if (!customer || deriveRole(customer.roles) !== 'customer') throw notFound('There is no customer with this id.');
    return c.json(await list(c, { kind: 'customer', customerId }));
  })
  .get('/orders/flowerline-order-history', requireRole('flowerline'), async (c) => c.json(await list(c, { kind: 'flowerline' })))
  .get('/orders/florist-order-history', florists, async (c) => c.json(await list(c, { kind: 'store', storeKey: storeOf(c), which: 'all' })))
  .get('/orders/florist-sent-order-history', florists, async (c) => c.json(await list(c, { kind: 'store', storeKey: storeOf(c), which: 'sent' })))
  // Spelled as the spec spells it.
  .get('/orders/florist-recieved-order-history', florists, async (c) => c.json(await list(c, { kind: 'store', storeKey: storeOf(c), which: 'received' })));
