import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { carts } from './carts';
import { orders } from './orders';

/**
 * Card payment sessions, in the provider's terms (a Stripe Checkout Session,
 * or the embedded sandbox that speaks the same format). The checkout's
 * details (sender, recipient, amounts) are frozen here when the session is
 * made, so the order is made from what was paid for. A cart has at most one
 * open session (`carts.payment_session_id`); docs/adr/0714.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** The provider's session id (cs_...). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    /** open, then paid, failed or expired. */
    status: text('status').notNull().default('open'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** Where the shopper pays: the provider's hosted page. */
    url: text('url').notNull().default(''),
    /** A hash of the checkout's details (sender, recipient, instructions): an unchanged checkout gets the same session back. */
    fingerprint: text('fingerprint').notNull().default(''),
    /** The promo codes whose use this session holds until it is paid (the use is the order's) or ends unpaid (released). */
    promoCodeIds: jsonb('promo_code_ids').$type<string[]>().notNull().default([]),
    /** The checkout body and the priced cart at the time the session was made. */
    checkout: jsonb('checkout').notNull(),
    /** Why it failed, or why it was closed before it was paid. */
    failureReason: text('failure_reason'),
    /** The provider's payment (a PaymentIntent), once paid: what a refund is made against. */
    paymentIntentId: text('payment_intent_id'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shop closed it (expired, failed, replaced); when the provider was told so too. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    providerClosedAt: timestamp('provider_closed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_sessions_cart_idx').on(t.cartId),
    index('payment_sessions_open_idx')
      .on(t.expiresAt)
      .where(sql`status = 'open'`),
    index('payment_sessions_provider_open_idx')
      .on(t.closedAt)
      .where(sql`status in ('expired', 'failed') and provider_closed_at is null`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back through the provider. A payment that cannot become its
 * order (the cart was ordered by another payment, the session had been
 * closed, the amount differs) is refunded at once, one refund per session;
 * an order's refund is requested by Flowerline and made once approved.
 * The provider is called with the refund's id as its idempotency key.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').references(() => paymentSessions.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** cart-ordered, session-closed, amount-mismatch (a payment that made no order), or order (requested on an order). */
    cause: text('cause').notNull(),
    reason: text('reason').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** requested (waiting for approval), pending (to be sent to the provider), refunded, failed. */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    requestedBy: uuid('requested_by'),
    approvedBy: uuid('approved_by'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    // A payment that made no order is refunded once.
    uniqueIndex('payment_refunds_session_unique')
      .on(t.sessionId)
      .where(sql`cause <> 'order'`),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * What reconciliation found wrong with a paid session (no order and no
 * refund, or more than one), for Flowerline to look into; one open case a
 * session.
 */
export const paymentCases = pgTable(
  'payment_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => paymentSessions.id),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_cases_open_unique')
      .on(t.sessionId, t.kind)
      .where(sql`resolved_at is null`),
  ],
);
