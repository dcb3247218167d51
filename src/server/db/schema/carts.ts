import { bigserial, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { addons, products, productVariants } from './catalog';
import { countries, suburbs } from './delivery';

/** Carts; a guest cart belongs to the holder of its anonymous id (an HttpOnly cookie). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonymousId: text('anonymous_id').notNull(),
    customerId: text('customer_id'),
    state: text('state').notNull().default('Active'),
    currencyCode: text('currency_code').notNull().default('AUD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_anonymous_idx').on(t.anonymousId)],
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
    unitPriceCents: integer('unit_price_cents').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    suburbId: text('suburb_id').references(() => suburbs.id),
    countryCode: text('country_code').references(() => countries.isoCode),
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
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [unique('cart_line_item_addons_unique').on(t.lineItemId, t.addonId)],
);
