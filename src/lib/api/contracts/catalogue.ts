import { z } from 'zod';
import { priceCents } from '../../domain/price-input';
import { PRODUCT_KEY_MAX, PRODUCT_KEY_PATTERN, PRODUCT_SLUG_MAX, PRODUCT_SLUG_PATTERN, SIZE_KEY_MAX } from '../../domain/product-naming';
import { CatalogueDeliveryModel, CatalogueDeliveryViewModel, CatalogueScheduledModel } from './catalogue-delivery';
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

/** GET /api/catalogue/pictures: the media library's images, found by file name or alt text. */
export const CataloguePicturesQueryModel = z.object({
  search: once(z.string().trim().max(100, 'search must be at most 100 characters.')).default(''),
});

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
  /** Its next scheduled going on or off sale, if any (docs/adr/0762). */
  scheduled: CatalogueScheduledModel.nullable().optional(),
});
export type CatalogueRow = z.infer<typeof CatalogueRowModel>;
export const CatalogueListModel = z.object({ results: z.array(CatalogueRowModel), total: z.int() });
export type CatalogueList = z.infer<typeof CatalogueListModel>;

/** One field of a change, before and after, as the product's history shows it. */
export const CatalogueFieldChangeModel = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export const CatalogueChangeModel = z.object({ at: z.string(), by: z.string(), fields: z.array(CatalogueFieldChangeModel) });
export type CatalogueChange = z.infer<typeof CatalogueChangeModel>;

/** The most pictures a product shows. */
export const CATALOGUE_PICTURES_MAX = 8;
export const CATALOGUE_ALT_MAX = 200;

/** A product's picture: its address (from the media library) and what it shows; `alt` is empty only for a decorative one. */
export const CataloguePictureModel = z.object({ src: z.string(), alt: z.string() });
export type CataloguePicture = z.infer<typeof CataloguePictureModel>;

/** Whether the product's last change is on the live site: being published, live (since when), or held back by a failed render. */
export const CatalogueSiteStatusModel = z.object({ status: z.enum(['publishing', 'live', 'failed']), at: z.string().nullable(), error: z.string().optional() });
export type CatalogueSiteStatus = z.infer<typeof CatalogueSiteStatusModel>;

export const CATALOGUE_GUIDE_MAX = 20_000;
export const CATALOGUE_TAG_MAX = 40;
/** The facets a product's form edits (the price facet follows the prices). */
export const EDITED_FACETS = ['occasion', 'productType', 'flower', 'colour'] as const;
export type EditedFacet = (typeof EDITED_FACETS)[number];
export const CATALOGUE_ADDON_OFFERS = ['all', 'chosen', 'none'] as const;
export const CatalogueAddonsOfferedModel = z.object({
  offer: z.enum(CATALOGUE_ADDON_OFFERS, { error: 'offer must be all, chosen or none.' }),
  /** The add-ons' keys when `chosen`. */
  keys: z
    .array(z.string({ error: 'An add-on must be text.' }).max(100, 'There is no such add-on.'), { error: 'keys must be a list.' })
    .max(100, 'At most 100 add-ons.')
    .default([]),
});
export type CatalogueAddonsOffered = z.output<typeof CatalogueAddonsOfferedModel>;

/** The form's other groups (docs/adr/0761): facets as the shop words them, tag, add-ons offered, and the listings that show it. */
const CatalogueFormFieldsModel = z.object({
  slug: z.string(),
  /** A draft's key may change; a product that was ever on the site keeps it. */
  keyEditable: z.boolean(),
  facets: z.record(z.string(), z.array(z.string())),
  tag: z.string().nullable(),
  addons: CatalogueAddonsOfferedModel,
  appearsIn: z.array(z.object({ slug: z.string(), title: z.string() })),
  choices: z.object({ tags: z.array(z.string()), addons: z.array(z.object({ key: z.string(), name: z.string() })) }),
});

