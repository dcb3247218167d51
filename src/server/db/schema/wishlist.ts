import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Wishlists (shopping lists), one or more per commerce customer id. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_lists_customer_idx').on(t.customerId)],
);

/** The products saved in a wishlist, by product key. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('shopping_list_items_unique').on(t.listId, t.productKey)],
);
