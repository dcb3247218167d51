import { z } from 'zod';
import { CALENDAR_DAY_RANGE_WORDS, readCalendarDay } from './calendar-day';
import { priceCents } from './price-input';

/**
 * What Flowerline types on the Delivery screen, checked field by field so a
 * bad value is answered with a 422 naming it. Money is dollars with at most
 * two decimals, up to $999.99 (a peak day's surcharge $1 to $100); times are
 * HH:mm (24-hour); dates yyyy-MM-dd. Whether a date may be set (not before
 * today, a peak day on a day with deliveries) is the server's check, which
 * knows today and the other rules (src/server/delivery-rules/dates.ts).
 */
export const DELIVERY_RULE_MAX_CENTS = 99_999;
/** A peak day's surcharge: at least $1 (a $0 one charges nothing), at most $100. */
export const PEAK_SURCHARGE_MIN_CENTS = 100;
export const PEAK_SURCHARGE_MAX_CENTS = 10_000;

export const ruleTime = (field: string) =>
  z.string().transform((text, ctx) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a time such as 14:00` });
      return z.NEVER;
    }
    return Number(match[1]) * 60 + Number(match[2]);
  });

export const ruleDate = (field: string) =>
  z.string().transform((text, ctx) => {
    const reading = readCalendarDay(text.trim());
    if (!reading.ok) {
      const message = { format: `${field} must be a date`, 'no-such-day': `${field} is not a day of the calendar`, 'out-of-range': `${field} must be ${CALENDAR_DAY_RANGE_WORDS}` }[reading.fault];
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return reading.day;
  });

const ISO_COUNTRY = /^[A-Z]{2}$/;
/** The zones a fee is kept for: metro, regional, the partners' courier, overseas, a country (`country:NZ`), or the Saturday surcharge (`saturday`). */
export const RULE_ZONES = ['metro', 'regional', 'courier', 'overseas', 'saturday'] as const;
export const ruleZone = z.string().refine((zone) => (RULE_ZONES as readonly string[]).includes(zone) || (zone.startsWith('country:') && ISO_COUNTRY.test(zone.slice(8))), {
  message: 'Zone must be metro, regional, courier, overseas, a country or the Saturday surcharge',
});

export const feeRuleInput = z.object({ zone: ruleZone, effectiveFrom: ruleDate('Takes effect'), fee: priceCents('Delivery fee', DELIVERY_RULE_MAX_CENTS) });
export const cutoffRuleInput = z.object({ effectiveFrom: ruleDate('Takes effect'), weekday: ruleTime('Weekday cutoff'), saturday: ruleTime('Saturday cutoff') });
export const closedDateInput = z.object({ date: ruleDate('Date'), reason: z.string().trim().min(1, 'Reason is required').max(120, 'Reason must be at most 120 characters') });
export const peakDayInput = z.object({
  date: ruleDate('Date'),
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  surcharge: priceCents('Surcharge', PEAK_SURCHARGE_MAX_CENTS).refine((cents) => cents >= PEAK_SURCHARGE_MIN_CENTS, 'Surcharge must be at least $1'),
});
/** A date opened for deliveries: what it is, and optionally that day's same-day cutoff (empty: the Saturday cutoff). */
export const openDateInput = z.object({
  date: ruleDate('Date'),
  reason: z.string().trim().min(1, 'Reason is required').max(60, 'Reason must be at most 60 characters'),
  cutoff: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const reading = ruleTime('Same-day cutoff').safeParse(value);
      if (reading.success) return reading.data;
      ctx.addIssue({ code: 'custom', message: 'Same-day cutoff must be a time such as 14:00' });
      return z.NEVER;
    }),
});

/** The path of an entry to remove (DELETE /api/delivery-rules/…), checked as the bodies are; a bad segment is a 400 naming it. */
export const feeRuleKey = z.object({ zone: ruleZone, effectiveFrom: ruleDate('Takes effect') });
export const cutoffRuleKey = z.object({ effectiveFrom: ruleDate('Takes effect') });
export const ruleDayKey = z.object({ date: ruleDate('Date') });
