import { Hono } from 'hono';
import { SearchQueryModel } from '../../lib/api/contracts/catalog-queries';
import { rawQueryOf } from '../catalog/routes';
import { requestContext } from '../http/context';
import { parseQuery } from '../http/validate';
import { searchProductsJson } from './service';

/** GET /api/search: text or product-code search with the occasion facet and suggestions. */
export const searchRoutes = new Hono().get('/search', async (c) => {
  const body = await searchProductsJson(requestContext(c), { rawQuery: rawQueryOf(c), parse: () => parseQuery(c, SearchQueryModel) });
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});
