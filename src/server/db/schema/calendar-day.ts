import { customType } from 'drizzle-orm/pg-core';
import { readDayOfAnyYear, type CalendarDay } from '../../../lib/domain/calendar-day';

/**
 * A day the database answers, read into a CalendarDay. Both drivers answer a
 * `date` as its yyyy-MM-dd text (the query builder asks for text, and so do
 * the named statements, src/server/db/statements.ts), and rows read as JSON
 * hold the same text. Anything else is a broken database, not bad input.
 */
export function dayFromDatabase(value: string): CalendarDay {
  // Any year: a row written before the shop kept its range must still be read.
  const reading = readDayOfAnyYear(value);
  if (!reading.ok) throw new Error(`The database answered ${JSON.stringify(value)} for a date column.`);
  return reading.day;
}

/** A Postgres `date` column holding a CalendarDay. */
export const calendarDay = customType<{ data: CalendarDay; driverData: string }>({
  dataType: () => 'date',
  fromDriver: dayFromDatabase,
});
