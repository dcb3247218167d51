import { z } from 'zod';
import { facetDefinition, PRODUCT_SORTS, SORT_DIRECTIONS } from '../../domain/products';
import { ImageModel, PriceModel } from './common';
import { deliveryParams, facetParam, once, oneDestination, pageParams, repeated } from './query-params';

/** GET /api/products and the product page's data. */

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
  /** When the product last changed. */
  updatedAt: z.string(),
});
export type ProductPage = z.infer<typeof ProductPageModel>;

const priceParam = repeated.pipe(
  z
    .array(z.string())
    .max(1, 'The price filter is single-select: give one price value.')
    .refine((given) => given.every((key) => facetDefinition('price').values.some((band) => band.key === key)), 'Unknown price band; use one of 0-50, 50-100, 100-150, 150-200, 200-plus.'),
);

/** Query of GET /api/products (facet names are repeated parameters). */
export const ProductListingQueryModel = z
  .object({
    ...pageParams,
    sort: once(z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` })).default('featured'),
    sortDir: once(z.enum(SORT_DIRECTIONS, { error: 'sortDir must be asc or desc.' })).default('asc'),
    text: once(z.string().trim().max(100, 'text must be at most 100 characters.')),
    ...deliveryParams,
    occasion: facetParam('occasion'),
    productType: facetParam('productType'),
    flower: facetParam('flower'),
    colour: facetParam('colour'),
    price: priceParam,
  })
  .superRefine(oneDestination);
export type ProductListingQuery = z.output<typeof ProductListingQueryModel>;
