import { z } from 'zod';
import { articlePath, categoryPath } from './articles-paths';
import { pagePath } from './page-path';

/**
 * The addresses the content routes render (docs/adr/0602): the home page,
 * every other published CMS page, the blog's category pages and articles,
 * the country pages and the sitemap. Read with one paged query.
 */
export const CONTENT_INDEX_QUERY = /* GraphQL */ `
  query ContentIndex($first: Int!, $skip: Int!) {
    pages(first: $first, skip: $skip, orderBy: slug_ASC) { id slug }
    articles(first: $first, skip: $skip, orderBy: createdAt_ASC) { id slug articleCategories { slug } }
    articleCategories(first: $first, skip: $skip, orderBy: createdAt_ASC) { id slug }
    countries(first: $first, skip: $skip, orderBy: isoCode_ASC) { id isoCode }
  }
`;
export const CONTENT_INDEX_BATCH = 100;

export const ContentIndexModel = z.object({
  pages: z.array(z.object({ id: z.string(), slug: z.string() })),
  articles: z.array(z.object({ id: z.string(), slug: z.string(), articleCategories: z.array(z.object({ slug: z.string() })) })),
  articleCategories: z.array(z.object({ id: z.string(), slug: z.string() })),
  countries: z.array(z.object({ id: z.string(), isoCode: z.string() })),
});
export type ContentIndex = z.infer<typeof ContentIndexModel>;

/** Reads the whole index through `query` (the embedded API in-process, or over HTTP), a batch at a time. */
export async function readContentIndex(query: (variables: { first: number; skip: number }) => Promise<ContentIndex>): Promise<ContentIndex> {
  const index: ContentIndex = { pages: [], articles: [], articleCategories: [], countries: [] };
  for (let skip = 0; ; skip += CONTENT_INDEX_BATCH) {
    const batch = await query({ first: CONTENT_INDEX_BATCH, skip });
    index.pages.push(...batch.pages);
    index.articles.push(...batch.articles);
    index.articleCategories.push(...batch.articleCategories);
    index.countries.push(...batch.countries);
    if (Object.values(batch).every((list) => list.length < CONTENT_INDEX_BATCH)) return index;
  }
}

export const countryPagePath = (isoCode: string) => `/overseas/${isoCode.toLowerCase()}`;

/** Every address the content routes render, each once. */
export function contentPaths(index: ContentIndex): string[] {
  return [
    ...new Set([
      '/',
      '/sitemap.xml',
      ...index.pages.map((page) => pagePath(page.slug)),
      ...index.articleCategories.map((category) => categoryPath(category)),
      ...index.articles.map((article) => articlePath(article)),
      ...index.countries.map((country) => countryPagePath(country.isoCode)),
    ]),
  ];
}

/** The model of a catalogue change (the back office's): its id is the product page's address, now or before. */
export const PRODUCT_CHANGE_MODEL = 'Product';
/** A catalogue change's id when an overseas partner's product changed: the country pages list those. */
export const OVERSEAS_PRODUCTS_CHANGED = '/overseas/*';

/** A published change: the document's model and id. */
export interface PublishedChange {
  model: string;
  id: string;
}

export interface AffectedInput {
  changes: readonly PublishedChange[];
  /** The published content as it is now. */
  index: ContentIndex;
  /** The content addresses the site serves now (the build's, and those rendered since). */
  known: ReadonlySet<string>;
  /** CMS pages showing a document (linking to it, or listing its model); `all` where that cannot be known. */
  pagesShowing: (change: PublishedChange) => readonly string[] | 'all';
  /** The site's other pages with the header and footer (products, sign-in, checkout, the account area). */
  shell: readonly string[];
}

/**
 * The addresses a set of published changes affects (docs/adr/0602): the
 * sitemap; addresses that appeared or went away; each document's own page
 * and the listings that show it. A change of the site's header or footer
 * affects every page that shows them: every content page and the shell.
 */
export function affectedPaths({ changes, index, known, pagesShowing, shell }: AffectedInput): string[] {
  const current = contentPaths(index);
  const currentSet = new Set(current);
  const paths = new Set<string>(['/sitemap.xml']);
  for (const path of current) if (!known.has(path)) paths.add(path);
  for (const path of known) if (!currentSet.has(path)) paths.add(path);
  const pages = index.pages.map((page) => pagePath(page.slug));
  const blog = ['/blog', ...index.articleCategories.map((category) => categoryPath(category))];
  for (const change of changes) {
    const shown = pagesShowing(change);
    for (const path of shown === 'all' ? pages : shown) paths.add(path);
    switch (change.model) {
      case 'SiteHeader':
      case 'SiteFooter':
        return [...new Set([...paths, ...current, ...shell])];
      case 'Page':
        for (const page of index.pages) if (page.id === change.id) paths.add(pagePath(page.slug));
        break;
      case 'Article':
        for (const article of index.articles) if (article.id === change.id) paths.add(articlePath(article));
        blog.forEach((path) => paths.add(path));
        break;
      case 'ArticleCategory':
        blog.forEach((path) => paths.add(path));
        for (const article of index.articles) paths.add(articlePath(article));
        break;
      case 'Country':
        for (const country of index.countries) if (country.id === change.id) paths.add(countryPagePath(country.isoCode));
        paths.add('/overseas');
        break;
      case PRODUCT_CHANGE_MODEL:
        // Its own page (gone, or at a new address, it renders as such); the listings showing it come from pagesShowing.
        if (change.id === OVERSEAS_PRODUCTS_CHANGED) for (const country of index.countries) paths.add(countryPagePath(country.isoCode));
        else if (change.id.startsWith('/')) paths.add(change.id);
        break;
    }
  }
  return [...paths];
}
