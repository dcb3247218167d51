import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Emails to people (registration links, notices). The embedded default keeps
 * them here, unsent; with an email API configured each is posted to it and
 * kept with `sentAt` set.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
