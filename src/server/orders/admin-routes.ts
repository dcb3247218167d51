import { Hono, type Context } from 'hono';
import { ORDER_ACTION_BODIES } from '../../lib/api/contracts/order-admin';
import { actionRoles, ORDER_ACTION_RULES, ORDER_ACTIONS, partiesOf } from '../../lib/domain/order-actions';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/index';
import { requireRole, requireUser } from '../http/auth';
import { refundsOfOrder } from '../payments/refunds';
import { requestContext } from '../http/context';
import { UUID_PATTERN } from '../http/owned-row';
import { forbidden, notFound } from '../http/problem';
import { parseBody } from '../http/validate';
import { takeAction } from './admin-actions';
import { auditLog, casesOf, messagesOf } from './events';
import { mayRead, orderForOwner } from './view';

const NOT_FOUND = 'We could not find this order.';

/**
 * The order's admin records (audit log, cases, messages) are the network's:
 * Flowerline, and the stores the order is allocated to or placed by. Anyone
 * else who may read the order gets 403; anyone who may not, 404.
 */
async function networkOrder(c: Context): Promise<string> {
  const user = requireUser(c);
  const ctx = requestContext(c);
  const id = c.req.param('orderId') ?? '';
  const [order] = UUID_PATTERN.test(id) ? await ctx.db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order || !(await mayRead({ ...ctx, now: ctx.shopper.now }, order, user))) throw notFound(NOT_FOUND);
  if (partiesOf(user, order).length === 0) throw forbidden("The order's admin records are for Flowerline and the stores handling it.");
  return order.id;
}

const network = requireRole('flowerline', 'florist', 'floristowner');

/** The order admin actions (spec 001 section 4.6): POST /api/orders/{orderId}/{action}, answering the updated order; and the admin records. */
export const orderAdminRoutes = new Hono()
  .get('/orders/:orderId/audit-log', network, async (c) => c.json(await auditLog(requestContext(c).db, await networkOrder(c))))
  .get('/orders/:orderId/cases', network, async (c) => c.json(await casesOf(requestContext(c).db, await networkOrder(c))))
  .get('/orders/:orderId/messages', network, async (c) => c.json(await messagesOf(requestContext(c).db, await networkOrder(c))))
  .get('/orders/:orderId/refunds', requireRole('flowerline'), async (c) => c.json(await refundsOfOrder(requestContext(c).db, await networkOrder(c))));

// One route per action, so each is its own entry in the API's routes (and the authorization matrix).
for (const action of ORDER_ACTIONS) {
  orderAdminRoutes.post(`/orders/:orderId/${action}`, async (c) => {
    const user = requireUser(c);
    if (!actionRoles(action).includes(user.role)) throw forbidden(`${ORDER_ACTION_RULES[action].label} is not open to your role.`);
    const body = await parseBody(c, ORDER_ACTION_BODIES[action]);
    const ctx = requestContext(c);
    const orderId = c.req.param('orderId');
    await takeAction(ctx, orderId, action, body as never, user);
    return c.json(await orderForOwner(ctx, { orderId, user }));
  });
}
