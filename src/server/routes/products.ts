import { Hono } from 'hono';
import { ProductListingQueryModel } from '../../lib/api/contracts/products';
import { database } from '../db/client';
import { parseQuery } from '../http/validate';
import { listProductsJson } from '../services/catalog';
import { shopperContext } from '../services/shopper';

/** GET /api/products: the filtered, sorted, paged listing with facet counts. */
export const productRoutes = new Hono().get('/products', async (c) => {
  const { db } = await database();
  const raw = c.req.url.slice(c.req.url.indexOf('?') + 1 || c.req.url.length);
  const body = await listProductsJson(db, raw, () => parseQuery(c, ProductListingQueryModel), shopperContext(c));
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
