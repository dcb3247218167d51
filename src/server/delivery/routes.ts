import { Hono } from 'hono';
import { SuburbsQueryModel } from '../../lib/api/contracts/catalog-queries';
import { parseQuery } from '../http/validate';
import { listCountries, searchSuburbs } from './service';

/**
 * GET /api/delivery/suburbs?keyword=: suburbs by name or postcode (at least 3 characters), prefix matches first.
 * GET /api/countries: the overseas countries we deliver to, by name.
 */
export const deliveryRoutes = new Hono()
  .get('/delivery/suburbs', async (c) => {
    const { keyword } = parseQuery(c, SuburbsQueryModel);
    return c.json({ suburbs: await searchSuburbs(c.var, { keyword }) });
  })
  .get('/countries', async (c) => c.json({ countries: await listCountries(c.var) }, 200, { 'Cache-Control': 'public, max-age=300' }));
