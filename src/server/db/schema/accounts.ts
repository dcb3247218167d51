import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './delivery';

/**
 * People who sign in: customers, Flowerline head-office staff, florist store
 * owners and staff. `roles` is the roles claim; `customerId` the commerce
 * customer id (carts, orders, wishlist); florists belong to one store.
 * `passwordHash` is an argon2id hash, null for people who only sign in
 * through the external OpenID Connect provider (`externalSubject`).
 * `emailVerified` is false for a registration whose email link has not been
 * followed yet (seeded and provider accounts, and every account made before
 * registration asked for the link, are verified).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    phone: text('phone'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    customerId: text('customer_id').notNull().unique(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    externalSubject: text('external_subject').unique(),
    emailVerified: boolean('email_verified').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [index('users_store_idx').on(t.storeId), index('users_name_idx').using('btree', sql`lower(${t.lastName})`, sql`lower(${t.firstName})`)],
);

/** Server-side sessions: a signed token names one; signing out revokes it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, per (account, address) pair, per account (the email tried) and per address, for the sign-in throttle. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.scope, t.key, t.createdAt)],
);

/**
 * Single-use links sent by email: confirming a registration, or a change of
 * email address (`email` is the address to move to). Only a SHA-256 hash of
 * the token is kept. A registration link carries the password hash chosen
 * with it, so whoever registered last cannot change the password of a link
 * someone else follows.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Counted events of the other throttles (registrations per address, emails
 * per recipient), for sliding-window limits like sign-in failures.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.scope, t.key, t.createdAt)],
);

/** A customer's address book. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street').notNull(),
    street2: text('street2'),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** A florist store's order-alert settings (spec 001 section 3); a store without a row has the defaults. */
export const storeNotificationSettings = pgTable('store_notification_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  orderAlerts: boolean('order_alerts').notNull().default(true),
  alertType: jsonb('alert_type').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Head-office messages to Flowerline staff. */
export const accountMessages = pgTable(
  'account_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sender: text('sender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_messages_audience_idx').on(t.audience, t.createdAt)],
);

/** Guides and notices for member florists. */
export const memberResources = pgTable('member_resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
