import { Hono } from 'hono';
import { SuburbsQueryModel } from '../../lib/api/contracts/delivery';
import { database } from '../db/client';
import { parseQuery } from '../http/validate';
import { searchSuburbs } from '../services/delivery';

/** GET /api/delivery/suburbs?keyword=: suburbs by name or postcode (at least 3 characters), prefix matches first. */
export const suburbRoutes = new Hono().get('/delivery/suburbs', async (c) => {
  const { keyword } = parseQuery(c, SuburbsQueryModel);
  const { db } = await database();
  return c.json({ suburbs: await searchSuburbs(db, keyword) });
});
