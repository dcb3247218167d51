import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value facts about the database itself (seed version and the like). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
