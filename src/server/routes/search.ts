import { Hono } from 'hono';
import { SearchQueryModel } from '../../lib/api/contracts/search';
import { database } from '../db/client';
import { parseQuery } from '../http/validate';
import { searchProductsJson } from '../services/search';
import { shopperContext } from '../services/shopper';

/** GET /api/search: text or product-code search with the occasion facet and suggestions. */
export const searchRoutes = new Hono().get('/search', async (c) => {
  const { db } = await database();
  const raw = c.req.url.slice(c.req.url.indexOf('?') + 1 || c.req.url.length);
  const body = await searchProductsJson(db, raw, () => parseQuery(c, SearchQueryModel), shopperContext(c));
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
