import { z } from 'zod/mini';
import { ImageModel, PriceModel } from './common';

/**
 * GET /api/products and the product page's data, in zod/mini: the search
 * and listing pages parse these in the browser (docs/adr/0703). The
 * listing's query is in catalog-queries.ts.
 */

export const ReviewsModel = z.object({ rating: z.number(), number: z.int() });

/** A product card of the listing and search ("From {price}": the lowest available variant price). */
export const ProductCardModel = z.object({
  productId: z.string(),
  key: z.string(),
  sku: z.string(),
  slug: z.string(),
  productPrefix: z.string(),
  url: z.string(),
  name: z.string(),
  subtitle: z.string(),
  productType: z.string(),
  price: PriceModel,
  thumbnailImage: ImageModel,
  hoverImage: z.nullable(ImageModel),
  tag: z.nullable(z.string()),
  reviews: ReviewsModel,
  thirdPartySource: z.nullable(z.string()),
  isHamper: z.boolean(),
  inWishlist: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardModel>;

export const FacetItemModel = z.object({ key: z.string(), label: z.string(), count: z.int(), selected: z.boolean() });
export const FacetModel = z.object({
  name: z.string(),
  label: z.string(),
  /** false for the single-select price filter. */
  multiSelect: z.boolean(),
  items: z.array(FacetItemModel),
});
export type Facet = z.infer<typeof FacetModel>;

/** GET /api/products. `contentCount` is the number of results on this page. */
export const ProductListingModel = z.object({
  results: z.array(ProductCardModel),
  facets: z.array(FacetModel),
  total: z.int(),
  contentCount: z.int(),
  offset: z.int(),
  limit: z.int(),
});
export type ProductListing = z.infer<typeof ProductListingModel>;

export const WorkroomGuideModel = z.object({ variant: z.string(), html: z.string() });

/** Everything a product page shows; built in-process at build time (see src/server/catalog/pages.ts). */
export const ProductPageModel = z.object({
  productKey: z.string(),
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  additionalInformation: z.string(),
  images: z.array(ImageModel),
  hoverImage: z.nullable(ImageModel),
  reviews: ReviewsModel,
  thirdPartySourceSystem: z.nullable(z.string()),
  isHamper: z.boolean(),
  productType: z.string(),
  productPrefix: z.string(),
  slug: z.string(),
  url: z.string(),
  tag: z.nullable(z.string()),
  price: PriceModel,
  variants: z.array(z.object({ label: z.string(), variantKey: z.string(), price: PriceModel, image: ImageModel })),
  workroomGuides: z.array(WorkroomGuideModel),
  facets: z.record(z.string(), z.array(z.object({ key: z.string(), label: z.string() }))),
  /** When the product last changed. */
  updatedAt: z.string(),
  /** On sale; off sale (the page stays, saying it is not available); archived (the page answers 410 Gone). */
  state: z.enum(['onSale', 'offSale', 'archived']),
  /** Where and when it can be delivered (docs/adr/0762); null or absent: as every product. */
  delivery: z.optional(
    z.nullable(
      z.object({
        states: z.nullable(z.array(z.string())),
        countries: z.nullable(z.array(z.string())),
        windows: z.array(z.object({ first: z.string(), last: z.string() })),
        leadDays: z.number(),
      }),
    ),
  ),
});
export type ProductPage = z.infer<typeof ProductPageModel>;
