import { Hono } from 'hono';
import { ArticlesQueryModel } from '../../lib/api/contracts/articles';
import { findArticles } from '../../lib/cms/articles';
import { badGateway } from '../http/problem';
import { parseQuery } from '../http/validate';

/**
 * GET /api/articles?first=9&skip=0&category={slug}&q={text}: a page of
 * article cards with the categories and the total; 204 when nothing matches.
 */
export const articleRoutes = new Hono().get('/articles', async (c) => {
  const query = parseQuery(c, ArticlesQueryModel);
  const result = await findArticles({ first: query.first, skip: query.skip, category: query.category, q: query.q || null });
  if (!result.ok) throw badGateway('The articles could not be loaded. Please try again.');
  if (result.data.articles.length === 0) return c.body(null, 204);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(result.data);
});
