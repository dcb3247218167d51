import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Enquiries sent from the enquiry form block. */
export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  postcode: text('postcode').notNull(),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  description: text('description').notNull(),
  pagePath: text('page_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter subscribers (the email is unique; subscribing twice is not an error). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  newsletter: boolean('newsletter').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What would be sent to the marketing provider (profiles, SMS subscription
 * jobs, tracker events). The embedded default keeps them here; a real
 * provider adapter sends them and marks them sent.
 */
export const marketingOutbox = pgTable('marketing_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
