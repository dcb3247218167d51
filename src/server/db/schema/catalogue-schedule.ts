import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * A product's scheduled going on sale or off sale (docs/adr/0762): the job
 * queue makes it at `runAt`, once, through the catalogue's one writer.
 * `done` when made, `cancelled` when cancelled or overtaken by a change of
 * availability made on the product's page, `skipped` when the product's
 * availability no longer allowed it when it fell due.
 */
export const productSchedules = pgTable(
  'product_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What it does: put the product on sale, or take it off sale. */
    action: text('action').$type<'onSale' | 'offSale'>().notNull(),
    status: text('status').$type<'scheduled' | 'done' | 'cancelled' | 'skipped'>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [
    check('product_schedules_action_check', sql`${t.action} in ('onSale', 'offSale')`),
    check('product_schedules_status_check', sql`${t.status} in ('scheduled', 'done', 'cancelled', 'skipped')`),
    index('product_schedules_due_idx').on(t.status, t.runAt),
    index('product_schedules_product_idx').on(t.productId),
  ],
);
