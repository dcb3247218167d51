import { Hono } from 'hono';
import { PagingQueryModel } from '../../lib/api/contracts/account';
import { ACCESS } from '../../lib/domain/account';
import { requireRole } from '../http/auth';
import { parseQuery } from '../http/validate';
import { customerDetails, listCustomers } from './people';

const flowerline = requireRole(...ACCESS.flowerline);

/** The customer list and a customer's details: Flowerline only. */
export const customerRoutes = new Hono()
  .get('/customers', flowerline, async (c) => c.json(await listCustomers(c.var, parseQuery(c, PagingQueryModel))))
  .get('/customers/:customerId', flowerline, async (c) => c.json(await customerDetails(c.var, { customerId: c.req.param('customerId') })));
