/**
 * The content models the embedded content API serves: GraphQL type name,
 * the folder under cms-schemas/content holding its documents, and its query
 * field names (single, list; the connection is `<plural>Connection`).
 */
export interface ContentModel {
  type: string;
  collection: string;
  single: string;
  plural: string;
}

export const CONTENT_MODELS: ContentModel[] = [
  { type: 'Page', collection: 'pages', single: 'page', plural: 'pages' },
  { type: 'SiteHeader', collection: 'site-headers', single: 'siteHeader', plural: 'siteHeaders' },
  { type: 'SiteFooter', collection: 'site-footers', single: 'siteFooter', plural: 'siteFooters' },
  { type: 'ArticleCategory', collection: 'article-categories', single: 'articleCategory', plural: 'articleCategories' },
  { type: 'Article', collection: 'articles', single: 'article', plural: 'articles' },
  { type: 'Country', collection: 'countries', single: 'country', plural: 'countries' },
  { type: 'Review', collection: 'reviews', single: 'review', plural: 'reviews' },
];

/** The GraphQL type names of the models: a field of one of these types is a reference to a document. */
export const MODEL_TYPES: ReadonlySet<string> = new Set(CONTENT_MODELS.map((m) => m.type));
