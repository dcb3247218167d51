import { z } from 'zod';
import { RULE_ENTRY_STATUSES } from '../../domain/delivery-rule-words';

/** Bodies of the Delivery screen's API (Flowerline only; docs/adr/0774). */
export {
  closedDateInput as ClosedDateNewModel,
  cutoffRuleInput as CutoffRuleNewModel,
  feeRuleInput as FeeRuleNewModel,
  openDateInput as OpenDateNewModel,
  peakDayInput as PeakDayNewModel,
} from '../../domain/delivery-rule-input';
/** Paths of the entries to remove (DELETE /api/delivery-rules/…). */
export { cutoffRuleKey as CutoffRuleKeyModel, feeRuleKey as FeeRuleKeyModel, ruleDayKey as RuleDayKeyModel } from '../../domain/delivery-rule-input';

const status = z.enum(RULE_ENTRY_STATUSES);
/** Whether the entry can be removed: only one taking effect after today (a closed date or peak day: today or later). */
const removable = z.boolean();

/** A zone's fee or the Saturday surcharge from a date; `standing` for the shop's own values from 1970 (never removed). */
export const FeeRuleEntryModel = z.object({
  zone: z.string(),
  zoneWords: z.string(),
  effectiveFrom: z.string(),
  cents: z.number().int(),
  fee: z.string(),
  status,
  standing: z.boolean(),
  removable,
});
export type FeeRuleEntry = z.infer<typeof FeeRuleEntryModel>;

export const CutoffRuleEntryModel = z.object({
  effectiveFrom: z.string(),
  weekdayMinutes: z.number().int(),
  saturdayMinutes: z.number().int(),
  /** "2pm", "10:30am". */
  weekday: z.string(),
  saturday: z.string(),
  status,
  standing: z.boolean(),
  removable,
});
export type CutoffRuleEntry = z.infer<typeof CutoffRuleEntryModel>;

export const ClosedDateEntryModel = z.object({ date: z.string(), reason: z.string(), display: z.string(), status, removable });
export type ClosedDateEntry = z.infer<typeof ClosedDateEntryModel>;

/** A date opened for the florists' deliveries (docs/adr/0782): what it is, that day's cutoff (`cutoffMinutes` null: Saturday's, "10am, as on Saturdays"). */
export const OpenDateEntryModel = z.object({
  date: z.string(),
  reason: z.string(),
  cutoffMinutes: z.number().int().nullable(),
  cutoff: z.string(),
  /** What the standing rules close on the day: "Sunday", "Anzac Day (every state)", "King's Birthday (VIC, NSW)". */
  closes: z.string(),
  display: z.string(),
  status,
  removable,
});
export type OpenDateEntry = z.infer<typeof OpenDateEntryModel>;

export const PeakDayEntryModel = z.object({ date: z.string(), name: z.string(), cents: z.number().int(), surcharge: z.string(), display: z.string(), status, removable });
export type PeakDayEntry = z.infer<typeof PeakDayEntryModel>;

/** One recorded change: when, who, which rule, before and after in shop words ("—" for none). */
export const DeliveryRuleChangeModel = z.object({ at: z.string(), by: z.string(), rule: z.string(), before: z.string(), after: z.string() });

/**
 * GET /api/delivery-rules (and the answer of every change): `today` is the
 * Melbourne date the statuses were worked out for; fees (the Saturday
 * surcharge among them) by zone, then every list by date.
 */
export const DeliveryRulesModel = z.object({
  today: z.string(),
  fees: z.array(FeeRuleEntryModel),
  saturdaySurcharges: z.array(z.object({ effectiveFrom: z.string(), cents: z.number().int() })),
  cutoffs: z.array(CutoffRuleEntryModel),
  closedDates: z.array(ClosedDateEntryModel),
  openDates: z.array(OpenDateEntryModel),
  peakDays: z.array(PeakDayEntryModel),
  changes: z.array(DeliveryRuleChangeModel),
});
export type DeliveryRules = z.infer<typeof DeliveryRulesModel>;
