import { describe, expect, it } from 'vitest';
import type { ProductPage } from '../../src/lib/api/contracts/products';
import { productTrail } from '../../src/lib/domain/breadcrumbs';
import { articleJsonLd, breadcrumbJsonLd, organisationJsonLd } from '../../src/lib/seo/jsonld';
import { productJsonLd } from '../../src/lib/seo/product-json-ld';
import { richResultProblems } from '../support/rich-results';

const SITE = 'https://www.wattleandbloom.com.au';
const price = (amount: number) => ({ amount, currencyCode: 'AUD', formattedPrice: `$${amount.toFixed(2)}` });
const PRODUCT = {
  name: 'Moonlight rose basket',
  subtitle: 'White roses in a woven basket',
  sku: 'WB-1001',
  url: '/flowers/moonlight-rose-basket',
  price: price(89),
  images: [{ url: '/images/products/moonlight-rose-basket.svg', alt: 'White roses' }],
  variants: [
    { variantKey: 'standard', label: 'Standard', price: price(89) },
    { variantKey: 'deluxe', label: 'Deluxe', price: price(129) },
  ],
  reviews: { rating: 4.6, number: 23 },
} as unknown as ProductPage;

describe('the structured data the pages carry', () => {
  it('describes a product with its offers across sizes and its rating', () => {
    const data = productJsonLd(PRODUCT, `${SITE}${PRODUCT.url}`, SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({ offers: { '@type': 'AggregateOffer', lowPrice: 89, highPrice: 129, priceCurrency: 'AUD', offerCount: 2 }, aggregateRating: { ratingValue: 4.6, reviewCount: 23 } });
  });

  it('leaves the rating out of a product nobody has reviewed, which still passes on its offers', () => {
    const data = productJsonLd({ ...PRODUCT, reviews: { rating: 0, number: 0 } } as ProductPage, `${SITE}${PRODUCT.url}`, SITE);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(richResultProblems(data)).toEqual([]);
  });

  it('describes a breadcrumb trail, an article and the organisation', () => {
    expect(richResultProblems(breadcrumbJsonLd(productTrail({ name: PRODUCT.name, href: PRODUCT.url }), SITE))).toEqual([]);
    const article = {
      title: 'How to care for a bunch of roses',
      summary: 'Recut the stems.',
      publishedAt: '2026-04-14T09:00:00.000Z',
      updatedAt: '2026-05-01T09:00:00.000Z',
      author: 'Georgia Bell',
      image: '/images/blog/caring-for-roses.svg',
      url: '/blog/flower-care/caring-for-roses',
    };
    expect(richResultProblems(articleJsonLd(article, SITE))).toEqual([]);
    // No author: the shop itself is named.
    expect(richResultProblems(articleJsonLd({ ...article, author: null }, SITE))).toEqual([]);
    expect(richResultProblems(organisationJsonLd(SITE, '/images/logo.svg'))).toEqual([]);
  });

  it('gives search engines raster pictures: a drawn picture as its PNG rendition, an uploaded photo as it is', () => {
    expect(productJsonLd(PRODUCT, `${SITE}${PRODUCT.url}`, SITE).image).toEqual([`${SITE}/images/share/products/moonlight-rose-basket.png`]);
    const photo = { ...PRODUCT, images: [{ url: '/media/roses.jpg', alt: 'Roses' }] } as unknown as ProductPage;
    expect(productJsonLd(photo, `${SITE}${PRODUCT.url}`, SITE).image).toEqual([`${SITE}/media/roses.jpg`]);
    const article = { title: 'Roses', summary: 'How to', publishedAt: '2026-10-01', updatedAt: '2026-10-02', image: '/images/blog/caring-for-roses.svg', url: '/blog/flower-care/caring-for-roses' };
    expect(articleJsonLd(article, SITE).image).toBe(`${SITE}/images/share/blog/caring-for-roses.png`);
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Roses',
        datePublished: '2026-10-01',
        author: { '@type': 'Person', name: 'Priya' },
        image: `${SITE}/a.svg`,
      }),
    ).toEqual(['Article: image must be a PNG, JPEG, WebP or GIF picture']);
  });

  it('catches what a search engine would refuse', () => {
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Roses' })).toEqual(['Product: one of offers, aggregateRating or review is required']);
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Roses', offers: { '@type': 'Offer', priceCurrency: 'AUD' } })).toEqual([
      'Product: offers.price is required',
    ]);
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Roses', aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 0 } })).toEqual([
      'Product: aggregateRating.ratingValue must be between 1 and 5',
      'Product: aggregateRating needs a reviewCount or ratingCount above 0',
    ]);
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 2, name: 'Home', item: '/' },
          { '@type': 'ListItem', position: 2, name: 'Roses' },
        ],
      }),
    ).toEqual(['BreadcrumbList: itemListElement[0].position must be 1', 'BreadcrumbList: itemListElement[0].item must be an absolute address']);
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Roses', image: '/roses.svg', datePublished: 'yesterday', author: 'Georgia' })).toEqual([
      'Article: image must be an absolute address',
      'Article: datePublished must be an ISO 8601 date',
      'Article: author needs a @type (Person or Organization) and a name',
    ]);
    expect(richResultProblems({ '@context': 'http://schema.org', '@type': 'Organization' })).toEqual(['Organization: @context must be https://schema.org']);
  });
});