export const CatalogueProductModel = z.object({
  key: z.string(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  state: CatalogueStateModel,
  description: z.string(),
  variants: z.array(z.object({ key: z.string(), name: z.string(), price: PriceModel, guide: z.string() })),
  /** In the order the product page shows them: the first is the listing's and search's. */
  pictures: z.array(CataloguePictureModel),
  ...CatalogueFormFieldsModel.shape,
  /** Where and when it can be delivered, and its scheduled going on or off sale (docs/adr/0762). */
  delivery: CatalogueDeliveryViewModel,
  scheduled: z.array(CatalogueScheduledModel),
  updatedAt: z.string(),
  site: CatalogueSiteStatusModel,
  /** Newest first. */
  changes: z.array(CatalogueChangeModel),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductModel>;

const sizeNameField = z.string({ error: 'Size name must be text.' }).trim().min(1, 'Size name is required').max(40, 'Size name must be at most 40 characters');
const slugField = z
  .string({ error: 'Address must be text.' })
  .trim()
  .min(1, 'Address is required')
  .max(PRODUCT_SLUG_MAX, `Address must be at most ${PRODUCT_SLUG_MAX} characters`)
  .regex(PRODUCT_SLUG_PATTERN, "Address may hold lowercase letters, digits and single '-' between them");

/** PATCH /api/catalogue/products/{key}: any of these; sizes are named by key, prices in dollars (at most 2 decimals). */
export const CataloguePatchModel = z.object({
  name: z.string({ error: 'Name must be text.' }).trim().min(1, 'Name is required').max(CATALOGUE_NAME_MAX, `Name must be at most ${CATALOGUE_NAME_MAX} characters`).optional(),
  description: z.string({ error: 'Description must be text.' }).max(CATALOGUE_DESCRIPTION_MAX, `Description must be at most ${CATALOGUE_DESCRIPTION_MAX} characters`).optional(),
  state: CatalogueStateModel.optional(),
  variants: z
    .array(
      z.object({
        key: z.string({ error: 'key must be text.' }).min(1).max(100),
        price: priceCents('Price', CATALOGUE_PRICE_MAX_CENTS).optional(),
        name: sizeNameField.optional(),
        /** The florist's guide: rich text, sanitised as the studio's is; empty for none. */
        guide: z.string({ error: "The florist's guide must be text." }).max(CATALOGUE_GUIDE_MAX, `The florist's guide must be at most ${CATALOGUE_GUIDE_MAX} characters`).optional(),
      }),
      { error: 'variants must be a list.' },
    )
    .min(1, 'Give at least one size.')
    .max(20, 'At most 20 sizes.')
    .optional(),
  /** The address's last part; a product that was ever on the site keeps answering at its old address (301). */
  slug: slugField.optional(),
  /** Only a draft that was never on the site may change its key. */
  key: z.lazy(() => keyField('Key', PRODUCT_KEY_MAX)).optional(),
  /** Each edited facet's values, as a whole (the price facet follows the prices). */
  facets: z
    .object(
      Object.fromEntries(
        EDITED_FACETS.map((name) => [
          name,
          z
            .array(z.string({ error: 'A value must be text.' }).max(60, 'There is no such value.'), { error: `${name} must be a list.` })
            .max(30, 'Too many values.')
            .optional(),
        ]),
      ) as Record<EditedFacet, z.ZodOptional<z.ZodArray<z.ZodString>>>,
      { error: 'facets must be an object.' },
    )
    .optional(),
  /** One of the tags in use (Limited Edition…), or null for none. */
  tag: z.string({ error: 'Tag must be text.' }).trim().max(CATALOGUE_TAG_MAX, `Tag must be at most ${CATALOGUE_TAG_MAX} characters`).nullable().optional(),
  addons: CatalogueAddonsOfferedModel.optional(),
  /** Where and when it can be delivered, as a whole (docs/adr/0762). */
  delivery: CatalogueDeliveryModel.optional(),
  /** The pictures in order, each from the media library (or one the product has); alt text is required unless `decorative`. */
  pictures: z
    .array(
      z.object({
        src: z.string({ error: 'src must be text.' }).min(1, 'Choose a picture.').max(300, 'src must be at most 300 characters.'),
        alt: z.string({ error: 'Alt text must be text.' }).trim().max(CATALOGUE_ALT_MAX, `Alt text must be at most ${CATALOGUE_ALT_MAX} characters`).default(''),
        decorative: z.boolean({ error: 'decorative must be true or false.' }).default(false),
      }),
      { error: 'pictures must be a list.' },
    )
    .min(1, 'A product needs at least one picture.')
    .max(CATALOGUE_PICTURES_MAX, `At most ${CATALOGUE_PICTURES_MAX} pictures.`)
    .optional(),
});
export type CataloguePatch = z.output<typeof CataloguePatchModel>;

const keyField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(PRODUCT_KEY_PATTERN, `${label} may hold letters, digits and '-' only`);

/** A new product's state: a draft (not on the site) or on sale at once. */
export const CatalogueNewStateModel = z.enum(['draft', 'onSale'], { error: 'state must be draft or onSale.' });

/**
 * POST /api/catalogue/products: a new product. `slug` is made from the name
 * when not given; `listings` are the listing pages' slugs it appears in;
 * sizes' prices in dollars (at most 2 decimals). Keys and the slug must be
 * free (409 `/problems/catalogue/taken` naming the field).
 */
export const CatalogueNewProductModel = z.object({
  name: z.string({ error: 'Name must be text.' }).trim().min(1, 'Name is required').max(CATALOGUE_NAME_MAX, `Name must be at most ${CATALOGUE_NAME_MAX} characters`),
  key: keyField('Key', PRODUCT_KEY_MAX),
  slug: z
    .string({ error: 'Address must be text.' })
    .trim()
    .max(PRODUCT_SLUG_MAX, `Address must be at most ${PRODUCT_SLUG_MAX} characters`)
    .refine((slug) => slug === '' || PRODUCT_SLUG_PATTERN.test(slug), "Address may hold lowercase letters, digits and single '-' between them")
    .optional(),
  description: z.string({ error: 'Description must be text.' }).max(CATALOGUE_DESCRIPTION_MAX, `Description must be at most ${CATALOGUE_DESCRIPTION_MAX} characters`).default(''),
  listings: z
    .array(z.string({ error: 'A listing must be text.' }).max(100, 'There is no such listing.'), { error: 'listings must be a list.' })
    .min(1, 'Choose at least one listing')
    .max(20, 'At most 20 listings'),
  variants: z
    .array(
      z.object({
        key: keyField('Size key', SIZE_KEY_MAX),
        name: z.string({ error: 'Size name must be text.' }).trim().min(1, 'Size name is required').max(40, 'Size name must be at most 40 characters'),
        price: priceCents('Price', CATALOGUE_PRICE_MAX_CENTS),
      }),
      { error: 'variants must be a list.' },
    )
    .min(1, 'Give at least one size.')
    .max(20, 'At most 20 sizes.'),
  state: CatalogueNewStateModel,
});
export type CatalogueNewProduct = z.output<typeof CatalogueNewProductModel>;

/** GET /api/catalogue/taken?key=&slug=: whether a key or an address is already a product's (each answered only when asked). */
export const CatalogueTakenQueryModel = z.object({
  key: once(z.string().trim().max(100, 'key must be at most 100 characters.')).optional(),
  slug: once(z.string().trim().max(100, 'slug must be at most 100 characters.')).optional(),
  /** The key of the product asking (its page): its own key and addresses are not taken. */
  product: once(z.string().trim().max(100, 'product must be at most 100 characters.')).optional(),
});
export const CatalogueTakenModel = z.object({
  key: z.object({ value: z.string(), taken: z.boolean() }).optional(),
  slug: z.object({ value: z.string(), taken: z.boolean() }).optional(),
});
export type CatalogueTaken = z.infer<typeof CatalogueTakenModel>;
