import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './delivery';

type FieldChange = { field: string; label: string; before: string; after: string };

/** Each change Flowerline makes to a store (who, when, each field before and after in the shop's words). */
export const storeChanges = pgTable(
  'store_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    fields: jsonb('fields').$type<FieldChange[]>().notNull(),
  },
  (t) => [index('store_changes_store_idx').on(t.storeId, t.id)],
);

/**
 * The network's allocation rules as Flowerline set them (one row, key
 * `network`); without a row the defaults apply. Read inside each
 * allocation transaction (docs/adr/0768).
 */
export const allocationSettings = pgTable('allocation_settings', {
  key: text('key').primaryKey(),
  responseMinutes: integer('response_minutes').notNull(),
  maxOffers: integer('max_offers').notNull(),
  /** `least-recent` (among equally near stores, the one offered least recently) or `off` (nearest, then by store key). */
  rotation: text('rotation').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Each change of the allocation rules (who, when, before and after). */
export const allocationSettingChanges = pgTable('allocation_setting_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  changedBy: text('changed_by').notNull(),
  changedByUserId: uuid('changed_by_user_id'),
  fields: jsonb('fields').$type<FieldChange[]>().notNull(),
});
