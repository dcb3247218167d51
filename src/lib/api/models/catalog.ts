import { z } from 'zod';
import { ImageModel, PriceModel } from './common';

export * from './common';
export * from './delivery';
export * from './queries';
export * from './variants';
export * from './addons';

export const ReviewsModel = z.object({ rating: z.number(), number: z.number().int() });

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
  hoverImage: ImageModel.nullable(),
  tag: z.string().nullable(),
  reviews: ReviewsModel,
  thirdPartySource: z.string().nullable(),
  isHamper: z.boolean(),
  inWishlist: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardModel>;

export const FacetItemModel = z.object({ key: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() });
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
  total: z.number().int(),
  contentCount: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ProductListing = z.infer<typeof ProductListingModel>;

/** GET /api/search. `message` is set when nothing matches; `productList` holds up to 6 suggestions. */
export const SearchResponseModel = z.object({
  query: z.string(),
  searchByCode: z.boolean(),
  results: z.array(ProductCardModel),
  facets: z.array(FacetModel),
  total: z.number().int(),
  message: z.string().nullable(),
  productList: z.array(ProductCardModel),
  /** The words actually searched for when a misspelling was corrected. */
  correctedQuery: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseModel>;

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
  hoverImage: ImageModel.nullable(),
  reviews: ReviewsModel,
  thirdPartySourceSystem: z.string().nullable(),
  isHamper: z.boolean(),
  productType: z.string(),
  productPrefix: z.string(),
  slug: z.string(),
  url: z.string(),
  tag: z.string().nullable(),
  price: PriceModel,
  variants: z.array(z.object({ label: z.string(), variantKey: z.string(), price: PriceModel, image: ImageModel })),
  workroomGuides: z.array(WorkroomGuideModel),
  facets: z.record(z.string(), z.array(z.object({ key: z.string(), label: z.string() }))),
});
export type ProductPage = z.infer<typeof ProductPageModel>;
