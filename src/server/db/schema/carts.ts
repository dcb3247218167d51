import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { calendarDay } from './calendar-day';
import { addons, products, productVariants } from './catalog';
import { countries, suburbs } from './delivery';

/** A card message, its length tier, and the ticked "I don't need a card message" (docs/adr/0500). */
const cardMessageColumns = () => ({
  cardMessage: text('card_message'),
  cardMessageTier: text('card_message_tier'),
  noCardMessage: boolean('no_card_message').notNull().default(false),
});

/** Carts; a guest cart belongs to the holder of its anonymous id (an HttpOnly cookie). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonymousId: text('anonymous_id').notNull(),
    customerId: text('customer_id'),
    /** Active, then Ordered once its order exists (the shopper then gets a new Active cart); Saved while kept for later. */
    state: text('state').notNull().default('Active'),
    /** The cart note (Flowerline and florists); null when none. */
    note: text('note'),
    /** The order made from this cart, once Ordered. */
    orderId: uuid('order_id'),
    /**
     * The one payment session that may pay for the cart as it stands (see
     * src/server/payments/retire.ts): set when a checkout opens it, cleared
     * when anything changes or retires the cart, or the session ends.
     */
    paymentSessionId: text('payment_session_id'),
    /** When it was saved for later, the sender typed by then and its total at that time (the saved orders list shows them). */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    savedSender: jsonb('saved_sender').$type<{ firstName: string; lastName: string; email: string; mobile: string }>(),
    savedTotalCents: bigint('saved_total_cents', { mode: 'number' }),
    currencyCode: text('currency_code').notNull().default('AUD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_anonymous_idx').on(t.anonymousId),
    index('carts_saved_idx')
      .on(t.customerId, t.savedAt)
      .where(sql`state = 'Saved'`),
  ],
);

export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    deliveryDate: calendarDay('delivery_date').notNull(),
    suburbId: text('suburb_id').references(() => suburbs.id),
    countryCode: text('country_code').references(() => countries.isoCode),
    ...cardMessageColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_line_items_cart_idx').on(t.cartId)],
);

export const cartLineItemAddons = pgTable(
  'cart_line_item_addons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => cartLineItems.id, { onDelete: 'cascade' }),
    addonId: uuid('addon_id')
      .notNull()
      .references(() => addons.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [unique('cart_line_item_addons_unique').on(t.lineItemId, t.addonId)],
);

/** Flowerline's adjustments on a line (a custom item: title, description, price). */
export const cartLineAdjustments = pgTable(
  'cart_line_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => cartLineItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_line_adjustments_line_idx').on(t.lineItemId)],
);

/**
 * Custom products (Flowerline and florists): a line with its own title,
 * description and price, delivered like a product line.
 */
export const cartCustomLineItems = pgTable(
  'cart_custom_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    deliveryDate: calendarDay('delivery_date').notNull(),
    suburbId: text('suburb_id').references(() => suburbs.id),
    countryCode: text('country_code').references(() => countries.isoCode),
    ...cardMessageColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_custom_line_items_cart_idx').on(t.cartId)],
);

/**
 * Promo codes (docs/adr/0500): a percentage or an amount off, optionally
 * limited to a product category and a minimum spend, valid between two
 * Melbourne days, and capped in uses. `code` is stored normalised (upper case).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    /** 'percentage' or 'amount'. */
    discountKind: text('discount_kind').notNull(),
    percent: integer('percent'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    minimumSpendCents: bigint('minimum_spend_cents', { mode: 'number' }),
    /** A product category key; every product when null. */
    category: text('category'),
    validFrom: calendarDay('valid_from'),
    validUntil: calendarDay('valid_until'),
    isActive: boolean('is_active').notNull().default(true),
    maxApplications: integer('max_applications'),
    /** Uses taken: orders placed with the code, and payment sessions open with it (each reserves one use until it ends unpaid). */
    applications: integer('applications').notNull().default(0),
    /** How many times one customer may use it (docs/adr/0763); unlimited when null. */
    maxApplicationsPerCustomer: integer('max_applications_per_customer'),
    /** What it applies to besides `category`: listing pages' slugs or product keys; everything when null. */
    appliesTo: jsonb('applies_to').$type<PromoCodeTarget | null>(),
    /** Whether it may share a cart with another code that combines. */
    combinable: boolean('combinable').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The batch of single-use codes it was generated in (promo_code_batches, docs/adr/0765); null for a code made by hand. */
    batchId: uuid('batch_id'),
  },
  (t) => [index('promo_codes_batch_idx').on(t.batchId)],
);

/** What a promo code applies to: the products of listing pages (by slug), or products by key. */
export type PromoCodeTarget = { listings: string[] } | { products: string[] };

/** The promo codes applied to a cart, in the order applied. */
export const cartPromoCodes = pgTable(
  'cart_promo_codes',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.promoCodeId] })],
);
