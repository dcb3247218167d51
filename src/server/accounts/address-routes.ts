import { Hono } from 'hono';
import { ACCESS } from '../../lib/domain/account';
import { addressSchema } from '../../lib/domain/account-forms';
import { requireRole, requireUser } from '../http/auth';
import { parseBody } from '../http/validate';
import { addAddress, addressView, deleteAddress, listAddresses, ownAddress, updateAddress } from './addresses';

const customers = requireRole(...ACCESS.customer);

/** The address book: customers only, and only their own addresses (anyone else's is a 404). */
export const addressRoutes = new Hono()
  .get('/addresses', customers, async (c) => c.json({ results: await listAddresses(c.var.db, requireUser(c).userId) }))
  .post('/addresses', customers, async (c) => c.json(await addAddress(c.var.db, requireUser(c).userId, await parseBody(c, addressSchema)), 201))
  .get('/addresses/:addressId', customers, async (c) => c.json(addressView(await ownAddress(c.var.db, requireUser(c).userId, c.req.param('addressId')))))
  .put('/addresses/:addressId', customers, async (c) => c.json(await updateAddress(c.var.db, requireUser(c).userId, c.req.param('addressId'), await parseBody(c, addressSchema))))
  .delete('/addresses/:addressId', customers, async (c) => {
    await deleteAddress(c.var.db, requireUser(c).userId, c.req.param('addressId'));
    return c.json({ deleted: true });
  });
