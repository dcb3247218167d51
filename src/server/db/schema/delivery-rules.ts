import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendarDay } from './calendar-day';

/**
 * Flowerline's delivery rules, each with the Melbourne date it takes effect
 * (docs/adr/0774). With no rows the standing rules in
 * src/lib/domain/delivery-rule-book.ts apply, so an empty database charges
 * what the shop always charged.
 */

/** A delivery fee of a zone (`metro`, `regional`, `courier`, `overseas`, `country:NZ`) or the Saturday surcharge (`saturday`), from a date. */
export const deliveryFeeRules = pgTable(
  'delivery_fee_rules',
  {
    zone: text('zone').notNull(),
    effectiveFrom: calendarDay('effective_from').notNull(),
    cents: integer('cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.effectiveFrom] })],
);

/** Same-day cutoffs in minutes after Melbourne midnight, from a date. */
export const deliveryCutoffRules = pgTable('delivery_cutoff_rules', {
  effectiveFrom: calendarDay('effective_from').primaryKey(),
  weekdayMinutes: integer('weekday_minutes').notNull(),
  saturdayMinutes: integer('saturday_minutes').notNull(),
});

/** Dates Flowerline closed beyond the public holidays, with the reason shoppers read. */
export const deliveryClosedDates = pgTable('delivery_closed_dates', {
  date: calendarDay('date').primaryKey(),
  reason: text('reason').notNull(),
});

/** Dates the standing rules close (Sundays, public holidays) that Flowerline opens for its florists' deliveries (docs/adr/0782). */
export const deliveryOpenDates = pgTable('delivery_open_dates', {
  date: calendarDay('date').primaryKey(),
  reason: text('reason').notNull(),
  /** That day's same-day cutoff in minutes after Melbourne midnight; null: the Saturday cutoff in force. */
  cutoffMinutes: integer('cutoff_minutes'),
});

/** Peak days: a named surcharge added to the delivery fee on a date. */
export const deliveryPeakDays = pgTable('delivery_peak_days', {
  date: calendarDay('date').primaryKey(),
  name: text('name').notNull(),
  cents: integer('cents').notNull(),
});

/** Every change to the delivery rules: who, when, before and after in shop words. */
export const deliveryRuleChanges = pgTable('delivery_rule_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorName: text('actor_name').notNull(),
  rule: text('rule').notNull(),
  before: text('before'),
  after: text('after'),
});
