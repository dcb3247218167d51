import type { ProductCard } from '../../lib/api/contracts/products';
import { price } from '../../lib/domain/money';
import { productUrl } from '../../lib/domain/products';
import type { CatalogProduct } from './snapshot';

/** A product as a listing card ("From" the lowest variant price). */
export function productCard(product: CatalogProduct): ProductCard {
  return {
    productId: product.id,
    key: product.key,
    sku: product.sku,
    slug: product.slug,
    productPrefix: product.productPrefix,
    url: productUrl(product.productPrefix, product.slug),
    name: product.name,
    subtitle: product.subtitle,
    productType: product.productType,
    price: price(product.minPriceCents),
    thumbnailImage: product.images[0] ?? { url: '/images/logo.svg', altText: product.name },
    hoverImage: product.hoverImage,
    tag: product.tag,
    reviews: { rating: product.rating, number: product.reviewCount },
    thirdPartySource: product.thirdPartySource,
    isHamper: product.isHamper,
    inWishlist: false,
  };
}
