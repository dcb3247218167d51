import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Australian suburbs (id like `vic-3101-kew`). `openDays` and
 * `deliveryFeeCents` are precomputed from the stores serving the suburb:
 * the weekdays one of them is open (bit 0 = Sunday) and their lowest fee.
 */
export const suburbs = pgTable(
  'suburbs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openDays: integer('open_days').notNull().default(0),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('suburbs_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`), index('suburbs_postcode_idx').on(t.postcode)],
);

/** Overseas countries served through a partner. */
export const countries = pgTable('countries', {
  isoCode: text('iso_code').primaryKey(),
  name: text('name').notNull(),
  partner: text('partner').notNull(),
});

/** Florist stores of the network. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  suburbId: text('suburb_id')
    .notNull()
    .references(() => suburbs.id),
  radiusKm: doublePrecision('radius_km').notNull(),
  deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** The street address (the suburb is `suburbId`). */
  address: text('address').notNull().default(''),
  /** The store's own position; null: its suburb's (docs/adr/0768). */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** How allocation decides the suburbs it delivers to: `suburbs` (the store_suburbs list) or `distance` (within radiusKm of its position). */
  deliversBy: text('delivers_by').notNull().default('suburbs'),
  /** False while Flowerline has paused the store: it is offered nothing. */
  takingOffers: boolean('taking_offers').notNull().default(true),
});

/** The suburbs each store delivers to. */
export const storeSuburbs = pgTable(
  'store_suburbs',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    suburbId: text('suburb_id')
      .notNull()
      .references(() => suburbs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.suburbId] }), index('store_suburbs_suburb_idx').on(t.suburbId)],
);

/** Store delivery days: Day, OpenTime, CloseTime as four-digit 24-hour strings ('0000' both = closed). */
export const storeTradingHours = pgTable(
  'store_trading_hours',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    openTime: text('open_time').notNull().default('0000'),
    closeTime: text('close_time').notNull().default('0000'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
