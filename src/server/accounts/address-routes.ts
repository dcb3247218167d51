import { Hono, type Context } from 'hono';
import { ACCESS } from '../../lib/domain/account';
import { AddressBodyModel } from '../../lib/api/contracts/addresses';
import { requireRole, requireUser } from '../http/auth';
import { parseBody } from '../http/validate';
import { addAddress, addressView, deleteAddress, listAddresses, ownAddress, updateAddress } from './addresses';

const customers = requireRole(...ACCESS.customer);
const owner = (c: Context) => ({ userId: requireUser(c).userId });
const addressKey = (c: Context) => ({ ...owner(c), addressId: c.req.param('addressId') ?? '' });

/** The address book: customers only, and only their own addresses (anyone else's is a 404). */
export const addressRoutes = new Hono()
  .get('/addresses', customers, async (c) => c.json({ results: await listAddresses(c.var, owner(c)) }))
  .post('/addresses', customers, async (c) => c.json(await addAddress(c.var, { ...owner(c), address: await parseBody(c, AddressBodyModel) }), 201))
  .get('/addresses/:addressId', customers, async (c) => c.json(addressView(await ownAddress(c.var, addressKey(c)))))
  .put('/addresses/:addressId', customers, async (c) => c.json(await updateAddress(c.var, { ...addressKey(c), address: await parseBody(c, AddressBodyModel) })))
  .delete('/addresses/:addressId', customers, async (c) => {
    await deleteAddress(c.var, addressKey(c));
    return c.json({ deleted: true });
  });
