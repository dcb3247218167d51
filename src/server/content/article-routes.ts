import { Hono } from 'hono';
import { z } from 'zod';
import { ARTICLE_PAGE_SIZE, findArticles } from '../../lib/cms/articles';
import { badGateway } from '../http/problem';
import { parseQuery } from '../http/validate';

const ArticlesQuery = z.object({
  first: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  category: z.string().max(80).regex(/^[a-z0-9-]+$/, { error: 'category must be a category slug' }).optional(),
  q: z.string().trim().max(100).optional(),
});

/**
 * GET /api/articles?first=9&skip=0&category={slug}&q={text}: a page of
 * article cards with the categories and the total; 204 when nothing matches.
 */
export const articleRoutes = new Hono().get('/articles', async (c) => {
  const query = parseQuery(c, ArticlesQuery);
  const result = await findArticles({ first: query.first, skip: query.skip, category: query.category, q: query.q || null });
  if (!result.ok) throw badGateway('The articles could not be loaded. Please try again.');
  if (result.data.articles.length === 0) return c.body(null, 204);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(result.data);
});
