import { describe, expect, it } from 'vitest';
import { sitemapPartXml, sitemapXml, type SitemapProvider } from '../../src/lib/seo/sitemap';
import { sitemapPartPaths } from '../../src/lib/seo/sitemap-parts';
import { articleJsonLd, jsonLdText, organisationJsonLd } from '../../src/lib/seo/jsonld';

describe('sitemap', () => {
  it('lists every provider’s pages once, with absolute addresses and escaped', async () => {
    const pages: SitemapProvider = async () => [{ path: '/', lastModified: '2026-11-01T00:00:00.000Z' }, { path: '/roses' }];
    const products: SitemapProvider = async () => [{ path: '/flowers/a&b' }, { path: '/roses' }];
    const xml = await sitemapXml('https://shop.example', [pages, products]);
    expect(xml).toContain('<url><loc>https://shop.example/</loc><lastmod>2026-11-01</lastmod></url>');
    expect(xml).toContain('<loc>https://shop.example/flowers/a&amp;b</loc>');
    expect(xml.match(/<loc>https:\/\/shop.example\/roses<\/loc>/g)).toHaveLength(1);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('lists a page’s pictures as image entries, with absolute addresses', async () => {
    const product: SitemapProvider = async () => [
      { path: '/flowers/roses', lastModified: '2026-11-20T03:00:00.000Z', images: [{ url: '/images/products/roses-1.svg' }, { url: 'https://cdn.example/r&2.jpg' }] },
    ];
    const xml = await sitemapXml('https://shop.example', [product]);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://shop.example/flowers/roses</loc><lastmod>2026-11-20</lastmod><image:image><image:loc>https://shop.example/images/products/roses-1.svg</image:loc></image:image><image:image><image:loc>https://cdn.example/r&amp;2.jpg</image:loc></image:image></url>',
    );
  });
});

describe('a sitemap too large for one file', () => {
  const five: SitemapProvider = async () => [1, 2, 3, 4, 5].map((n) => ({ path: `/p${n}`, lastModified: `2026-11-0${n}T00:00:00.000Z` }));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('is one file while it keeps within the limits', async () => {
    const xml = await sitemapXml('https://shop.example', [five], { urls: 5, bytes: 52_428_800 });
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toHaveLength(5);
    expect(sitemapPartPaths(xml)).toEqual([]);
    expect(await sitemapPartXml(1, 'https://shop.example', [five], { urls: 5, bytes: 52_428_800 })).toBeNull();
  });

  it('becomes an index of files of at most the address limit, each address in one of them, in order', async () => {
    const limits = { urls: 2, bytes: 52_428_800 };
    const index = await sitemapXml('https://shop.example', [five], limits);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://shop.example/sitemap-1.xml</loc><lastmod>2026-11-02</lastmod></sitemap>');
    expect(sitemapPartPaths(index)).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);
    const parts = await Promise.all([1, 2, 3].map((n) => sitemapPartXml(n, 'https://shop.example', [five], limits)));
    expect(parts.map((part) => locs(part!))).toEqual([['https://shop.example/p1', 'https://shop.example/p2'], ['https://shop.example/p3', 'https://shop.example/p4'], ['https://shop.example/p5']]);
    expect(await sitemapPartXml(4, 'https://shop.example', [five], limits)).toBeNull();
    expect(await sitemapPartXml(0, 'https://shop.example', [five], limits)).toBeNull();
  });

  it('splits before a file would pass the byte limit', async () => {
    const single = await sitemapXml('https://shop.example', [five]);
    const limits = { urls: 50_000, bytes: new TextEncoder().encode(single).length - 1 };
    const index = await sitemapXml('https://shop.example', [five], limits);
    const parts = await Promise.all(sitemapPartPaths(index).map((_, i) => sitemapPartXml(i + 1, 'https://shop.example', [five], limits)));
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(new TextEncoder().encode(part!).length).toBeLessThanOrEqual(limits.bytes);
    expect(parts.flatMap((part) => locs(part!))).toEqual(locs(single));
  });
});

describe('JSON-LD', () => {
  it('describes an article and the organisation with absolute addresses', () => {
    const article = articleJsonLd(
      { title: 'Roses', summary: 'How to', publishedAt: '2026-10-01', updatedAt: '2026-10-02', author: 'Priya', image: '/images/blog/roses.svg', url: '/blog/a/roses' },
      'https://shop.example',
    );
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Roses', image: 'https://shop.example/images/share/blog/roses.png', author: { '@type': 'Person', name: 'Priya' } });
    expect(organisationJsonLd('https://shop.example', '/images/logo.svg')).toMatchObject({ '@type': 'Organization', logo: 'https://shop.example/images/logo.svg' });
  });
  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
