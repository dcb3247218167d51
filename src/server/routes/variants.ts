import { Hono } from 'hono';
import { VariantsQueryModel } from '../../lib/api/contracts/variants';
import { database } from '../db/client';
import { parseQuery } from '../http/validate';
import { shopperContext } from '../services/shopper';
import { productVariants } from '../services/variants';
import { productKeyParam } from './product-key';

/** GET /api/products/{productKey}/variants: sizes in order and the fees of the chosen delivery. */
export const variantRoutes = new Hono().get('/products/:productKey/variants', async (c) => {
  const productKey = productKeyParam(c.req.param('productKey'));
  const query = parseQuery(c, VariantsQueryModel);
  const { db } = await database();
  return c.json(await productVariants(db, productKey, query, shopperContext(c)));
});
