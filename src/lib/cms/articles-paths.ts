import type { ArticleCategory } from './models';

/** Articles shown per page of the listing (spec 000 section 9). */
export const ARTICLE_PAGE_SIZE = 9;

/** Where an article lives: under its first category. */
export function articlePath<A extends { slug: string; articleCategories: readonly { slug: string }[] }>(article: A): string {
  const category = article.articleCategories[0];
  return category ? `/blog/${category.slug}/${article.slug}` : `/blog/article/${article.slug}`;
}

/** A category's listing, or the whole blog. */
export const categoryPath = (category: Pick<ArticleCategory, 'slug'> | null | undefined) => (category ? `/blog/${category.slug}` : '/blog');
