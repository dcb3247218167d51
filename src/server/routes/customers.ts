import { Hono } from 'hono';
import { PagingQueryModel } from '../../lib/api/contracts/account';
import { ACCESS } from '../../lib/domain/account';
import { database } from '../db/client';
import { requireRole } from '../http/auth';
import { parseQuery } from '../http/validate';
import { customerDetails, listCustomers } from '../services/account-people';

const db = async () => (await database()).db;
const flowerline = requireRole(...ACCESS.flowerline);

/** The customer list and a customer's details: Flowerline only. */
export const customerRoutes = new Hono()
  .get('/customers', flowerline, async (c) => c.json(await listCustomers(await db(), parseQuery(c, PagingQueryModel))))
  .get('/customers/:customerId', flowerline, async (c) => c.json(await customerDetails(await db(), c.req.param('customerId'))));
