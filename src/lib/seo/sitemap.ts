import { articlePath, categoryPath, getAllArticles, getArticleCategories } from '../cms/articles';
import { countryPath, getCountries } from '../cms/countries';
import { getPublishedPages, pagePath } from '../cms/queries';

/** A pre-rendered address for sitemap.xml. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

/** Each provider lists some of the site's pages; product pages add their own provider to this list. */
export type SitemapProvider = () => Promise<SitemapEntry[]>;

export const cmsPages: SitemapProvider = async () => (await getPublishedPages()).filter((p) => !p.seo?.noIndex).map((p) => ({ path: pagePath(p.slug), lastModified: p.updatedAt }));

export const blogPages: SitemapProvider = async () => {
  const [articles, categories] = await Promise.all([getAllArticles(), getArticleCategories()]);
  return [
    ...categories.filter((c) => !c.seo?.noIndex).map((c) => ({ path: categoryPath(c) })),
    ...articles.filter((a) => !a.seo?.noIndex).map((a) => ({ path: articlePath(a), lastModified: a.updatedAt })),
  ];
};

export const countryPages: SitemapProvider = async () => (await getCountries()).filter((c) => !c.seo?.noIndex).map((c) => ({ path: countryPath(c), lastModified: c.updatedAt }));

export const sitemapProviders: SitemapProvider[] = [cmsPages, blogPages, countryPages];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap document for the given providers' pages (each address once). */
export async function sitemapXml(site: string | URL, providers: SitemapProvider[] = sitemapProviders): Promise<string> {
  const entries = (await Promise.all(providers.map((provide) => provide()))).flat();
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    const loc = new URL(entry.path, site).href;
    if (seen.has(loc)) return [];
    seen.add(loc);
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
    return [`  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
