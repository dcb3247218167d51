import { z } from 'zod/mini';
import { CALENDAR_DAY_RANGE_WORDS, readCalendarDay, type CalendarDayFault } from '../../domain/calendar-day';

/*
 * Written with zod/mini, Zod's tree-shakable build: the product, search and
 * checkout pages parse answers with these on load (docs/adr/0703). They are
 * zod schemas all the same: full-zod contracts use them as fields, and the
 * server parses with them.
 */

/** Money as the API sends it: `amount` in dollars, `centAmount` in integer cents, and its display text. */
export const PriceModel = z.object({
  amount: z.number(),
  centAmount: z.int(),
  currencyCode: z.string(),
  formattedPrice: z.string(),
});
export type Price = z.infer<typeof PriceModel>;

/** An image: a site-relative URL and its alternative text. */
export const ImageModel = z.object({ url: z.string(), altText: z.string() });
export type Image = z.infer<typeof ImageModel>;

/** Text read into a CalendarDay with the one check of a day (readCalendarDay); `message` is the issue a fault is answered with. */
export const calendarDayText = (message: (fault: CalendarDayFault) => string) =>
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const reading = readCalendarDay(text);
      if (reading.ok) return reading.day;
      // Continuable, as a failed check is: the object's own rules (a destination is required) are still checked.
      ctx.issues.push({ code: 'custom', message: message(reading.fault), input: text, continue: true });
      return z.NEVER;
    }),
  );

const DAY_FAULTS: Record<CalendarDayFault, string> = {
  format: 'Use the format yyyy-MM-dd.',
  'no-such-day': 'This is not a real calendar date.',
  'out-of-range': `The date must be ${CALENDAR_DAY_RANGE_WORDS}.`,
};

/**
 * A delivery date on the wire: yyyy-MM-dd, a calendar day in
 * Australia/Melbourne, read into a CalendarDay (queries, bodies and answers
 * alike). Text that is not one is an issue saying which way it is wrong.
 */
export const DeliveryDateModel = calendarDayText((fault) => DAY_FAULTS[fault]);

/** A suburb id as returned by GET /api/delivery/suburbs (for example `vic-3101-kew`). */
export const SuburbIdModel = z
  .string()
  .check(z.trim(), z.minLength(1, 'suburbId is required.'), z.maxLength(120, 'suburbId is too long.'), z.regex(/^[a-z]{2,3}-\d{4}-[a-z0-9-]+$/, 'suburbId is not a known suburb id format.'));

/** An overseas country's ISO 3166 alpha-2 code; answered in upper case. */
export const CountryCodeModel = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'countryCode must be a two-letter ISO code.')),
  z.transform((code) => code.toUpperCase()),
);

/** A page of a list: its items and the total over all pages. */
export const paged = <T extends z.core.SomeType>(item: T) => z.object({ results: z.array(item), total: z.int() });

export const ProblemModel = z.object({
  /** The kind of problem, one of PROBLEM_TYPES (src/lib/api/problems.ts); 'about:blank' or absent when the body names none. */
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  detail: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});
