import { sql } from 'drizzle-orm';
import type { ProductDeliveryRule } from '../../../lib/domain/product-delivery';
import { bigint, bigserial, boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export interface StoredImage {
  url: string;
  altText: string;
}

/** A product's place in its life: see the `state` column. */
export type ProductState = 'draft' | 'onSale' | 'offSale' | 'archived';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Products of the catalogue; prices live on the variants, `minPriceCents` is the lowest of them. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull(),
    productPrefix: text('product_prefix').notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    additionalInformation: text('additional_information').notNull(),
    productType: text('product_type').notNull(),
    tag: text('tag'),
    rating: doublePrecision('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    thirdPartySource: text('third_party_source'),
    isHamper: boolean('is_hamper').notNull().default(false),
    featuredRank: integer('featured_rank').notNull(),
    minPriceCents: bigint('min_price_cents', { mode: 'number' }).notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    hoverImage: jsonb('hover_image').$type<StoredImage | null>(),
    /** Words a shopper may search by that are not in the name: flowers, colours, occasions, style. */
    searchKeywords: text('search_keywords').notNull().default(''),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_keywords, '') || ' ' || coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** draft (not on the site), onSale, offSale (its page says it is not available), archived (its address answers 410 Gone). */
    state: text('state').$type<ProductState>().notNull().default('onSale'),
    /** The add-ons the product offers, by key: null for every add-on, empty for none (docs/adr/0761). */
    addonsOffered: jsonb('addons_offered').$type<string[] | null>(),
    /** Where and when it can be delivered (docs/adr/0762): null for as every product is. */
    delivery: jsonb('delivery').$type<ProductDeliveryRule | null>(),
    /** On sale: in listings, search, carts and the sitemap. Derived from `state`, never written. */
    active: boolean('active')
      .notNull()
      .generatedAlwaysAs(sql`state = 'onSale'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the back office's product list finds by: the name, key and SKU, in lower case. */
    adminSearchText: text('admin_search_text').generatedAlwaysAs(sql`lower(name || ' ' || key || ' ' || sku)`),
  },
  (t) => [
    check('products_state_check', sql`${t.state} in ('draft', 'onSale', 'offSale', 'archived')`),
    unique('products_prefix_slug_unique').on(t.productPrefix, t.slug),
    // No index serves search, which answers from its in-memory index (docs/adr/0720); `search_document` stays, the reference that index is tested against.
    index('products_featured_idx').on(t.featuredRank),
    // The back office's list: found by trigrams, and each sort read in order from an index (docs/adr/0764).
    index('products_admin_search_trgm_idx').using('gin', sql`${t.adminSearchText} gin_trgm_ops`),
    index('products_admin_name_idx').on(sql`lower(${t.name})`, t.key),
    index('products_admin_price_idx').on(t.minPriceCents, t.key),
    index('products_admin_updated_idx').on(t.updatedAt, t.key),
  ],
);

/** Size variants (Petite, Standard, Premium, Deluxe) with their price and the florists' workroom guide. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    sku: text('sku').notNull().unique(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    workroomGuide: text('workroom_guide'),
  },
  (t) => [unique('product_variants_product_label_unique').on(t.productId, t.label)],
);

/**
 * A product's earlier addresses (docs/adr/0761): each answers 301 to the
 * product's address now; `slug` is never given to another product.
 */
export const productRedirects = pgTable(
  'product_redirects',
  {
    path: text('path').primaryKey(),
    slug: text('slug').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_redirects_slug_idx').on(t.slug), index('product_redirects_product_idx').on(t.productId)],
);

/** Facet values of a product (occasion, productType, flower, colour, price). */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.facet, t.value] }), index('product_facets_value_idx').on(t.facet, t.value)],
);

export const addonCategories = pgTable('addon_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Add-ons a shopper can put with a florist delivery (wine is limited to 2). */
export const addons = pgTable('addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  variantId: text('variant_id').notNull().unique(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => addonCategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  addonType: text('addon_type').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  imageUrl: text('image_url').notNull(),
  maxQuantity: integer('max_quantity').notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Distinct words of the catalogue, which misspelt searches are corrected to (read whole into the search index, docs/adr/0720). */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() });

/**
 * Every change the head office makes to a product in the back office: who,
 * when, and each field before and after. `id` counts up in the order the
 * changes were made (each is written under the product's row lock), which
 * the clock alone cannot tell for two changes in one millisecond.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The person's name as it was when they made the change. */
    changedBy: text('changed_by').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    fields: jsonb('fields').$type<{ field: string; label: string; before: string; after: string }[]>().notNull(),
  },
  (t) => [index('catalogue_changes_product_idx').on(t.productId, t.id)],
);

/** A size a price change moved: its price before and after, for the undo. */
export interface PriceChangeSize {
  productId: string;
  variantId: string;
  before: number;
  after: number;
}
/** A size an undo left as it was (changed again since), as the back office names it. */
export interface PriceChangeLeft {
  productKey: string;
  product: string;
  size: string;
  cents: number;
}

/**
 * Bulk and scheduled price changes (docs/adr/0757): the selection and rule
 * as asked, made at once or when `run_at` falls due (by the job queue; the
 * row's lock and status make it run once), and the sizes it moved, which an
 * undo puts back. `id` is the number the back office shows.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    status: text('status').$type<'scheduled' | 'applied' | 'undone' | 'cancelled'>().notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    rule: jsonb('rule').$type<{ kind: 'percent' | 'amount'; direction: 'up' | 'down'; value: number }>().notNull(),
    rounding: text('rounding').$type<'dollar' | 'ninetyFive'>().notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    sizes: jsonb('sizes').$type<PriceChangeSize[]>().notNull().default([]),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
    left: jsonb('left').$type<PriceChangeLeft[]>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [check('price_changes_status_check', sql`${t.status} in ('scheduled', 'applied', 'undone', 'cancelled')`), index('price_changes_due_idx').on(t.status, t.runAt)],
);
