import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendarDay } from './calendar-day';
import { promoCodes, type PromoCodeTarget } from './carts';

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

/**
 * A batch of single-use promo codes generated together for a partner or a
 * newsletter (docs/adr/0765): the codes are rows of `promo_codes` sharing
 * one set of terms, each with a use limit of 1 and `batch_id` set.
 */
export const promoCodeBatches = pgTable('promo_code_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  prefix: text('prefix').notNull(),
  size: integer('size').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: text('created_by').notNull(),
  createdByUserId: uuid('created_by_user_id'),
  /** Whether the batch is switched on; switching it off or on sets every one of its codes' `is_active` in the same transaction (docs/adr/0780). */
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change the head office made to a batch of codes (docs/adr/0780): who, when, each field before and after in the shop's words. */
export const promoCodeBatchChanges = pgTable(
  'promo_code_batch_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => promoCodeBatches.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    fields: jsonb('fields').$type<{ field: string; label: string; before: string; after: string }[]>().notNull(),
  },
  (t) => [index('promo_code_batch_changes_idx').on(t.batchId, t.id)],
);

/**
 * Promotions that apply without a code (docs/adr/0765): a percentage or an
 * amount off the lines of chosen listings or products, or off the whole
 * order, between two Melbourne days, with an optional minimum spend on
 * those lines.
 */
export const automaticPromotions = pgTable('automatic_promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** 'percentage' or 'amount'. */
  discountKind: text('discount_kind').notNull(),
  percent: integer('percent'),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  minimumSpendCents: bigint('minimum_spend_cents', { mode: 'number' }),
  validFrom: calendarDay('valid_from'),
  validUntil: calendarDay('valid_until'),
  /** Listing pages' slugs or product keys; the whole order when null (docs/adr/0780). */
  appliesTo: jsonb('applies_to').$type<PromoCodeTarget | null>(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change the head office made to an automatic promotion: who, when, each field before and after in the shop's words. */
export const automaticPromotionChanges = pgTable(
  'automatic_promotion_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => automaticPromotions.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    fields: jsonb('fields').$type<{ field: string; label: string; before: string; after: string }[]>().notNull(),
  },
  (t) => [index('automatic_promotion_changes_idx').on(t.promotionId, t.id)],
);
