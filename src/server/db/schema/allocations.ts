import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The allocation history of an order (spec 001 section 3): each offer to a
 * store (or partner), in turn, and how it ended. `attempt` counts offers from
 * 1; an order has at most one open offer (no `outcome`) at a time.
 */
export const orderAllocations = pgTable(
  'order_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The store offered the order, or the partner's code for overseas and third-party orders. */
    allocatedStoreKey: text('allocated_store_key').notNull(),
    /** auto (chosen by the network), manual (chosen by Flowerline), partner. */
    method: text('method').notNull(),
    /** The Flowerline user who allocated it by hand. */
    allocatedBy: text('allocated_by'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** null while open; accepted, rejected, expired or withdrawn. */
    outcome: text('outcome'),
    /** The rejection reason code (spec 001 section 8). */
    reasonCode: integer('reason_code'),
    respondedBy: text('responded_by'),
  },
  (t) => [
    uniqueIndex('order_allocations_attempt_idx').on(t.orderId, t.attempt),
    index('order_allocations_store_idx').on(t.allocatedStoreKey, t.offeredAt),
    index('order_allocations_open_idx')
      .on(t.expiresAt)
      .where(sql`outcome is null`),
  ],
);
