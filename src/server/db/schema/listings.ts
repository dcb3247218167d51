import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ListingSelection } from '../../../lib/api/contracts/catalogue-listings';

/**
 * Which products a listing page shows, by rules or chosen in order
 * (docs/adr/0760), keyed by the page's address (its slug). A listing
 * without a row shows what its address words say.
 */
export const listingSelections = pgTable('listing_selections', {
  slug: text('slug').primaryKey(),
  selection: jsonb('selection').$type<Exclude<ListingSelection, { mode: 'address' }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});
