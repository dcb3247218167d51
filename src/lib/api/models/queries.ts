import { z } from 'zod';
import { facetDefinition, LISTING_MAX_LIMIT, LISTING_PAGE_SIZE, PRODUCT_SORTS, SORT_DIRECTIONS, type FacetName } from '../../domain/products';
import { CountryCodeModel, DeliveryDateModel, SuburbIdModel } from './common';

/** A query parameter that may repeat: always an array after parsing. */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A facet parameter: repeated values, each one of the facet's keys. */
const facetParam = (name: FacetName) => {
  const keys = new Set(facetDefinition(name).values.map((value) => value.key));
  return repeated.pipe(
    z
      .array(z.string())
      .max(20, `Too many ${name} values.`)
      .refine((given) => given.every((key) => keys.has(key)), `Unknown ${name} value; use one of ${[...keys].join(', ')}.`),
  );
};

const single = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  if (!Array.isArray(value)) return value;
  if (value.length === 1) return value[0]!;
  ctx.addIssue({ code: 'custom', message: 'Give this parameter once.' });
  return z.NEVER;
});
const once = <S extends z.ZodType>(schema: S) => single.pipe(schema as unknown as z.ZodType<z.output<S>, string>).optional();

/** deliveryDate plus either suburbId or countryCode; giving both is refused, naming countryCode. */
export const deliveryParams = {
  deliveryDate: once(DeliveryDateModel),
  suburbId: once(SuburbIdModel),
  countryCode: once(CountryCodeModel),
};

export function oneDestination(value: { suburbId?: string; countryCode?: string }, ctx: z.RefinementCtx) {
  if (value.suburbId && value.countryCode) {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'Give either suburbId or countryCode, not both.' });
  }
}

const priceParam = repeated.pipe(
  z
    .array(z.string())
    .max(1, 'The price filter is single-select: give one price value.')
    .refine((given) => given.every((key) => facetDefinition('price').values.some((band) => band.key === key)), 'Unknown price band; use one of 0-50, 50-100, 100-150, 150-200, 200-plus.'),
);

/** Query of GET /api/products (facet names are repeated parameters). */
export const ProductListingQueryModel = z
  .object({
    limit: once(z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(LISTING_MAX_LIMIT, `limit must be at most ${LISTING_MAX_LIMIT}.`)).default(LISTING_PAGE_SIZE),
    offset: once(z.coerce.number({ error: 'offset must be a number.' }).int('offset must be a whole number.').min(0, 'offset must not be negative.').max(100_000, 'offset is too large.')).default(0),
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

const flag = once(z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }).transform((v) => v === 'true' || v === '1')).default(false);

/** Query of GET /api/search. `location` is accepted as another name for suburbId, `date` for deliveryDate. */
export const SearchQueryModel = z
  .object({
    text: once(z.string().trim().max(100, 'text must be at most 100 characters.')).default(''),
    searchByCode: flag,
    location: once(SuburbIdModel),
    date: once(DeliveryDateModel),
    ...deliveryParams,
    occasion: facetParam('occasion'),
    limit: once(z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(LISTING_MAX_LIMIT, `limit must be at most ${LISTING_MAX_LIMIT}.`)).default(LISTING_PAGE_SIZE),
    offset: once(z.coerce.number({ error: 'offset must be a number.' }).int('offset must be a whole number.').min(0, 'offset must not be negative.').max(100_000, 'offset is too large.')).default(0),
  })
  .superRefine((value, ctx) => oneDestination({ suburbId: value.suburbId ?? value.location, countryCode: value.countryCode }, ctx));
export type SearchQuery = z.output<typeof SearchQueryModel>;

/** Query of GET /api/products/{productKey}/variants. */
export const VariantsQueryModel = z.object(deliveryParams).superRefine(oneDestination);
export type VariantsQuery = z.output<typeof VariantsQueryModel>;

/** Query of GET /api/products/{productKey}/addons. */
export const AddonsQueryModel = z
  .object({
    CartId: once(z.string().uuid('CartId is not a cart id.')),
    SelectedAddonsKeys: repeated.pipe(z.array(z.string().max(80, 'An add-on key is too long.')).max(50, 'Too many add-on keys.')).transform((keys) => keys.flatMap((key) => key.split(',')).map((key) => key.trim()).filter(Boolean)),
    ...deliveryParams,
  })
  .superRefine(oneDestination);
export type AddonsQuery = z.output<typeof AddonsQueryModel>;
