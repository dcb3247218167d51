import { z } from 'zod';
import { readCalendarDay } from './calendar-day';
import { priceCents } from './price-input';

/**
 * What Flowerline types on the Delivery screen, checked field by field so a
 * bad value is answered with a 422 naming it. Money is dollars with at most
 * two decimals, up to $999.99; times are HH:mm (24-hour); dates yyyy-MM-dd.
 */
export const DELIVERY_RULE_MAX_CENTS = 99_999;

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
      ctx.addIssue({ code: 'custom', message: reading.fault === 'format' ? `${field} must be a date` : `${field} is not a day of the calendar` });
      return z.NEVER;
    }
    return reading.day;
  });

const ISO_COUNTRY = /^[A-Z]{2}$/;
export const ruleZone = z.string().refine((zone) => zone === 'metro' || zone === 'regional' || zone === 'overseas' || (zone.startsWith('country:') && ISO_COUNTRY.test(zone.slice(8))), {
  message: 'Zone must be metro, regional, overseas or a country',
});

export const feeRuleInput = z.object({ zone: ruleZone, effectiveFrom: ruleDate('Takes effect'), fee: priceCents('Delivery fee', DELIVERY_RULE_MAX_CENTS) });
export const cutoffRuleInput = z.object({ effectiveFrom: ruleDate('Takes effect'), weekday: ruleTime('Weekday cutoff'), saturday: ruleTime('Saturday cutoff') });
export const closedDateInput = z.object({ date: ruleDate('Date'), reason: z.string().trim().min(1, 'Reason is required').max(120, 'Reason must be at most 120 characters') });
export const peakDayInput = z.object({
  date: ruleDate('Date'),
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  surcharge: priceCents('Surcharge', DELIVERY_RULE_MAX_CENTS),
});
