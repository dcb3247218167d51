import { z } from 'zod/mini';

/** Answers of GET /api/delivery/suburbs and GET /api/countries; the suburbs' query is in catalog-queries.ts. */

/** A suburb of GET /api/delivery/suburbs; shown as `label` ('name, state, postcode'). */
export const SuburbModel = z.object({
  id: z.string(),
  suburbId: z.string(),
  name: z.string(),
  state: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  label: z.string(),
});
export type Suburb = z.infer<typeof SuburbModel>;

export const SuburbsResponseModel = z.object({ suburbs: z.array(SuburbModel) });
export type SuburbsResponse = z.infer<typeof SuburbsResponseModel>;

/** An overseas country of GET /api/countries; `flag` is the emoji flag, `slug` the lower-case code. */
export const CountryModel = z.object({
  name: z.string(),
  isoCode: z.string(),
  slug: z.string(),
  flag: z.string(),
  partner: z.string(),
});
export type Country = z.infer<typeof CountryModel>;

export const CountriesResponseModel = z.object({ countries: z.array(CountryModel) });
export type CountriesResponse = z.infer<typeof CountriesResponseModel>;

/**
 * GET /api/delivery/calendar: what the date pickers need of Flowerline's
 * delivery rules (docs/adr/0774), from today on in Melbourne: the same-day
 * cutoffs (the one in force and any scheduled), closed dates with the reason
 * shoppers read, dates Flowerline opened for its florists with that day's
 * cutoff (docs/adr/0782), and peak days with their surcharge in cents.
 */
export const DeliveryCalendarModel = z.object({
  cutoffs: z.array(z.object({ effectiveFrom: z.string(), weekdayMinutes: z.number(), saturdayMinutes: z.number() })),
  closedDates: z.array(z.object({ date: z.string(), reason: z.string() })),
  openDates: z._default(z.array(z.object({ date: z.string(), reason: z.string(), cutoffMinutes: z.nullable(z.number()) })), []),
  peakDays: z.array(z.object({ date: z.string(), name: z.string(), cents: z.number() })),
});
export type DeliveryCalendar = z.infer<typeof DeliveryCalendarModel>;
