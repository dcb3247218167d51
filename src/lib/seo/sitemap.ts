import { articlePath, categoryPath, getAllArticles, getArticleCategories } from '../cms/articles';
import { countryPath, getCountries } from '../cms/countries';
import { getPublishedPages, pagePath } from '../cms/queries';
import { listProductPages } from '../api/build-client';
import { sitemapPartPath } from './sitemap-parts';

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

/** Every product page but archived ones (410 Gone), with its pictures (Google's image sitemap extension); off sale keeps its address. */
export const productPages: SitemapProvider = async () =>
  (await listProductPages())
    .filter((product) => product.state !== 'archived')
    .map((product) => ({
      path: product.url,
      lastModified: product.updatedAt,
      images: [...product.images, ...(product.hoverImage ? [product.hoverImage] : [])].map((image) => ({ url: image.url })),
    }));

export const sitemapProviders: SitemapProvider[] = [cmsPages, blogPages, countryPages, productPages];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap protocol's limits for one file: 50,000 addresses and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = '\n</urlset>\n';
const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

interface UrlEntry {
  xml: string;
  lastmod: string | null;
}

/** Each address once, absolute, as its `<url>` element. */
async function urlEntries(site: string | URL, providers: SitemapProvider[]): Promise<UrlEntry[]> {
  const entries = (await Promise.all(providers.map((provide) => provide()))).flat();
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const loc = new URL(entry.path, site).href;
    if (seen.has(loc)) return [];
    seen.add(loc);
    const lastmod = entry.lastModified ? entry.lastModified.slice(0, 10) : null;
    const images = (entry.images ?? []).map((image) => `<image:image><image:loc>${escapeXml(new URL(image.url, site).href)}</image:loc></image:image>`).join('');
    return [{ xml: `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${images}</url>`, lastmod }];
  });
}

/** The entries split into files that each keep within the limits, in order. */
function split(entries: UrlEntry[], limits: SitemapLimits): UrlEntry[][] {
  const frame = byteLength(URLSET_OPEN + URLSET_CLOSE);
  const parts: UrlEntry[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = byteLength(entry.xml) + 1;
    const part = parts.at(-1)!;
    if (part.length && (part.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry]);
      bytes = frame + size;
    } else {
      part.push(entry);
      bytes += size;
    }
  }
  return parts;
}

const urlset = (entries: UrlEntry[]) => `${URLSET_OPEN}${entries.map((entry) => entry.xml).join('\n')}${URLSET_CLOSE}`;

/**
 * /sitemap.xml: every page of the given providers, each address once. When
 * they would pass the protocol's limits for one file, it is a sitemap index
 * instead, naming /sitemap-1.xml, /sitemap-2.xml and so on (with the
 * newest lastmod of each).
 */
export async function sitemapXml(site: string | URL, providers: SitemapProvider[] = sitemapProviders, limits: SitemapLimits = SITEMAP_LIMITS): Promise<string> {
  const parts = split(await urlEntries(site, providers), limits);
  if (parts.length === 1) return urlset(parts[0]!);
  const files = parts.map((part, i) => {
    const lastmod = part.reduce<string | null>((newest, entry) => (entry.lastmod && (!newest || entry.lastmod > newest) ? entry.lastmod : newest), null);
    return `  <sitemap><loc>${escapeXml(new URL(sitemapPartPath(i + 1), site).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** The n-th file (from 1) of a sitemap split by `sitemapXml`, or null when there is no such file. */
export async function sitemapPartXml(n: number, site: string | URL, providers: SitemapProvider[] = sitemapProviders, limits: SitemapLimits = SITEMAP_LIMITS): Promise<string | null> {
  const parts = split(await urlEntries(site, providers), limits);
  return parts.length > 1 && Number.isInteger(n) && n >= 1 && n <= parts.length ? urlset(parts[n - 1]!) : null;
}
