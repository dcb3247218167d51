/** The address of the n-th file (from 1) of a sitemap too large for one file, which /sitemap.xml then indexes. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The files a sitemap index names, as site paths (none for a sitemap that is one file). */
export const sitemapPartPaths = (xml: string): string[] =>
  xml.includes('<sitemapindex') ? [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname) : [];
