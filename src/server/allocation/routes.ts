import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { RejectOrderBodyModel, type AllocationRecord, type AllocationState } from '../../lib/api/contracts/allocation';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { requireRole, requireUser } from '../http/auth';
import { requestContext } from '../http/context';
import { notFound } from '../http/problem';
import { UUID_PATTERN } from '../http/owned-row';
import { parseBody } from '../http/validate';
import { allocationHistory, respondToOffer } from './service';

const orderId = (c: Context) => c.req.param('orderId') ?? '';

async function stateOf(db: Db, id: string): Promise<AllocationState> {
  const [order] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, workflowStatus: orders.workflowStatus, allocatedStoreKey: orders.allocatedStoreKey, expires: orders.allocationExpiresAt })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) throw notFound('There is no such order.');
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    workflowStatus: order.workflowStatus,
    allocatedStoreKey: order.allocatedStoreKey,
    allocationExpireDateTime: order.expires?.toISOString() ?? null,
  };
}

/**
 * The florist network's side of an order: the offered store's florists
 * accept or reject it; Flowerline and the
 * stores it was offered to read its allocation history (404 to anyone else).
 */
export const allocationRoutes = new Hono()
  .post('/orders/:orderId/accept', requireRole('florist', 'floristowner'), async (c) => {
    const { db } = requestContext(c);
    await respondToOffer(db, orderId(c), requireUser(c), { accept: true });
    return c.json(await stateOf(db, orderId(c)));
  })
  .post('/orders/:orderId/reject', requireRole('florist', 'floristowner'), async (c) => {
    const { reasonCode } = await parseBody(c, RejectOrderBodyModel);
    const { db } = requestContext(c);
    await respondToOffer(db, orderId(c), requireUser(c), { accept: false, reasonCode });
    return c.json(await stateOf(db, orderId(c)));
  })
  .get('/orders/:orderId/allocationHistory', requireRole('flowerline', 'florist', 'floristowner'), async (c) => {
    const user = requireUser(c);
    const id = orderId(c);
    if (!UUID_PATTERN.test(id)) throw notFound('There is no such order.');
    const { db } = requestContext(c);
    const history: AllocationRecord[] = (await allocationHistory(db, id)) as AllocationRecord[];
    // Florists see the history of orders offered to their store (or placed by it); Flowerline sees every order's.
    if (user.role !== 'flowerline') {
      const [order] = await db.select({ placedBy: orders.placedByStoreKey }).from(orders).where(eq(orders.id, id));
      if (!order || !user.storeKey || (order.placedBy !== user.storeKey && !history.some((h) => h.allocatedStoreKey === user.storeKey))) throw notFound('There is no such order.');
    } else await stateOf(db, id);
    return c.json(history);
  });
