import { Hono } from 'hono';
import { contentListing } from '../../lib/cms/listing';
import { ListingQueryModel } from '../../lib/api/contracts/content-listing';
import { badGateway } from '../http/problem';
import { parseQuery } from '../http/validate';

/**
 * GET /api/content-listing?limit=10&offset=0&sort=date|name&sortDir=asc|desc&q=&category=..&readingTime=..
 * answers { data: { results, count, offset, facets } }.
 */
export const contentListingRoutes = new Hono().get('/content-listing', async (c) => {
  const query = parseQuery(c, ListingQueryModel);
  const result = await contentListing(query);
  if (!result.ok) throw badGateway('The listing could not be loaded. Please try again.');
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ data: result.data });
});
