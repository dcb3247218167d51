import { z } from 'zod';
import { api, type ApiResult } from '../../lib/api/client';
import { ARTICLE_PAGE_SIZE } from '../../lib/cms/articles-paths';
import { ArticleCardModel, ArticleCategoryModel } from '../../lib/cms/models';

const ArticlesAnswer = z
  .object({
    articles: z.array(ArticleCardModel),
    articleCategories: z.array(ArticleCategoryModel),
    articlesConnection: z.object({ aggregate: z.object({ count: z.number().int() }) }),
  })
  .optional();

export type ArticlesPage = { articles: z.infer<typeof ArticleCardModel>[]; count: number } | 'empty';

/** A page of article cards from GET /api/articles; 'empty' for a 204 or no articles. Failures come back as the error result. */
export async function fetchArticles(category: string | null, skip: number, signal?: AbortSignal): Promise<ApiResult<ArticlesPage>> {
  const result = await api('/articles', { query: { first: ARTICLE_PAGE_SIZE, skip, category }, schema: ArticlesAnswer, signal, retries: 1 });
  if (!result.ok) return result;
  const empty = result.status === 204 || !result.data || result.data.articles.length === 0;
  return { ...result, data: empty || !result.data ? 'empty' : { articles: result.data.articles, count: result.data.articlesConnection.aggregate.count } };
}
