import { rememberedRead } from './remembered';
import { z } from 'zod';
import { BLOCK_FRAGMENTS, RawBlock } from './blocks';
import { previewHeaders, queryContent, requireContent, type ContentResult, type ContentStage } from './client';
import { ARTICLE_PAGE_SIZE } from './articles-paths';
import { ArticleCardModel, ArticleCategoryModel, SeoModel } from './models';

export { ARTICLE_PAGE_SIZE, articlePath, categoryPath } from './articles-paths';

const CARD_FIELDS = 'id title slug summary readingTime publishedAt thumbnail { id src alt title width height blurUrl } articleCategories { id name slug }';

const ARTICLE_PAGE_QUERY = /* GraphQL */ `
  query ArticlePage($where: ArticleWhereInput, $first: Int!, $skip: Int!, $orderBy: ArticleOrderByInput) {
    articles(where: $where, first: $first, skip: $skip, orderBy: $orderBy) { ${CARD_FIELDS} }
    articleCategories(orderBy: position_ASC) { id name slug }
    articlesConnection(where: $where) { aggregate { count } }
  }
`;

export const ArticlePageModel = z.object({
  articles: z.array(ArticleCardModel),
  articleCategories: z.array(ArticleCategoryModel),
  articlesConnection: z.object({ aggregate: z.object({ count: z.number().int() }) }),
});
export type ArticlePage = z.infer<typeof ArticlePageModel>;

export interface ArticleQuery {
  first?: number;
  skip?: number;
  /** A category slug, or several (an article in any of them matches). */
  category?: string | string[] | null;
  /** Words in the title or summary. */
  q?: string | null;
  readingTime?: { lt?: number; gte?: number } | null;
  orderBy?: `${'publishedAt' | 'title'}_${'ASC' | 'DESC'}`;
}

/** The content API's `where` for a listing query. */
export function articleWhere({ category, q, readingTime }: ArticleQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  const categories = (Array.isArray(category) ? category : [category]).filter((c): c is string => !!c);
  if (categories.length) and.push({ articleCategories_some: { slug_in: categories } });
  if (q) and.push({ OR: [{ title_contains: q }, { summary_contains: q }] });
  if (readingTime?.lt !== undefined) and.push({ readingTime_lt: readingTime.lt });
  if (readingTime?.gte !== undefined) and.push({ readingTime_gte: readingTime.gte });
  return and.length ? { AND: and } : {};
}

/** One page of article cards, the categories and the total; never throws. */
export function findArticles(query: ArticleQuery = {}): Promise<ContentResult<ArticlePage>> {
  return queryContent(
    ARTICLE_PAGE_QUERY,
    { where: articleWhere(query), first: query.first ?? ARTICLE_PAGE_SIZE, skip: query.skip ?? 0, orderBy: query.orderBy ?? 'publishedAt_DESC' },
    ArticlePageModel,
  );
}

export const ArticleModel = ArticleCardModel.extend({
  body: z.string(),
  author: z.string().nullish(),
  updatedAt: z.string(),
  seo: SeoModel,
  contentArea: z.array(RawBlock),
});
export type Article = z.infer<typeof ArticleModel>;

const ARTICLE_FIELDS = `${CARD_FIELDS} body author updatedAt seo { title description noIndex image { ...ImageParts } } contentArea { ...BlockParts }`;

const ALL_ARTICLES_QUERY = /* GraphQL */ `
  ${BLOCK_FRAGMENTS}
  query AllArticles($first: Int!, $skip: Int!) { articles(first: $first, skip: $skip, orderBy: publishedAt_DESC) { ${ARTICLE_FIELDS} } }
`;

/** Every published article with its body (once per render run). */
export const getAllArticles = rememberedRead(async (): Promise<Article[]> => {
  const articles: Article[] = [];
  for (let skip = 0; ; skip += 100) {
    const batch = await requireContent(ALL_ARTICLES_QUERY, { first: 100, skip }, z.object({ articles: z.array(ArticleModel) }));
    articles.push(...batch.articles);
    if (batch.articles.length < 100) return articles;
  }
});

const ARTICLE_QUERY = /* GraphQL */ `
  ${BLOCK_FRAGMENTS}
  query Article($slug: String!, $stage: Stage!) { article(where: { slug: $slug }, stage: $stage) { ${ARTICLE_FIELDS} } }
`;

/** One article by slug (DRAFT for editors' previews). */
export async function getArticle(slug: string, stage: ContentStage = 'PUBLISHED'): Promise<Article | null> {
  const data = await requireContent(ARTICLE_QUERY, { slug, stage }, z.object({ article: ArticleModel.nullable() }), previewHeaders(stage));
  return data.article;
}

const CATEGORIES_QUERY = /* GraphQL */ `
  query Categories { articleCategories(orderBy: position_ASC) { id name slug description seo { title description noIndex image { src } } } }
`;
export const CategoryPageModel = ArticleCategoryModel.extend({ description: z.string().nullish(), seo: SeoModel });
export type CategoryPage = z.infer<typeof CategoryPageModel>;

export async function getArticleCategories(): Promise<CategoryPage[]> {
  return (await requireContent(CATEGORIES_QUERY, {}, z.object({ articleCategories: z.array(CategoryPageModel) }))).articleCategories;
}
