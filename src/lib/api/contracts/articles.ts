import { z } from 'zod';
import { ARTICLE_PAGE_SIZE } from '../../cms/articles-paths';

/** Query of GET /api/articles (the answer is ArticlePageModel of src/lib/cms/articles): a page of article cards, optionally of one category or matching a text. */
export const ArticlesQueryModel = z.object({
  first: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  category: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, { error: 'category must be a category slug' })
    .optional(),
  q: z.string().trim().max(100).optional(),
});
