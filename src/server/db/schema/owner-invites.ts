import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { stores } from './delivery';

/** The roles an invite gives. */
export type InviteRole = 'floristowner' | 'florist';

/**
 * Emailed invitations to join a store (docs/adr/0775-owner-invites.md):
 * head office's to become its florist owner (`role` `floristowner`), and the
 * owner's to its staff (`role` `florist`). Only a SHA-256 hash of the link's
 * token is kept. A pending invite has neither `usedAt` nor `cancelledAt` and
 * has not expired; inviting the same email to the same store again cancels
 * the earlier one.
 */
export const ownerInvites = pgTable(
  'owner_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The role accepting gives: `floristowner` (the store's owner) or `florist` (its staff). */
    role: text('role').$type<InviteRole>().notNull().default('floristowner'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_invites_store_idx').on(t.storeId, t.email)],
);
