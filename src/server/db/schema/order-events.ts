import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The audit log of an order's admin actions (spec 001 section 4.6,
 * docs/adr/0510): who did what and when, with what changed. Queries are
 * the order's cases (`action` create-query, open until resolved); custom
 * notes are its messages to the florist.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of ORDER_ACTIONS (src/lib/domain/order-actions.ts). */
    action: text('action').notNull(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    actorStoreKey: text('actor_store_key'),
    /** A query's subject. */
    subject: text('subject'),
    /** A note's, query's or reason's text. */
    text: text('text'),
    /** What changed: before and after values, amounts, the store. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A query's resolution. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq), index('order_events_action_idx').on(t.action, t.orderId)],
);
