import { articlePath, categoryPath, getAllArticles, getArticleCategories } from '../cms/articles';
import { countryPath, getCountries } from '../cms/countries';
import { getPublishedPages, pagePath } from '../cms/queries';
import { listProductPages } from '../api/build-client';

/** A pre-rendered address for sitemap.xml, with the images on the page (site-relative or absolute). */
export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
  images?: { url: string }[];
}

/** Each provider lists some of the site's pages. */
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

/** Every product page, with its pictures (Google's image sitemap extension). */
export const productPages: SitemapProvider = async () =>
  (await listProductPages()).map((product) => ({
    path: product.url,
    lastModified: product.updatedAt,
    images: [...product.images, ...(product.hoverImage ? [product.hoverImage] : [])].map((image) => ({ url: image.url })),
  }));

export const sitemapProviders: SitemapProvider[] = [cmsPages, blogPages, countryPages, productPages];

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
    const images = (entry.images ?? []).map((image) => `<image:image><image:loc>${escapeXml(new URL(image.url, site).href)}</image:loc></image:image>`).join('');
    return [`  <url><loc>${escapeXml(loc)}</loc>${lastmod}${images}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}
