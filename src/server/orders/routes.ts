import { Hono } from 'hono';
import { signedInUser } from '../http/auth';
import { requestContext } from '../http/context';
import { orderForOwner } from './view';

/** An order, for its owner (the order history lists come with the florist network). */
export const orderRoutes = new Hono().get('/orders/:orderId', async (c) => c.json(await orderForOwner(requestContext(c), { orderId: c.req.param('orderId'), user: signedInUser(c) ?? null })));
