import { describe, expect, it } from 'vitest';
import { blogTrail, listingTrail, overseasTrail, pageTrail, productTrail } from '../../src/lib/domain/breadcrumbs';
import { breadcrumbJsonLd } from '../../src/lib/seo/jsonld';

describe('breadcrumbs', () => {
  it('a CMS page: Home, then the page', () => {
    expect(pageTrail({ slug: 'about', title: 'About us' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'About us', href: '/about' },
    ]);
    expect(pageTrail({ slug: 'home', title: 'Home page' })).toEqual([{ name: 'Home', href: '/' }]);
  });

  it('an overseas product: base, Overseas, the upper-cased country code, then the product', () => {
    expect(productTrail({ name: 'Blush Garden Posy', href: '/flowers/blush-garden-posy' }, { countryCode: 'gb' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Overseas', href: '/overseas' },
      { name: 'GB', href: '/overseas/gb' },
      { name: 'Blush Garden Posy', href: '/flowers/blush-garden-posy' },
    ]);
  });

  it('a local product follows the base trail', () => {
    const base = [
      { name: 'Home', href: '/' },
      { name: 'Roses', href: '/roses' },
    ];
    expect(productTrail({ name: 'Red Rose Bouquet', href: '/flowers/red-rose-bouquet' }, { base })).toEqual([...base, { name: 'Red Rose Bouquet', href: '/flowers/red-rose-bouquet' }]);
  });

  it('a listing whose slug starts with overseas ends with the upper-cased last slug part', () => {
    expect(listingTrail({ slug: 'overseas/nz', title: 'Send flowers to New Zealand' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Overseas', href: '/overseas' },
      { name: 'NZ', href: '/overseas/nz' },
    ]);
    expect(listingTrail({ slug: '/overseas/', title: 'Send flowers overseas' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Overseas', href: '/overseas' },
    ]);
    expect(listingTrail({ slug: 'roses', title: 'Roses' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Roses', href: '/roses' },
    ]);
  });

  it('a country trail', () => {
    expect(overseasTrail('US').map((c) => c.name)).toEqual(['Home', 'Overseas', 'US']);
    expect(overseasTrail('US')[2]!.href).toBe('/overseas/us');
  });

  it('the blog', () => {
    expect(blogTrail({ name: 'Flower care', slug: 'flower-care' }, { title: 'Roses', href: '/blog/flower-care/roses' }).map((c) => c.href)).toEqual([
      '/',
      '/blog',
      '/blog/flower-care',
      '/blog/flower-care/roses',
    ]);
    expect(blogTrail().map((c) => c.name)).toEqual(['Home', 'Blog']);
  });

  it('BreadcrumbList JSON-LD with absolute addresses', () => {
    expect(breadcrumbJsonLd(overseasTrail('fr'), 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Overseas', item: 'https://shop.example/overseas' },
        { '@type': 'ListItem', position: 3, name: 'FR', item: 'https://shop.example/overseas/fr' },
      ],
    });
  });
});
