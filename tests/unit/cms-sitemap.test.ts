import { describe, expect, it } from 'vitest';
import { sitemapXml, type SitemapProvider } from '../../src/lib/seo/sitemap';
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

describe('JSON-LD', () => {
  it('describes an article and the organisation with absolute addresses', () => {
    const article = articleJsonLd(
      { title: 'Roses', summary: 'How to', publishedAt: '2026-10-01', updatedAt: '2026-10-02', author: 'Priya', image: '/i.svg', url: '/blog/a/roses' },
      'https://shop.example',
    );
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Roses', image: 'https://shop.example/i.svg', author: { '@type': 'Person', name: 'Priya' } });
    expect(organisationJsonLd('https://shop.example', '/images/logo.svg')).toMatchObject({ '@type': 'Organization', logo: 'https://shop.example/images/logo.svg' });
  });
  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
