import { z } from 'zod';
import { CALENDAR_DAY_RANGE_WORDS, readCalendarDay } from '../../domain/calendar-day';
import { AUSTRALIAN_STATES } from '../../domain/constants';
import { MAX_DELIVERY_WINDOWS, MAX_LEAD_DAYS } from '../../domain/product-delivery';

/**
 * Where and when a product can be delivered, and its scheduled going on or
 * off sale, as the head office's catalogue edits them (docs/adr/0762).
 */

const day = (label: string) =>
  z.string({ error: `${label} must be a date.` }).transform((text, ctx) => {
    const reading = readCalendarDay(text);
    if (reading.ok) return reading.day;
    const message = { format: `${label} must be a date as yyyy-MM-dd`, 'no-such-day': `${label} is not a real date`, 'out-of-range': `${label} must be ${CALENDAR_DAY_RANGE_WORDS}` }[reading.fault];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const DeliveryWindowModel = z.object({ first: day('First day'), last: day('Last day') }).superRefine((window, ctx) => {
  if (window.first && window.last && window.last < window.first) ctx.addIssue({ code: 'custom', message: 'The last day must be on or after the first day', path: ['last'] });
});

/** PATCH's `delivery`: the whole rule. `states` and `countries` null for every one (as a product with no rule). */
export const CatalogueDeliveryModel = z.object(
  {
    states: z
      .array(z.enum(AUSTRALIAN_STATES, { error: `A state must be one of ${AUSTRALIAN_STATES.join(', ')}.` }), { error: 'states must be a list of states.' })
      .min(1, 'Tick at least one state, or every state.')
      .nullable()
      .default(null),
    countries: z
      .array(
        z
          .string({ error: 'A country must be its two-letter code.' })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'A country must be its two-letter code.'),
        { error: 'countries must be a list of countries.' },
      )
      .min(1, 'Tick at least one country, or every country.')
      .max(300, 'Too many countries.')
      .nullable()
      .default(null),
    windows: z.array(DeliveryWindowModel, { error: 'windows must be a list.' }).max(MAX_DELIVERY_WINDOWS, `At most ${MAX_DELIVERY_WINDOWS} date windows.`).default([]),
    leadDays: z
      .number({ error: 'Lead time must be a number of days.' })
      .int('Lead time must be a whole number of days')
      .min(0, 'Lead time must not be negative')
      .max(MAX_LEAD_DAYS, `Lead time must be at most ${MAX_LEAD_DAYS} days`)
      .default(0),
  },
  { error: 'delivery must be an object.' },
);
export type CatalogueDelivery = z.output<typeof CatalogueDeliveryModel>;

export const DeliveryRuleViewModel = z.object({
  states: z.array(z.enum(AUSTRALIAN_STATES)).nullable(),
  countries: z.array(z.string()).nullable(),
  windows: z.array(z.object({ first: z.string(), last: z.string() })),
  leadDays: z.int(),
});

/** GET's `delivery`: the rule, whether the product goes overseas (its partner's countries are the choices), and those countries. */
export const CatalogueDeliveryViewModel = z.object({
  rule: DeliveryRuleViewModel,
  overseas: z.boolean(),
  countryChoices: z.array(z.object({ isoCode: z.string(), name: z.string() })),
});
export type CatalogueDeliveryView = z.infer<typeof CatalogueDeliveryViewModel>;

export const SCHEDULE_ACTIONS = ['onSale', 'offSale'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time.` })
    .transform((text) => new Date(text))
    .refine((at) => at.getUTCMinutes() % 15 === 0 && at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0, `${label} must be on the quarter hour.`);

/** POST /api/catalogue/products/{key}/schedule: on sale at `onSaleAt`, and optionally off sale again at `offSaleAt` (both ISO instants on a quarter hour). */
export const CatalogueScheduleRequestModel = z.object({ onSaleAt: instant('On sale at').nullish(), offSaleAt: instant('Off sale at').nullish() }).superRefine((request, ctx) => {
  if (!request.onSaleAt && !request.offSaleAt) ctx.addIssue({ code: 'custom', message: 'Choose when the product goes on sale.', path: ['onSaleAt'] });
  if (request.onSaleAt && request.offSaleAt && request.offSaleAt <= request.onSaleAt) {
    ctx.addIssue({ code: 'custom', message: 'Take it off sale after it goes on sale.', path: ['offSaleAt'] });
  }
});
export type CatalogueScheduleRequest = z.output<typeof CatalogueScheduleRequestModel>;
/** How far ahead going on sale may be scheduled: a year, as a price change. */
export const SCHEDULE_AHEAD_MAX_DAYS = 366;

export const CatalogueScheduledModel = z.object({ id: z.int(), action: z.enum(SCHEDULE_ACTIONS), runAt: z.string(), by: z.string(), createdAt: z.string() });
export type CatalogueScheduled = z.infer<typeof CatalogueScheduledModel>;
