import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { AddonsQueryModel } from '../../lib/api/contracts/addons';
import { database } from '../db/client';
import { parseQuery } from '../http/validate';
import { productAddons } from '../services/addons';
import { shopperContext } from '../services/shopper';
import { ANONYMOUS_COOKIE } from './carts-cookie';
import { productKeyParam } from './product-key';

/** GET /api/products/{productKey}/addons?CartId=..&SelectedAddonsKeys=..: add-on categories for the delivery. */
export const addonRoutes = new Hono().get('/products/:productKey/addons', async (c) => {
  const productKey = productKeyParam(c.req.param('productKey'));
  const query = parseQuery(c, AddonsQueryModel);
  const { db } = await database();
  return c.json(await productAddons(db, productKey, query, shopperContext(c), getCookie(c, ANONYMOUS_COOKIE)));
});
