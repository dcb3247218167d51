import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendarDay } from './calendar-day';
import { carts } from './carts';

/**
 * Orders, made from a cart at checkout: once its payment is confirmed by the
 * provider's verified webhook, or at once when paid on account. One cart
 * makes at most one order (`cart_id` is unique), whatever races.
 *
 * The order keeps everything as it was sold (names, prices, messages), so
 * later catalogue changes never rewrite it. The workflow and allocation
 * columns are for the florist network (allocation, store responses).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** What people quote: "WB" and a number (see `orderNumberOf`). */
    orderNumber: text('order_number').notNull().unique(),
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    /** The payment session that paid for it; null when placed on account. */
    paymentSessionId: text('payment_session_id').unique(),
    /** Who may see it: the signed-in customer, or the browser that paid (its cart's anonymous id). */
    customerId: text('customer_id'),
    anonymousId: text('anonymous_id').notNull(),
    /** The derived role that placed it (guest, customer, flowerline, florist, floristowner). */
    placedByRole: text('placed_by_role').notNull(),
    /** The placing florist's store, when a florist placed it. */
    placedByStoreKey: text('placed_by_store_key'),
    sender: jsonb('sender').$type<OrderSender>().notNull(),
    recipient: jsonb('recipient').$type<OrderRecipient>().notNull(),
    deliveryInstructions: text('delivery_instructions'),
    deliveryDate: calendarDay('delivery_date').notNull(),
    suburbId: text('suburb_id'),
    countryCode: text('country_code'),
    thirdPartySource: text('third_party_source'),
    note: text('note'),
    currencyCode: text('currency_code').notNull().default('AUD'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    deliveryCents: bigint('delivery_cents', { mode: 'number' }).notNull(),
    networkFeeCents: bigint('network_fee_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    promoCodes: jsonb('promo_codes').$type<{ code: string; discountCents: number }[]>().notNull(),
    /** 'card' or 'account'. */
    paymentMethod: text('payment_method').notNull(),
    /** Paid, Balance Due, Failed, Refunded. */
    paymentStatus: text('payment_status').notNull(),
    /** Open, then Complete or Cancelled. */
    status: text('status').notNull().default('Open'),
    /** The florist network's workflow (Ready For Allocation, Awaiting Store Response ...); null until allocation starts. */
    workflowStatus: text('workflow_status'),
    allocatedStoreKey: text('allocated_store_key'),
    allocationExpiresAt: timestamp('allocation_expires_at', { withTimezone: true }),
    /** When the florist delivered it; the workflow goes to Completed once the delivery day is over. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the order lists' search matches: the number, the recipient's and sender's names and the sender's email, in lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(order_number || ' ' || coalesce(recipient->>'firstName', '') || ' ' || coalesce(recipient->>'lastName', '') || ' ' || coalesce(sender->>'firstName', '') || ' ' || coalesce(sender->>'lastName', '') || ' ' || coalesce(sender->>'email', ''))`,
    ),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.deliveryDate),
    index('orders_anonymous_idx').on(t.anonymousId),
    index('orders_workflow_idx').on(t.workflowStatus, t.allocationExpiresAt),
    index('orders_status_idx').on(t.status),
    index('orders_allocated_store_idx').on(t.allocatedStoreKey, t.deliveryDate),
    index('orders_placed_by_store_idx').on(t.placedByStoreKey, t.deliveryDate),
    // The order lists' sorts (src/server/orders/lists.ts), each ending on seq as the lists do, and their search.
    index('orders_seq_idx').on(t.seq),
    index('orders_created_idx').on(t.createdAt, t.seq),
    index('orders_delivery_sort_idx').on(t.deliveryDate, t.createdAt, t.seq),
    index('orders_total_sort_idx').on(t.totalCents, t.seq),
    index('orders_status_sort_idx').on(
      sql`(case status when 'Open' then 0 when 'Confirmed' then 1 when 'Complete' then 2 when 'Cancelled' then 3 else 4 end)`,
      sql`(case workflow_status when 'Completed' then 2 when 'Manual Intervention' then 3 when 'Accepted Order' then 4 when 'Awaiting Store Response' then 5 when 'Ready For Allocation' then 8 else 9 end)`,
      t.seq,
    ),
    index('orders_name_sort_idx').on(sql`lower(sender->>'lastName')`, sql`lower(sender->>'firstName')`, t.seq),
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export interface OrderSender {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface OrderRecipient {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  street2: string | null;
  /** From the cart's delivery suburb (or overseas country), never from the client. */
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string;
  phone: string;
}

export interface OrderLineAddon {
  addonId: string;
  key: string;
  name: string;
  addonType: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderLineAdjustment {
  title: string;
  description: string;
  priceCents: number;
}

/** The order's lines: product lines with their add-ons and adjustments, and custom products. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'product' or 'custom'. */
    kind: text('kind').notNull(),
    productId: uuid('product_id'),
    productKey: text('product_key'),
    variantKey: text('variant_key'),
    sku: text('sku'),
    name: text('name').notNull(),
    description: text('description'),
    variantLabel: text('variant_label'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    /** The line with its add-ons and adjustments. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    cardMessage: text('card_message'),
    noCardMessage: boolean('no_card_message').notNull().default(false),
    deliveryDate: calendarDay('delivery_date').notNull(),
    suburbId: text('suburb_id'),
    countryCode: text('country_code'),
    addons: jsonb('addons').$type<OrderLineAddon[]>().notNull(),
    adjustments: jsonb('adjustments').$type<OrderLineAdjustment[]>().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
