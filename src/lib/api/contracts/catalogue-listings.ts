import { z } from 'zod';
import { facetDefinition, type FacetName } from '../../domain/products';
import { priceCents } from '../../domain/price-input';
import { CatalogueSiteStatusModel } from './catalogue';
import { once } from './query-params';

/**
 * The listings editor of the head office (Flowerline only; docs/adr/0760):
 * a listing page's address, title, intro, SEO words and which products it
 * shows. Products are chosen by the listing's address words (as every
 * listing did before it had a choice stored), by rules, or by hand in order.
 */
export const LISTING_SLUG_MAX = 100;
/** Lowercase words joined by single '-', in one or more '/'-separated parts ('wedding-flowers', 'occasions/wedding'). */
export const LISTING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const LISTING_TITLE_MAX = 120;
export const LISTING_INTRO_MAX = 1_000;
export const LISTING_SEO_TITLE_MAX = 70;
export const LISTING_SEO_DESCRIPTION_MAX = 300;
export const LISTING_MANUAL_MAX = 100;
export const LISTING_TAG_MAX = 40;
/** The most a price rule may be: $99,999.99. */
const PRICE_RULE_MAX_CENTS = 9_999_999;

/** The facets a rule may name (the price facet is the price range instead). */
export const LISTING_RULE_FACETS = ['occasion', 'productType', 'flower', 'colour'] as const satisfies readonly FacetName[];
export type ListingRuleFacet = (typeof LISTING_RULE_FACETS)[number];

const facetValues = (name: ListingRuleFacet) => {
  const definition = facetDefinition(name);
  const keys = definition.values.map((v) => v.key) as [string, ...string[]];
  return z
    .array(z.enum(keys, { error: `${definition.label} must be one of ${keys.join(', ')}.` }), { error: `${definition.label} must be a list.` })
    .max(keys.length)
    .transform((list) => [...new Set(list)])
    .default([]);
};

