import { Hono } from 'hono';
import { database } from '../db/client';
import { listCountries } from './service';

/** GET /api/countries: the overseas countries we deliver to, by name. */
export const countryRoutes = new Hono().get('/countries', async (c) => {
  const { db } = await database();
  return c.json({ countries: await listCountries(db) }, 200, { 'Cache-Control': 'public, max-age=300' });
});
