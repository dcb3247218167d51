import { Hono } from 'hono';
import { ACCESS } from '../../lib/domain/account';
import { AddressBodyModel } from '../../lib/api/contracts/addresses';
import { database } from '../db/client';
import { requireRole, requireUser } from '../http/auth';
import { parseBody } from '../http/validate';
import { addAddress, addressView, deleteAddress, listAddresses, ownAddress, updateAddress } from '../services/account-addresses';

const db = async () => (await database()).db;
const customers = requireRole(...ACCESS.customer);

/** The address book: customers only, and only their own addresses (anyone else's is a 404). */
export const addressRoutes = new Hono()
  .get('/addresses', customers, async (c) => c.json({ results: await listAddresses(await db(), requireUser(c).userId) }))
  .post('/addresses', customers, async (c) => c.json(await addAddress(await db(), requireUser(c).userId, await parseBody(c, AddressBodyModel)), 201))
  .get('/addresses/:addressId', customers, async (c) => c.json(addressView(await ownAddress(await db(), requireUser(c).userId, c.req.param('addressId')))))
  .put('/addresses/:addressId', customers, async (c) => c.json(await updateAddress(await db(), requireUser(c).userId, c.req.param('addressId'), await parseBody(c, AddressBodyModel))))
  .delete('/addresses/:addressId', customers, async (c) => {
    await deleteAddress(await db(), requireUser(c).userId, c.req.param('addressId'));
    return c.json({ deleted: true });
  });
