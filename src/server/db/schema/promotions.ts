import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { promoCodes } from './carts';

/**
 * Every change the head office made to a promo code (docs/adr/0763): who
 * (their name then, and their user), when, and each field before and after
 * in the shop's words. The id orders changes made in one millisecond.
 */
export const promoCodeChanges = pgTable(
  'promo_code_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    fields: jsonb('fields').$type<{ field: string; label: string; before: string; after: string }[]>().notNull(),
  },
  (t) => [index('promo_code_changes_code_idx').on(t.promoCodeId, t.id)],
);
