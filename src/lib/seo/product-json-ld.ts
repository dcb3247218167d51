import type { Product, WithContext } from 'schema-dts';
import type { ProductPage } from '../api/contracts/products';
import { shareImage } from './share-image';

/** schema.org Product for a product page: offers across its sizes (AUD) and the aggregate rating. */
export function productJsonLd(product: ProductPage, url: string, site: string | URL): WithContext<Product> {
  const prices = product.variants.map((v) => v.price.amount);
  const absolute = (path: string) => new URL(path, site).href;
  // An off sale product keeps its page, offered as out of stock.
  const availability = product.state === 'onSale' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.subtitle,
    sku: product.sku,
    // Search engines take raster pictures: the main picture, as its PNG rendition when it is drawn.
    image: [absolute(shareImage(product.images[0]?.url).url)],
    brand: { '@type': 'Brand', name: 'Wattle & Bloom' },
    url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: product.price.currencyCode,
      lowPrice: prices.length ? Math.min(...prices) : product.price.amount,
      highPrice: prices.length ? Math.max(...prices) : product.price.amount,
      offerCount: Math.max(1, product.variants.length),
      availability,
      offers: product.variants.map((variant) => ({
        '@type': 'Offer',
        name: `${product.name} (${variant.label})`,
        sku: variant.variantKey,
        price: variant.price.amount,
        priceCurrency: variant.price.currencyCode,
        availability,
        url,
      })),
    },
    ...(product.reviews.number > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.reviews.rating, reviewCount: product.reviews.number, bestRating: 5, worstRating: 1 },
    }),
  };
}