/** A price in dollars as typed, or nothing (empty): whole cents or null. */
const optionalPrice = (field: string) => {
  const price = priceCents(field, PRICE_RULE_MAX_CENTS);
  return z.unknown().transform((value, ctx): number | null => {
    if (value === '' || value === undefined || value === null) return null;
    const parsed = price.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${field} must be a number` });
    return z.NEVER;
  });
};

/** Rules: products with any of the chosen values of each facet, the tag, and a lowest price in the range (whole cents). */
export const ListingRulesModel = z
  .object({
    occasion: facetValues('occasion'),
    productType: facetValues('productType'),
    flower: facetValues('flower'),
    colour: facetValues('colour'),
    tag: z
      .string({ error: 'Tag must be text.' })
      .trim()
      .max(LISTING_TAG_MAX, `Tag must be at most ${LISTING_TAG_MAX} characters`)
      .nullish()
      .transform((tag) => tag || null),
    /** In dollars, as typed; empty for no limit. */
    minPrice: optionalPrice('Lowest price'),
    maxPrice: optionalPrice('Highest price'),
  })
  .superRefine((rules, ctx) => {
    if (rules.minPrice !== null && rules.maxPrice !== null && rules.minPrice > rules.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Highest price must be at least the lowest price' });
    }
  })
  .transform(({ minPrice, maxPrice, ...rules }) => ({ ...rules, minPriceCents: minPrice, maxPriceCents: maxPrice }));
export type ListingRules = z.output<typeof ListingRulesModel>;

/** Which products a listing shows. */
export const ListingSelectionModel = z.discriminatedUnion(
  'mode',
  [
    /** By its address words, as listings always were ('birthday-flowers' shows birthday flowers). */
    z.object({ mode: z.literal('address') }),
    z.object({ mode: z.literal('rules'), rules: ListingRulesModel }),
    z.object({
      mode: z.literal('manual'),
      productKeys: z
        .array(z.string({ error: 'A product must be named by its key.' }).min(1).max(100), { error: 'Products must be a list.' })
        .min(1, 'Choose at least one product')
        .max(LISTING_MANUAL_MAX, `A listing shows at most ${LISTING_MANUAL_MAX} products chosen by hand`)
        .refine((keys) => new Set(keys).size === keys.length, 'A product is in the list twice'),
    }),
  ],
  { error: 'products.mode must be address, rules or manual.' },
);
export type ListingSelection = z.output<typeof ListingSelectionModel>;
export type ListingSelectionInput = z.input<typeof ListingSelectionModel>;

const slugField = z
  .string({ error: 'Address must be text.' })
  .trim()
  .min(1, 'Address is required')
  .max(LISTING_SLUG_MAX, `Address must be at most ${LISTING_SLUG_MAX} characters`)
  .regex(LISTING_SLUG_PATTERN, "Address may hold lowercase letters, digits, single '-' between them and '/' between parts");
const titleField = z.string({ error: 'Title must be text.' }).trim().min(1, 'Title is required').max(LISTING_TITLE_MAX, `Title must be at most ${LISTING_TITLE_MAX} characters`);
const introField = z.string({ error: 'Intro must be text.' }).trim().max(LISTING_INTRO_MAX, `Intro must be at most ${LISTING_INTRO_MAX} characters`);
const seoTitleField = z.string({ error: 'Search title must be text.' }).trim().max(LISTING_SEO_TITLE_MAX, `Search title must be at most ${LISTING_SEO_TITLE_MAX} characters`);
const seoDescriptionField = z
  .string({ error: 'Search description must be text.' })
  .trim()
  .max(LISTING_SEO_DESCRIPTION_MAX, `Search description must be at most ${LISTING_SEO_DESCRIPTION_MAX} characters`);

/** POST /api/catalogue/listings: a new listing page, published at once. */
export const CatalogueListingInputModel = z.object({
  slug: slugField,
  title: titleField,
  intro: introField.default(''),
  seoTitle: seoTitleField.default(''),
  seoDescription: seoDescriptionField.default(''),
  products: ListingSelectionModel,
});
export type CatalogueListingInput = z.input<typeof CatalogueListingInputModel>;
export type CatalogueListingFields = z.output<typeof CatalogueListingInputModel>;

/** PATCH /api/catalogue/listings/{slug}: any of the fields; saved and published at once. */
export const CatalogueListingPatchModel = z
  .object({ slug: slugField, title: titleField, intro: introField, seoTitle: seoTitleField, seoDescription: seoDescriptionField, products: ListingSelectionModel })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type CatalogueListingPatch = z.input<typeof CatalogueListingPatchModel>;

/** POST /api/catalogue/listings/preview: how many products a choice shows now, and the first few. */
export const CatalogueListingPreviewInputModel = z.object({ slug: z.string().trim().max(LISTING_SLUG_MAX).default(''), products: ListingSelectionModel });
export const CatalogueListingPreviewModel = z.object({ count: z.int(), names: z.array(z.string()) });
export type CatalogueListingPreview = z.infer<typeof CatalogueListingPreviewModel>;

/** GET /api/catalogue/listings/taken?slug=&except=: whether another page has that address. */
export const CatalogueListingTakenQueryModel = z.object({
  slug: once(
    z
      .string()
      .trim()
      .max(LISTING_SLUG_MAX + 10, 'slug is too long.'),
  ).default(''),
  except: once(
    z
      .string()
      .trim()
      .max(LISTING_SLUG_MAX + 10, 'except is too long.'),
  ).default(''),
});
export const CatalogueListingTakenModel = z.object({ slug: z.string(), valid: z.boolean(), taken: z.boolean() });
export type CatalogueListingTaken = z.infer<typeof CatalogueListingTakenModel>;

/** A stored selection as answered: prices in dollars for the form. */
export const ListingSelectionViewModel = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('address') }),
  z.object({
    mode: z.literal('rules'),
    rules: z.object({
      occasion: z.array(z.string()),
      productType: z.array(z.string()),
      flower: z.array(z.string()),
      colour: z.array(z.string()),
      tag: z.string().nullable(),
      minPriceCents: z.int().nullable(),
      maxPriceCents: z.int().nullable(),
    }),
  }),
  z.object({ mode: z.literal('manual'), products: z.array(z.object({ key: z.string(), name: z.string(), onSale: z.boolean() })) }),
]);
export type ListingSelectionView = z.infer<typeof ListingSelectionViewModel>;

export const CatalogueListingRowModel = z.object({
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  productCount: z.int(),
  updatedAt: z.string(),
  site: CatalogueSiteStatusModel,
});
export type CatalogueListingRow = z.infer<typeof CatalogueListingRowModel>;
export const CatalogueListingListModel = z.object({ results: z.array(CatalogueListingRowModel) });
export type CatalogueListingList = z.infer<typeof CatalogueListingListModel>;

/** GET /api/catalogue/listings/{slug} (and the answer of a save). */
export const CatalogueListingModel = CatalogueListingRowModel.extend({
  intro: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  products: ListingSelectionViewModel,
});
export type CatalogueListing = z.infer<typeof CatalogueListingModel>;
