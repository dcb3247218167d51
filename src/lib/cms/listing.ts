import { findArticles, type ArticleQuery } from './articles';
import { articlePath } from './articles-paths';
import type { ContentResult } from './client';
import { READING_TIMES, type ListingQuery, type ListingResult, type ReadingTime } from '../api/contracts/content-listing';

/** Several reading-time choices combine as "any of them"; all or none means no filter. */
function readingTimeRange(choices: ReadingTime[]): ArticleQuery['readingTime'] {
  const unique = [...new Set(choices)];
  return unique.length === 1 ? READING_TIMES[unique[0]!].range : null;
}

/** One page of the listing over articles, with the facets its filter dialog offers. */
export async function contentListing(query: ListingQuery): Promise<ContentResult<ListingResult>> {
  const result = await findArticles({
    first: query.limit,
    skip: query.offset,
    category: query.category,
    q: query.q || null,
    readingTime: readingTimeRange(query.readingTime),
    orderBy: `${query.sort === 'date' ? 'publishedAt' : 'title'}_${query.sortDir === 'asc' ? 'ASC' : 'DESC'}`,
  });
  if (!result.ok) return result;
  const { articles, articleCategories, articlesConnection } = result.data;
  return {
    ok: true,
    data: {
      results: articles.map((a) => ({
        id: a.id,
        title: a.title,
        summary: a.summary,
        url: articlePath(a),
        date: a.publishedAt,
        image: { src: a.thumbnail.src, alt: a.thumbnail.alt ?? '', width: a.thumbnail.width ?? 600, height: a.thumbnail.height ?? 400 },
        tags: a.articleCategories.map((c) => c.name),
        meta: `${a.readingTime} min read`,
      })),
      count: articlesConnection.aggregate.count,
      offset: query.offset,
      facets: [
        { name: 'category', label: 'Topic', items: articleCategories.map((c) => ({ label: c.name, key: c.slug })) },
        { name: 'readingTime', label: 'Reading time', items: Object.entries(READING_TIMES).map(([key, v]) => ({ label: v.label, key })) },
      ],
    },
  };
}
