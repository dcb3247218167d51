import { z } from 'zod';
import { priceCents } from '../../domain/price-input';
import { PriceModel } from './common';
import { once } from './query-params';

/**
 * The head office's catalogue (Flowerline only): the product list with its
 * search, and a product's editable fields with the record of every change.
 * A product is a draft (not on the site), on sale (in its listings, search
 * and carts), off sale (its page stays, saying it is not available) or
 * archived (its address answers 410 Gone; out of the sitemap).
 */
export const CATALOGUE_STATES = ['draft', 'onSale', 'offSale', 'archived'] as const;
export const CatalogueStateModel = z.enum(CATALOGUE_STATES, { error: 'state must be draft, onSale, offSale or archived.' });
export type CatalogueState = z.infer<typeof CatalogueStateModel>;

export const CATALOGUE_SORTS = ['name', 'price', 'updated'] as const;
/** The most a back-office price may be: $99,999.99. */
export const CATALOGUE_PRICE_MAX_CENTS = 9_999_999;
export const CATALOGUE_NAME_MAX = 120;
export const CATALOGUE_DESCRIPTION_MAX = 5_000;

/** GET /api/catalogue/products: `text` finds a name, key or SKU; paged, sorted. */
export const CatalogueListQueryModel = z.object({
  text: once(z.string().trim().max(100, 'text must be at most 100 characters.')).default(''),
  state: once(CatalogueStateModel),
  sort: once(z.enum(CATALOGUE_SORTS, { error: 'sort must be name, price or updated.' })).default('name'),
  sortDir: once(z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc.' })).default('asc'),
  offset: once(z.coerce.number({ error: 'offset must be a number.' }).int('offset must be a whole number.').min(0, 'offset must not be negative.').max(100_000, 'offset is too large.')).default(0),
  limit: once(z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(100, 'limit must be at most 100.')).default(20),
});
export type CatalogueListQuery = z.output<typeof CatalogueListQueryModel>;

export const CatalogueRowModel = z.object({
  key: z.string(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  state: CatalogueStateModel,
  /** The lowest size's price. */
  priceFrom: PriceModel,
  sizes: z.int(),
  updatedAt: z.string(),
});
export type CatalogueRow = z.infer<typeof CatalogueRowModel>;
export const CatalogueListModel = z.object({ results: z.array(CatalogueRowModel), total: z.int() });
export type CatalogueList = z.infer<typeof CatalogueListModel>;

/** One field of a change, before and after, as the product's history shows it. */
export const CatalogueFieldChangeModel = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export const CatalogueChangeModel = z.object({ at: z.string(), by: z.string(), fields: z.array(CatalogueFieldChangeModel) });
export type CatalogueChange = z.infer<typeof CatalogueChangeModel>;

export const CatalogueProductModel = z.object({
  key: z.string(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  state: CatalogueStateModel,
  description: z.string(),
  variants: z.array(z.object({ key: z.string(), name: z.string(), price: PriceModel })),
  updatedAt: z.string(),
  /** Newest first. */
  changes: z.array(CatalogueChangeModel),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductModel>;

/** PATCH /api/catalogue/products/{key}: any of these; sizes are named by key, prices in dollars (at most 2 decimals). */
export const CataloguePatchModel = z.object({
  name: z.string({ error: 'Name must be text.' }).trim().min(1, 'Name is required').max(CATALOGUE_NAME_MAX, `Name must be at most ${CATALOGUE_NAME_MAX} characters`).optional(),
  description: z.string({ error: 'Description must be text.' }).max(CATALOGUE_DESCRIPTION_MAX, `Description must be at most ${CATALOGUE_DESCRIPTION_MAX} characters`).optional(),
  state: CatalogueStateModel.optional(),
  variants: z
    .array(z.object({ key: z.string({ error: 'key must be text.' }).min(1).max(100), price: priceCents('Price', CATALOGUE_PRICE_MAX_CENTS) }), { error: 'variants must be a list.' })
    .min(1, 'Give at least one size.')
    .max(20, 'At most 20 sizes.')
    .optional(),
});
export type CataloguePatch = z.output<typeof CataloguePatchModel>;
