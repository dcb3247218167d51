import { z } from 'zod';
import { SUBURB_SEARCH_MIN_CHARS } from '../../domain/constants';
import { facetDefinition, PRODUCT_SORTS, SORT_DIRECTIONS } from '../../domain/products';
import { DeliveryDateModel, SuburbIdModel } from './common';
import { deliveryParams, facetParam, flag, once, oneDestination, pageParams, readDestination, repeated } from './query-params';

/**
 * Queries of the catalogue's GET routes (products, variants, add-ons,
 * search, suburbs), with the messages a bad query is answered with. The
 * server parses them; their answers are in products.ts, variants.ts,
 * addons.ts, search.ts and delivery.ts.
 */

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
    /** A listing page's address: its stored choice of products (docs/adr/0760) is what the filters narrow. */
    listing: once(z.string().trim().max(300, 'listing must be at most 300 characters.')),
    ...deliveryParams,
    occasion: facetParam('occasion'),
    productType: facetParam('productType'),
    flower: facetParam('flower'),
    colour: facetParam('colour'),
    price: priceParam,
  })
  .superRefine(oneDestination)
  .transform(readDestination);
export type ProductListingQuery = z.output<typeof ProductListingQueryModel>;

/** Query of GET /api/products/{productKey}/variants. */
export const VariantsQueryModel = z.object(deliveryParams).superRefine(oneDestination).transform(readDestination);
export type VariantsQuery = z.output<typeof VariantsQueryModel>;

/** Query of GET /api/products/{productKey}/addons. */
export const AddonsQueryModel = z
  .object({
    CartId: once(z.string().uuid('CartId is not a cart id.')),
    SelectedAddonsKeys: repeated.pipe(z.array(z.string().max(80, 'An add-on key is too long.')).max(50, 'Too many add-on keys.')).transform((keys) =>
      keys
        .flatMap((key) => key.split(','))
        .map((key) => key.trim())
        .filter(Boolean),
    ),
    ...deliveryParams,
  })
  .superRefine(oneDestination)
  .transform(readDestination);
export type AddonsQuery = z.output<typeof AddonsQueryModel>;

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

/** Query of GET /api/delivery/suburbs. */
export const SuburbsQueryModel = z.object({
  keyword: z
    .string({ error: 'keyword is required.' })
    .trim()
    .min(SUBURB_SEARCH_MIN_CHARS, `Type at least ${SUBURB_SEARCH_MIN_CHARS} characters of a suburb or postcode.`)
    .max(60, 'keyword is too long.'),
});
