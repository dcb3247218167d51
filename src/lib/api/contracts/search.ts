import { z } from 'zod';
import { DeliveryDateModel, SuburbIdModel } from './common';
import { FacetModel, ProductCardModel } from './products';
import { deliveryParams, facetParam, flag, once, oneDestination, pageParams } from './query-params';

/** Query of GET /api/search. `location` is accepted as another name for suburbId, `date` for deliveryDate. */
export const SearchQueryModel = z
  .object({
    text: once(z.string().trim().max(100, 'text must be at most 100 characters.')).default(''),
    searchByCode: flag,
    location: once(SuburbIdModel),
    date: once(DeliveryDateModel),
    ...deliveryParams,
    occasion: facetParam('occasion'),
    ...pageParams,
  })
  .superRefine((value, ctx) => oneDestination({ suburbId: value.suburbId ?? value.location, countryCode: value.countryCode }, ctx));
export type SearchQuery = z.output<typeof SearchQueryModel>;

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
